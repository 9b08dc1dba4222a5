import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { translator } from '../../i18n/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, HttpError, httpError } from '../../lib/errors.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { siteContact } from '../notifications/contact.js';
import { CODE_MINUTES, oneTimeCodes } from '../auth/codes.js';
import { sessionTokens } from '../auth/sessions.js';
import { pendingEmail, type UserRow } from './mapper.js';
import { findById, usersTable } from './repo.js';

/** "nora@example.com" as "n***@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const emailTaken = () => conflict('This e-mail address is already used by another account.');

const nothingPending = () =>
  badRequest('No new e-mail address is waiting to be confirmed. Please enter it again in your profile.');

/**
 * The notice to the old address that the account's e-mail was changed, so a takeover does not go unnoticed.
 * The caller queues it with the change, so it goes out only if the change is kept.
 */
export async function emailChangedNotice(
  app: FastifyInstance,
  row: UserRow,
  newEmail: string,
  language: string,
): Promise<MailMessage> {
  const t = translator(language);
  const site = (await app.settings.all()).site_title;
  return {
    to: row.email,
    language,
    subject: t('email.email_changed_subject', { site }),
    text: [
      t('email.greeting', { name: row.firstname || row.username }),
      t('email.email_changed_body', { email: maskEmail(newEmail) }),
      // The old address can no longer reset the password: this is the owner's only way back.
      t('email.contact_line', { contact: await siteContact(app) }),
      t('email.signature', { site }),
    ].join('\n\n'),
  };
}

/**
 * A new own e-mail address takes effect only once the code mailed to it comes back: until then it waits in
 * users.pending_email and the account (sign-in, resets, mail) goes on with the old one. A new request
 * replaces the waiting one; it ends with its code.
 */
export function emailChanges(app: FastifyInstance) {
  const codes = oneTimeCodes(app);
  const sessions = sessionTokens(app);

  /** Without an e-mail server no code can reach the new address, so it could never be confirmed. */
  async function assertMailReady() {
    if (await app.mailer.configured()) return;
    throw httpError(
      503,
      'FEATURE_DISABLED',
      'This portal cannot send e-mails yet, so a new e-mail address cannot be confirmed. Please contact us to have it changed.',
    );
  }

  /** Another account already signs in with the address (checked on request and again on confirmation). */
  async function assertFree(db: Knex | Knex.Transaction, userId: number, email: string) {
    const other = await usersTable(db).where({ email }).whereNot({ id: userId }).first('id');
    if (other) throw emailTaken();
  }

  /** The pending columns for a code issued now: the request lives exactly as long as its code. */
  const pendingUntilNow = (email: string) => ({
    pending_email: email,
    pending_email_until: new Date(Date.now() + CODE_MINUTES.email_change * 60_000),
  });

  /**
   * Keeps `email` aside for the account, issues its code and queues it there, all within `trx`. The site's
   * name is read first: a query outside the transaction while it is open could wait for its connection.
   */
  async function pendingWriter(row: UserRow, email: string, language: string) {
    const t = translator(language);
    const site = (await app.settings.all()).site_title;
    return async (trx: Knex.Transaction) => {
      await usersTable(trx).where({ id: row.id }).update(pendingUntilNow(email));
      const code = await codes.issue(row.id, 'email_change', undefined, trx);
      await app.mailer.send(
        {
          to: email,
          subject: t('email.confirm_email_subject', { site }),
          text: [
            t('email.greeting', { name: row.firstname || row.username }),
            t('email.confirm_email_body', { code, minutes: CODE_MINUTES.email_change }),
            t('email.signature', { site }),
          ].join('\n\n'),
        },
        { trx },
      );
    };
  }

  return {
    assertMailReady,
    assertFree,

    /**
     * A request for `email`: answers what to write in the caller's transaction (which saves the rest of the
     * profile form with it). The caller has checked the password and the mail server.
     */
    async request(row: UserRow, email: string, language: string) {
      const write = await pendingWriter(row, email, language);
      return async (trx: Knex.Transaction) => {
        await assertFree(trx, row.id, email);
        await write(trx);
      };
    },

    /** A fresh code to the address waiting for one; the request lives as long as the new code. */
    async resend(userId: number): Promise<void> {
      const row = (await findById(app.db, userId))!;
      const email = pendingEmail(row);
      if (!email) throw nothingPending();
      await assertMailReady();
      await app.db.transaction(await pendingWriter(row, email, row.language));
    },

    async cancel(userId: number): Promise<void> {
      await app.db.transaction(async (trx) => {
        await usersTable(trx)
          .where({ id: userId })
          .update({ pending_email: null, pending_email_until: null });
        await codes.retire(userId, 'email_change', trx);
      });
    },

    /**
     * The code proves the new address: it becomes the account's, the old address is told and every other
     * session ends, as with a new password. `sessionId` is the session that stays.
     */
    async confirm(userId: number, code: string, sessionId: string | null): Promise<void> {
      const row = (await findById(app.db, userId))!;
      const email = pendingEmail(row);
      if (!email) throw nothingPending();
      await codes.consume(userId, 'email_change', code);
      const notice = await emailChangedNotice(app, row, email, row.language);
      try {
        await app.db.transaction(async (trx) => {
          await assertFree(trx, userId, email);
          // Only the address the code was sent for: a request replacing it meanwhile has a code of its own.
          const switched = await usersTable(trx)
            .where({ id: userId, pending_email: email })
            .update({ email, pending_email: null, pending_email_until: null, updated_at: new Date() });
          if (switched !== 1) throw nothingPending();
          await audit(trx, userId, 'user.email', 'user', userId, { from: row.email, to: email });
          await app.mailer.send(notice, { trx });
          await sessions.revokeAllForUser(userId, trx, sessionId);
          // Without a session to keep, every token goes (they cannot be told apart).
          if (!sessionId) await sessions.bumpVersion(userId, trx);
        });
      } catch (err) {
        const taken = isUniqueViolation(err) || (err instanceof HttpError && err.code === 'CONFLICT');
        if (!taken) throw err;
        // Its code is spent and the address is someone else's now: the request is over.
        await usersTable(app.db)
          .where({ id: userId, pending_email: email })
          .update({ pending_email: null, pending_email_until: null });
        throw emailTaken();
      }
    },
  };
}
