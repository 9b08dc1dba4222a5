import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { siteContact } from '../notifications/contact.js';
import { loadSchedule } from '../hours/repo.js';
import type { UserRow } from '../users/mapper.js';

/**
 * The moment in the reader's language, in the service's own time zone (that of its opening hours) with the
 * zone named, so a person abroad can still tell whether it was them.
 */
export function noticeTime(at: Date, language: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(at);
  } catch {
    // A time zone the runtime does not know (typed by an admin): the same moment in UTC.
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(at);
  }
}

/**
 * The notice to the account's address that its password changed (`by: 'staff'` when someone else set it),
 * so a takeover does not go unnoticed. Built before the change's transaction (it reads settings, which must
 * not wait on a connection the transaction holds); the caller queues it with the change. Never throws: a
 * notice that cannot be written is logged and left out, and the password changes all the same.
 */
export async function passwordChangedNotice(
  app: FastifyInstance,
  row: Pick<UserRow, 'id' | 'email' | 'firstname' | 'username' | 'language'>,
  by: 'self' | 'staff' = 'self',
): Promise<MailMessage | null> {
  try {
    const t = translator(row.language);
    const site = (await app.settings.all()).site_title;
    const { timezone } = await loadSchedule(app.db);
    const time = noticeTime(new Date(), row.language, timezone);
    const url = `${app.config.publicUrl}/forgot_password`;
    return {
      to: row.email,
      language: row.language,
      subject: t('email.password_changed_subject', { site }),
      text: [
        t('email.greeting', { name: row.firstname || row.username }),
        t(by === 'staff' ? 'email.password_set_body' : 'email.password_changed_body', { site, time, url }),
        t('email.contact_line', { contact: await siteContact(app) }),
        t('email.signature', { site }),
      ].join('\n\n'),
    };
  } catch (err) {
    app.log.warn({ err, userId: row.id }, 'password change notice not written');
    return null;
  }
}
