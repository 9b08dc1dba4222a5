import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { maskEmail } from './email-change.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const NEED_PASSWORD = 'Enter your current password to change your e-mail address.';
const WRONG_PASSWORD = 'Your current password is not correct.';

const update = (u: TestUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/user/update_profile', headers: u.headers, payload });

function multipart(fields: Record<string, string>) {
  const boundary = '----portaltest';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const row = (id: number) => app.db('users').where({ id }).first();

/** The e-mails queued to an address, as the job holds them (text before any transfer encoding). */
const queuedTo = async (to: string) =>
  (await app.db('jobs').where({ kind: 'mail.send' }))
    .map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload))
    .filter((m: { to: string }) => m.to === to) as { to: string; subject: string; text: string }[];

describe('changing the own e-mail address', () => {
  it('is refused without the current password, as JSON and as a form', async () => {
    const u = await createUser(app);
    const json = await update(u, { email: `other.${u.email}`, phone: '+45 1' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NEED_PASSWORD);
    const empty = await update(u, { email: `other.${u.email}`, current_password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NEED_PASSWORD);
    const form = multipart({ email: `other.${u.email}` });
    const multi = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toBe(NEED_PASSWORD);
    // Nothing of the request is saved, not even the other fields.
    expect(await row(u.id)).toMatchObject({ email: u.email, phone: '' });
    expect(await queuedTo(u.email)).toEqual([]);
  });

  it('is refused with a wrong password, with the words of the password change', async () => {
    const u = await createUser(app);
    const res = await update(u, { email: `other.${u.email}`, current_password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: WRONG_PASSWORD });
    const asPassword = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: 'not-my-password', new_password: 'Another-pass-9' },
    });
    expect(asPassword.json().message).toBe(res.json().message);
    expect((await row(u.id)).email).toBe(u.email);
  });

  it('changes it with the password, tells the old address and signs other sessions out', async () => {
    const u = await createUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: u.username, password: u.password },
      remoteAddress: '198.51.100.40',
    });
    expect(other.statusCode).toBe(200);
    const next = `New.${u.email}`.toUpperCase();
    const res = await update(u, { email: next, current_password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: next.toLowerCase(), verified: true });
    expect(await row(u.id)).toMatchObject({ email: next.toLowerCase(), verified: 1 });

    const [notice] = await queuedTo(u.email);
    expect(notice.subject).toContain('was changed');
    expect(notice.text).toContain(`changed to ${maskEmail(next.toLowerCase())}. If this was not you`);
    expect(notice.text).not.toContain(next.toLowerCase());
    expect(await queuedTo(next.toLowerCase())).toEqual([]);
    await smtp.waitFor(u.email);

    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh_token', payload: { refresh_token: token } });
    expect((await refresh(other.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(u.refresh)).statusCode).toBe(200);
    const audit = await app.db('audit_log').where({ action: 'user.email', target_id: u.id }).first();
    expect(audit).toBeTruthy();
  });

  it('writes the notice in the language the account ends up with', async () => {
    const u = await createUser(app);
    const form = multipart({ email: `de.${u.email}`, language: 'de', current_password: u.password });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await queuedTo(u.email);
    expect(notice.text).toContain('Ihre E-Mail-Adresse wurde in');
  });

  it('needs no password when the address stays the same', async () => {
    const u = await createUser(app);
    const res = await update(u, { email: u.email.toUpperCase(), phone: '+45 2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(u.id)).toMatchObject({ email: u.email, phone: '+45 2' });
    expect(await queuedTo(u.email)).toEqual([]);
  });

  it('brakes after ten wrong passwords, without counting other saves', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 12; i++) expect((await update(u, { phone: `+45 ${i}` })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await update(u, { email: `x.${u.email}`, current_password: `guess-${i}` });
      expect(res.statusCode).toBe(400);
    }
    const braked = await update(u, { email: `x.${u.email}`, current_password: u.password });
    expect(braked.statusCode).toBe(429);
    expect((await row(u.id)).email).toBe(u.email);
  });

  it('masks the new address in the notice', () => {
    expect(maskEmail('nora@example.com')).toBe('n***@example.com');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
