import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import type { MailMessage } from '../../plugins/mailer.js';
import type { UserRow } from './mapper.js';

/** "nora@example.com" as "n***@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

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
    subject: t('email.email_changed_subject', { site }),
    text: [
      t('email.greeting', { name: row.firstname || row.username }),
      t('email.email_changed_body', { email: maskEmail(newEmail) }),
      t('email.signature', { site }),
    ].join('\n\n'),
  };
}
