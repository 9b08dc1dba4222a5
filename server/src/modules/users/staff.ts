import {
  isLocale,
  normalizePermissions,
  PERMISSION_PRESETS,
  type PermissionPreset,
  presetPermissions,
  ROLE,
  type StaffCreate,
  type User,
  USER_STATUS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { translator } from '../../i18n/index.js';
import { CODE_MINUTES, oneTimeCodes } from '../auth/codes.js';
import { hashPassword } from '../auth/passwords.js';
import { INVITE_PREFIX } from '../auth/service.js';
import { randomToken } from '../auth/tokens.js';
import { toUser } from './mapper.js';
import { findById, insertUser } from './repo.js';

const isPreset = (name: string): name is PermissionPreset => Object.hasOwn(PERMISSION_PRESETS, name);

/**
 * Staff and admin accounts are made by an admin, never by sign-up. The account starts without a usable
 * password: the invitation e-mail carries a link to set one, and it is queued in the same transaction as the
 * account, so there is never an account whose invitation was lost (or an invitation without its account).
 */
export function staffAccounts(app: FastifyInstance) {
  const codes = oneTimeCodes(app);

  return {
    async create(actor: User, body: StaffCreate): Promise<User> {
      // The presets as the staff screens name them (staff.test.ts holds every locale to those names).
      if (body.preset !== undefined && !isPreset(body.preset))
        throw badRequest(
          'Choose one of the permission presets: No permissions; Order desk (orders, chat, tickets); Catalogue (services, vehicles, miscellaneous); Customer care (accounts, invoices, balances); Shop manager; Every permission.',
          'preset',
        );
      const permissions =
        body.role_id === ROLE.ADMIN
          ? {}
          : body.permissions
            ? normalizePermissions(body.permissions)
            : presetPermissions((body.preset as PermissionPreset | undefined) ?? 'none');
      const language = body.language && isLocale(body.language) ? body.language : 'en';
      const email = body.email.trim().toLowerCase();
      const secret = randomToken(24);
      // Nobody knows this password; it only fills the column until the invitation is followed.
      const unusable = await hashPassword(randomToken(32));
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const site = (await app.settings.all()).site_title;
      let id = 0;
      try {
        await app.db.transaction(async (trx) => {
          id = await insertUser(trx, {
            username: body.username.trim(),
            email,
            password_hash: unusable,
            firstname: (body.firstname ?? '').trim(),
            lastname: (body.lastname ?? '').trim(),
            language,
            role_id: body.role_id,
            permissions: JSON.stringify(permissions),
            status: USER_STATUS.ACTIVE,
            verified: false,
          } as never);
          await codes.issue(id, 'invite', secret, trx);
          await audit(trx, actor._id, 'user.create_staff', 'user', id, {
            role_id: body.role_id,
            preset: body.preset ?? null,
          });
          const t = translator(language);
          const link = `${app.config.publicUrl}/reset_password?token=${encodeURIComponent(`${INVITE_PREFIX}${id}.${secret}`)}`;
          await app.mailer.send(
            {
              to: email,
              language,
              subject: t('email.invite_subject', { site }),
              text: [
                t('email.greeting', { name: body.firstname?.trim() || body.username }),
                t('email.invite_body', {
                  site,
                  username: body.username,
                  url: link,
                  days: CODE_MINUTES.invite / 1440,
                }),
                t('email.signature', { site }),
              ].join('\n\n'),
            },
            { trx },
          );
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('This username or e-mail address is already used by another account.');
        throw err;
      }
      return toUser((await findById(app.db, id))!);
    },
  };
}
