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

const signIn = (login: string, password: string, remoteAddress = '198.51.100.41') =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login, password }, remoteAddress });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh_token', payload: { refresh_token: token } });

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
    expect(await row(u.id)).toMatchObject({ email: u.email, phone: '', pending_email: null });
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
    expect(await row(u.id)).toMatchObject({ email: u.email, pending_email: null });
    expect(await queuedTo(`other.${u.email}`)).toEqual([]);
  });

  it('keeps the address until the new one is confirmed, and mails the code to the new one only', async () => {
    const u = await createUser(app);
    const other = await signIn(u.username, u.password, '198.51.100.40');
    expect(other.statusCode).toBe(200);
    const next = `New.${u.email}`.toUpperCase();
    const res = await update(u, { email: next, phone: '+45 3', current_password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      email: u.email,
      pending_email: next.toLowerCase(),
      phone: '+45 3',
    });
    expect(await row(u.id)).toMatchObject({
      email: u.email,
      pending_email: next.toLowerCase(),
      phone: '+45 3',
    });
    const me = await app.inject({ url: '/api/user', headers: u.headers });
    expect(me.json().user).toMatchObject({ email: u.email, pending_email: next.toLowerCase() });

    // The code goes to the new address; the old one hears nothing until the change is made.
    const [mail] = await queuedTo(next.toLowerCase());
    expect(mail.subject).toContain('Confirm your new e-mail address');
    expect(mail.text).toMatch(/enter the code \d{6} in your profile/);
    expect(await queuedTo(u.email)).toEqual([]);
    await smtp.waitFor(next.toLowerCase());

    // Sign-in and password resets still go by the old address; no session was ended.
    expect((await signIn(next, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    const forgot = (login: string) =>
      app.inject({ method: 'POST', url: '/api/auth/send_forgot_pass_code', payload: { email: login } });
    expect((await forgot(next)).statusCode).toBe(200);
    expect((await forgot(u.email)).statusCode).toBe(200);
    await app.queue.idle();
    expect((await queuedTo(next.toLowerCase())).length).toBe(1);
    expect((await queuedTo(u.email)).map((m) => m.subject)).toEqual([expect.stringContaining('Reset')]);
    expect((await refresh(other.json().refresh_token)).statusCode).toBe(200);
    expect(await app.db('audit_log').where({ action: 'user.email', target_id: u.id })).toEqual([]);
  });

  it('refuses an address another account uses, before any code is sent', async () => {
    const u = await createUser(app);
    const taken = await createUser(app);
    const res = await update(u, { email: taken.email.toUpperCase(), current_password: u.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This e-mail address is already used by another account.');
    expect((await row(u.id)).pending_email).toBeNull();
    expect(await queuedTo(taken.email)).toEqual([]);
  });

  it('writes the code in the language the account ends up with', async () => {
    const u = await createUser(app);
    const form = multipart({ email: `de.${u.email}`, language: 'de', current_password: u.password });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await queuedTo(`de.${u.email}`);
    expect(mail.subject).toContain('Bestätigen Sie Ihre neue E-Mail-Adresse');
  });

  it('sends at most five codes an hour to new addresses, counting only requests that sent one', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 3; i++)
      expect((await update(u, { email: `w${i}.${u.email}`, current_password: 'wrong' })).statusCode).toBe(
        400,
      );
    for (let i = 0; i < 5; i++) {
      const res = await update(u, { email: `n${i}.${u.email}`, current_password: u.password });
      expect(res.statusCode, res.body).toBe(200);
    }
    const braked = await update(u, { email: `n5.${u.email}`, current_password: u.password });
    expect(braked.statusCode).toBe(429);
    expect(await queuedTo(`n5.${u.email}`)).toEqual([]);
    // Other changes to the profile go on.
    expect((await update(u, { phone: '+45 9' })).statusCode).toBe(200);
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
