import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import type { UserRow } from '../users/mapper.js';

/**
 * Someone signed up with the address of an existing account. The visitor is answered as for a new account,
 * so only the owner learns of it: this mail tells them where to sign in or reset the password. Never fails
 * the sign-up (that would tell the visitor the address is taken).
 */
export async function signupExistsNotice(
  app: FastifyInstance,
  row: Pick<UserRow, 'id' | 'email' | 'firstname' | 'username' | 'language'>,
): Promise<void> {
  try {
    const t = translator(row.language);
    const site = (await app.settings.all()).site_title;
    const base = app.config.publicUrl.replace(/\/+$/, '');
    await app.mailer.send({
      to: row.email,
      language: row.language,
      subject: t('email.signup_exists_subject', { site }),
      text: [
        t('email.greeting', { name: row.firstname || row.username }),
        t('email.signup_exists_body', { site, signin: `${base}/login`, reset: `${base}/forgot_password` }),
        t('email.signature', { site }),
      ].join('\n\n'),
    });
  } catch (err) {
    app.log.warn({ err, userId: row.id }, 'sign-up of a known address: notice not sent');
  }
}
