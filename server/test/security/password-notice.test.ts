import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../helpers.js';
import { codeIn, type ReceivedMail, startSmtp, subjectOf, textOf } from '../smtp.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let site: string;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  site = (await app.settings.all()).site_title;
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

/** The first e-mail to `to` whose subject matches, as it reached the SMTP server. */
async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = smtp.mails.find((m: ReceivedMail) => m.to.includes(to) && subject.test(subjectOf(m.raw)));
    if (found) return { subject: subjectOf(found.raw), text: textOf(found.raw) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} with a subject like ${subject}`);
}

const setLanguage = (u: TestUser, language: string) =>
  app.db('users').where({ id: u.id }).update({ language });
const signIn = (login: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login, password } });
const month = (language: string) => new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date());

describe('the notice that a password was changed', () => {
  it('goes to the account after its own change, in its language, with when and where to reset', async () => {
    const u = await createUser(app);
    await setLanguage(u, 'de');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: u.password, new_password: 'Changed-pass-91' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await mailTo(u.email, /Passwort/);
    expect(mail.subject).toBe(`Ihr Passwort bei ${site} wurde geändert`);
    expect(mail.text).toContain(`Das Passwort Ihres Kontos bei ${site} wurde am`);
    expect(mail.text).toContain(month('de'));
    expect(mail.text).toContain(String(new Date().getUTCFullYear()));
    expect(mail.text).toContain(`${app.config.publicUrl}/forgot_password`);
    expect(mail.text).not.toContain('Changed-pass-91');
  });

  it('goes to the account after a reset with a forgotten-password code', async () => {
    const u = await createUser(app);
    const send = await app.inject({
      method: 'POST',
      url: '/api/auth/send_forgot_pass_code',
      payload: { email: u.email },
    });
    expect(send.statusCode).toBe(200);
    const code = codeIn(await smtp.waitFor(u.email));
    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/check_forgot_pass_code',
      payload: { email: u.email, code },
    });
    expect(check.statusCode, check.body).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token: check.json().token, password: 'Brand-new-pass-72' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const mail = await mailTo(u.email, /was changed/);
    expect(mail.subject).toBe(`Your password on ${site} was changed`);
    expect(mail.text).toContain(`The password of your account on ${site} was changed on`);
    expect(mail.text).toContain('If this was not you, reset your password now');
  });

  it('tells the account when staff set its password', async () => {
    const admin = await createAdmin(app);
    const u = await createUser(app);
    await setLanguage(u, 'fr');
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/${u.id}/change_password`,
      headers: admin.headers,
      payload: { password: 'Set-by-staff-63' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await mailTo(u.email, /mot de passe/);
    expect(mail.subject).toBe(`Votre mot de passe sur ${site} a été modifié`);
    expect(mail.text).toContain(
      `Notre équipe a défini un nouveau mot de passe pour votre compte sur ${site}`,
    );
    expect(mail.text).toContain(month('fr'));
  });

  it('the new password works after the notice went out', async () => {
    const u = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: u.password, new_password: 'Works-after-38' },
    });
    expect(res.statusCode).toBe(200);
    await mailTo(u.email, /was changed/);
    expect((await signIn(u.username, 'Works-after-38')).statusCode).toBe(200);
  });
});

describe('a password change without working mail', () => {
  /** Changes a new user's password on `on` and signs in with the new one: both must succeed. */
  async function changesPassword(on: TestApp, next: string) {
    try {
      const u = await createUser(on);
      const res = await on.inject({
        method: 'POST',
        url: '/api/user/update_password',
        headers: u.headers,
        payload: { current_password: u.password, new_password: next },
      });
      expect(res.statusCode, res.body).toBe(200);
      const again = await on.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: u.username, password: next },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await on.cleanup();
    }
  }

  it('still changes the password when no e-mail server is set up', async () => {
    await changesPassword(await buildTestApp(), 'No-mail-pass-54');
  });

  it('still changes the password when the e-mail server cannot be reached', async () => {
    const down = await startSmtp();
    const url = down.url;
    await down.close();
    await changesPassword(await buildTestApp({ smtpUrl: url }), 'Mail-down-pass-45');
  });
});
