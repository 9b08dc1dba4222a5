import { hasPermission, normalizePermissions, ROLE, type User, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { checkedCountryAndVat } from '../../lib/country-vat.js';
import { pageWindow } from '../../lib/paging.js';
import { badRequest, conflict, forbidden, httpError, notFound } from '../../lib/errors.js';
import { translator } from '../../i18n/index.js';
import { checkNewPassword, checkPassword, hashPassword } from '../auth/passwords.js';
import { passwordChangedNotice } from '../auth/password-notice.js';
import { sessionTokens } from '../auth/sessions.js';
import { toUser, type UserRow } from './mapper.js';
import { findById, usersTable } from './repo.js';
import { emailChanges } from './email-change.js';
import { issuedDocuments } from './issued-documents.js';
import { whereAnyLike } from '../../lib/like.js';
import { deferredPage } from '../../lib/deferred-page.js';
import { rangeStart } from '../../lib/id-ranges.js';
import { withVisibleTexts } from '../../lib/visible-text.js';
import { withTransaction } from '../credits/ledger.js';

export type BeforeUserDelete = (trx: Knex.Transaction, userId: number) => Promise<string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules owning per-user records register here; they answer storage keys to delete after commit. */
    beforeUserDelete: BeforeUserDelete[];
  }
}

export interface ListQuery {
  keyword?: string;
  status?: number;
  page?: number;
  after?: string;
  size?: number;
}

const pageOf = (q: ListQuery) => pageWindow(q);
/** Suspensions end before this (1 January 2038, UTC). */
const SUSPEND_LIMIT = Date.UTC(2038, 0, 1);

/** A wrong current password, when changing the password or the e-mail address (counted by the routes). */

/** Stored and sent values compared as the database gives them back (0/1 for booleans, '' or null for none). */
const sameValue = (stored: unknown, sent: unknown) => {
  if (stored === null || stored === undefined || stored === '')
    return sent === null || sent === undefined || sent === '';
  if (typeof sent === 'boolean') return Boolean(Number(stored)) === sent;
  if (stored instanceof Date || sent instanceof Date)
    return new Date(stored as string).getTime() === new Date(sent as string).getTime();
  return String(stored) === String(sent);
};

/** The fields an edit really changes: the form sends every field, the audit trail names those that differ. */
function changedFields(row: object, patch: Record<string, unknown>, keys: string[]): string[] {
  const stored = row as Record<string, unknown>;
  return keys.filter((k) => k in patch && !sameValue(stored[k], patch[k]));
}

export const wrongCurrentPassword = () =>
  httpError(400, 'INVALID_CREDENTIALS', 'Your current password is not correct.');

export function usersService(app: FastifyInstance) {
  const sessions = sessionTokens(app);
  const emailChange = emailChanges(app);

  function search(roles: number[], q: ListQuery) {
    const query = usersTable(app.db).whereIn('users.role_id', roles);
    if (q.status !== undefined) query.where('users.status', q.status);
    if (q.keyword?.trim()) {
      whereAnyLike(query, ['username', 'email', 'firstname', 'lastname', 'company_name'], q.keyword.trim());
    }
    return query;
  }

  /** How many users a list holds: the tallies kept by triggers, unless a keyword decides. */
  async function total(roles: number[], q: ListQuery): Promise<number> {
    if (q.keyword?.trim()) {
      const [{ n }] = await search(roles, q).clone().count<{ n: number }[]>({ n: '*' });
      return Number(n);
    }
    const tally = app.db('user_counts').whereIn('role_id', roles);
    if (q.status !== undefined) tally.where('status', q.status);
    const [{ n }] = (await tally.sum({ n: 'n' })) as { n: number | string | null }[];
    return Number(n ?? 0);
  }

  async function list(roles: number[], q: ListQuery) {
    const { size, page, offset } = pageOf(q);
    // The page's ids walk the (role, status, id) index; only those rows are read. A page number far down
    // the list starts in the id range the per-range tallies place it in.
    const tallies = app.db('user_pages').whereIn('role_id', roles);
    if (q.status !== undefined) tallies.where('status', q.status);
    const start = q.keyword?.trim() || q.after ? null : await rangeStart(tallies, offset);
    const [n, { rows, next }] = await Promise.all([
      total(roles, q),
      deferredPage<UserRow>(
        usersTable(app.db).select('users.*'),
        search(roles, q),
        'users',
        [{ column: 'id', order: 'desc' }],
        { limit: size, offset, after: q.after, start },
      ),
    ]);
    return { items: rows.map((r: UserRow) => toUser(r)), total: n, page, size: q.size ?? size, next };
  }

  /**
   * Staff act on customers only, within their permissions; only admins act on admins and staff. The permission
   * is checked before the lookup, so someone without it cannot tell which user ids exist (403 either way).
   */
  async function target(
    actor: User,
    id: number,
    permission: Parameters<typeof hasPermission>[1],
  ): Promise<UserRow> {
    if (!hasPermission(actor, permission)) throw forbidden();
    const row = await findById(app.db, id);
    if (!row) throw notFound('User');
    if (row.role_id !== ROLE.CUSTOMER && actor.role_id !== ROLE.ADMIN) {
      throw forbidden('Only administrators can change staff and admin accounts.');
    }
    return row;
  }

  return {
    list,
    target,

    async customers(q: ListQuery) {
      return list([ROLE.CUSTOMER], q);
    },

    async update(actor: User, id: number, changes: Partial<UserRow> & { permissions?: unknown }) {
      const row = await target(actor, id, 'dealers_manager.edit_dealer');
      const patch: Record<string, unknown> = { ...withVisibleTexts(changes), updated_at: new Date() };
      if (changes.role_id !== undefined && changes.role_id !== row.role_id) {
        if (!hasPermission(actor, 'dealers_manager.change_role'))
          throw forbidden('You may not change roles.');
        if (changes.role_id !== ROLE.CUSTOMER && actor.role_id !== ROLE.ADMIN) {
          throw forbidden('Only administrators can make someone staff or admin.');
        }
        if (id === actor._id) throw badRequest('You cannot change your own role.');
      }
      if (changes.permissions !== undefined) {
        if (actor.role_id !== ROLE.ADMIN) throw forbidden('Only administrators can change permissions.');
        patch.permissions = JSON.stringify(normalizePermissions(changes.permissions));
      }
      if (changes.email) patch.email = changes.email.trim().toLowerCase();
      Object.assign(patch, checkedCountryAndVat(changes, row));
      const deactivated = changes.status !== undefined && changes.status !== USER_STATUS.ACTIVE;
      // As with the role: nobody switches their own account off here (the last admin would lock everyone out).
      if (id === actor._id && (deactivated || (changes.verified !== undefined && !changes.verified)))
        throw badRequest('You cannot suspend your own account.');
      try {
        // Retried on a deadlock: a role or status change moves the user between two tallies (user_counts),
        // and two such moves in opposite directions can each wait for the other's row.
        await withTransaction(app.db, async (trx) => {
          await usersTable(trx).where({ id }).update(patch);
          // Approving a pending account is an event of its own rather than a bare "status" among the edits.
          const approved = row.status === USER_STATUS.PENDING && changes.status === USER_STATUS.ACTIVE;
          const fields = changedFields(row, patch, Object.keys(changes)).filter(
            (k) => !(approved && k === 'status'),
          );
          if (approved) await audit(trx, actor._id, 'user.approve', 'user', id);
          if (fields.length || !approved) await audit(trx, actor._id, 'user.update', 'user', id, fields);
          // The security-relevant parts get their own events, so the audit page can filter on them.
          if (changes.role_id !== undefined && changes.role_id !== row.role_id)
            await audit(trx, actor._id, 'user.role', 'user', id, { from: row.role_id, to: changes.role_id });
          if (changes.permissions !== undefined)
            await audit(trx, actor._id, 'user.permissions', 'user', id, { permissions: patch.permissions });
          if (patch.email && patch.email !== row.email)
            await audit(trx, actor._id, 'user.email', 'user', id, { from: row.email, to: patch.email });
          if (deactivated || (changes.role_id !== undefined && changes.role_id !== row.role_id)) {
            await sessions.revokeAllForUser(id, trx);
            await sessions.bumpVersion(id, trx);
          }
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('This username or e-mail address is already used by another account.');
        throw err;
      }
      const updated = (await findById(app.db, id))!;
      const notified =
        row.status !== USER_STATUS.ACTIVE && updated.status === USER_STATUS.ACTIVE
          ? await sendApproved(updated)
          : false;
      return { user: toUser(updated), notified };
    },

    /**
     * Suspends an account until a date: sign-in is refused with the reason, and every session ends now.
     * Staff need the edit permission and act on customers only; admins on anyone but themselves.
     */
    async suspend(actor: User, id: number, until: Date, reason: string) {
      if (id === actor._id) throw badRequest('You cannot suspend your own account.');
      await target(actor, id, 'dealers_manager.edit_dealer');
      if (until <= new Date()) throw badRequest('Choose an end date in the future.');
      // The column is a TIMESTAMP, which ends in January 2038.
      if (until.getTime() >= SUSPEND_LIMIT) throw badRequest('Choose an end date before 2038.', 'until');
      await app.db.transaction(async (trx) => {
        await usersTable(trx)
          .where({ id })
          .update({ suspended_until: until, suspend_reason: reason.trim(), updated_at: new Date() });
        await sessions.revokeAllForUser(id, trx);
        await sessions.bumpVersion(id, trx);
        await audit(trx, actor._id, 'user.suspend', 'user', id, { until: until.toISOString(), reason });
      });
      return toUser((await findById(app.db, id))!);
    },

    async unsuspend(actor: User, id: number) {
      await target(actor, id, 'dealers_manager.edit_dealer');
      await app.db.transaction(async (trx) => {
        await usersTable(trx)
          .where({ id })
          .update({ suspended_until: null, suspend_reason: '', updated_at: new Date() });
        await audit(trx, actor._id, 'user.unsuspend', 'user', id);
      });
      return toUser((await findById(app.db, id))!);
    },

    async remove(actor: User, id: number) {
      if (id === actor._id) throw badRequest('You cannot delete your own account here.');
      const row = await target(actor, id, 'dealers_manager.delete_dealer');
      await deleteUsers([row], actor._id, true);
    },

    /** Deletes those still inactive; accounts with issued invoices are kept (and counted). */
    async removeInactive(actor: User, ids: number[], months: number) {
      const rows = await inactiveQuery(months).whereIn('id', ids);
      const deleted = await deleteUsers(rows, actor._id);
      return { deleted, kept: rows.length - deleted };
    },

    inactive(q: ListQuery & { months?: number }) {
      const { size, page, offset } = pageOf(q);
      const query = () => inactiveQuery(q.months ?? 12);
      return Promise.all([
        query().count<{ n: number }[]>({ n: '*' }),
        query().orderBy('id').limit(size).offset(offset),
      ]).then(([[{ n }], rows]) => ({ items: rows.map((r) => toUser(r)), total: Number(n), page, size }));
    },

    /** Changes the password and ends every other session; the one asking stays signed in. */
    async changeOwnPassword(userId: number, current: string, next: string, sessionId: string | null) {
      const row = (await findById(app.db, userId))!;
      if (!(await checkPassword(row.password_hash, current))) throw wrongCurrentPassword();
      checkNewPassword(next, row);
      const hash = await hashPassword(next);
      const notice = await passwordChangedNotice(app, row);
      await app.db.transaction(async (trx) => {
        await usersTable(trx).where({ id: userId }).update({ password_hash: hash, updated_at: new Date() });
        await sessions.revokeAllForUser(userId, trx, sessionId);
        // Without a session to keep, every token goes (they cannot be told apart).
        if (!sessionId) await sessions.bumpVersion(userId, trx);
        await audit(trx, userId, 'user.password_change', 'user', userId);
        if (notice) await app.mailer.send(notice, { trx });
      });
    },

    async setPassword(actor: User, id: number, password: string) {
      const row = await target(actor, id, 'dealers_manager.change_dealer_password');
      checkNewPassword(password, row);
      const hash = await hashPassword(password);
      const notice = await passwordChangedNotice(app, row, 'staff');
      await app.db.transaction(async (trx) => {
        await usersTable(trx).where({ id }).update({ password_hash: hash, updated_at: new Date() });
        await sessions.revokeAllForUser(id, trx);
        await sessions.bumpVersion(id, trx);
        await audit(trx, actor._id, 'user.password', 'user', id);
        if (notice) await app.mailer.send(notice, { trx });
      });
    },

    /**
     * Changes the signed-in user's own details. In an impersonated session (`impersonatedBy`) the sign-in
     * credentials (e-mail, username, password) stay as they are: someone signed in as the user must not be
     * able to take the account over. The reply keeps the impersonator, as the session does.
     *
     * A new e-mail address needs the current password (a stolen session alone must not be enough to move
     * the account, then take it over with "forgot password"), and is only kept aside: it becomes the
     * account's once the code mailed to it is confirmed (email-change.ts). The rest of the form is saved.
     */
    async patchSelf(
      userId: number,
      patch: Record<string, unknown>,
      impersonatedBy: number | null = null,
      opts: { currentPassword?: string } = {},
    ) {
      const before = (await findById(app.db, userId))!;
      Object.assign(patch, withVisibleTexts(patch));
      if (typeof patch.email === 'string') patch.email = patch.email.trim().toLowerCase();
      Object.assign(patch, checkedCountryAndVat(patch, before));
      if (impersonatedBy) {
        const credentials = ['email', 'username', 'password_hash'] as const;
        if (credentials.some((k) => patch[k] !== undefined && patch[k] !== before[k])) throw forbidden();
      }
      const newEmail = typeof patch.email === 'string' && patch.email !== before.email ? patch.email : null;
      delete patch.email;
      if (newEmail) {
        if (!opts.currentPassword)
          throw badRequest('Enter your current password to change your e-mail address.');
        if (!(await checkPassword(before.password_hash, opts.currentPassword))) throw wrongCurrentPassword();
        await emailChange.assertMailReady();
        await emailChange.assertFree(app.db, userId, newEmail);
      }
      const language = typeof patch.language === 'string' ? patch.language : before.language;
      const requestEmail = newEmail ? await emailChange.request(before, newEmail, language) : null;
      await app.db.transaction(async (trx) => {
        await usersTable(trx)
          .where({ id: userId })
          .update({ ...patch, updated_at: new Date() });
        if (requestEmail) await requestEmail(trx);
      });
      return toUser((await findById(app.db, userId))!, impersonatedBy);
    },
  };

  function inactiveQuery(months: number) {
    const before = new Date(Date.now() - months * 30 * 86_400_000);
    return usersTable(app.db)
      .where('role_id', ROLE.CUSTOMER)
      .where((w) =>
        w
          .where('last_login', '<', before)
          .orWhere((x) => x.whereNull('last_login').where('created_at', '<', before)),
      );
  }

  /**
   * One transaction per batch; files go only after the records are gone. An account with issued invoices
   * is kept (skipped, or with `refuse` the call is refused), checked in the same transaction so that an
   * invoice issued meanwhile is not deleted with it. Answers how many were deleted.
   */
  async function deleteUsers(rows: UserRow[], actorId: number, refuse = false): Promise<number> {
    if (rows.length === 0) return 0;
    let keys: string[] = [];
    // Retried on a deadlock (the check's locks meet a payment's); the keys start over with each attempt.
    const deleted = await withTransaction(app.db, async (trx) => {
      keys = [];
      let n = 0;
      for (const row of rows) {
        const issued = await issuedDocuments(trx, row.id);
        if (issued > 0 && refuse)
          throw conflict(
            `Invoices and credit notes issued to this account: ${issued}. They must be kept, so the account cannot be deleted; suspend it instead.`,
          );
        if (issued > 0) continue;
        n += 1;
        for (const hook of app.beforeUserDelete) keys.push(...(await hook(trx, row.id)));
        if (row.profile_picture) keys.push(row.profile_picture.split('|')[0]);
        await usersTable(trx).where({ id: row.id }).delete();
        await audit(trx, actorId, 'user.delete', 'user', row.id, {
          username: row.username,
          email: row.email,
        });
      }
      return n;
    });
    for (const key of keys) await app.storage.delete(key);
    return deleted;
  }

  /**
   * Whether the person can be said to be told: the e-mail is queued and an SMTP server is configured
   * (without one the job can only fail).
   */
  async function sendApproved(row: UserRow): Promise<boolean> {
    const t = translator(row.language);
    const site = (await app.settings.all()).site_title;
    return app.mailer
      .send({
        to: row.email,
        language: row.language,
        subject: t('email.approved_subject', { site }),
        text: [
          t('email.greeting', { name: row.firstname || row.username }),
          t('email.approved_body', { url: `${app.config.publicUrl}/login` }),
          t('email.signature', { site }),
        ].join('\n\n'),
      })
      .then(() => app.mailer.configured())
      .catch((err) => {
        app.log.warn({ err }, 'approval e-mail not sent');
        return false;
      });
  }
}
