import { USER_STATUS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { codeIn, startSmtp } from '../../../test/smtp.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url }, { RATE_LIMITS: 'false' });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

let n = 0;
const body = (extra: object = {}) => {
  n += 1;
  return {
    username: `signup_${n}`,
    email: `signup.${n}@example.test`,
    password: 'Long-enough-1',
    firstname: 'Nina',
    lastname: 'Holm',
    ...extra,
  };
};
const signUp = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/signup', payload });

describe('sign-up input', () => {
  it.each([
    ['a first name of spaces', { firstname: '    ' }],
    ['a last name of spaces', { lastname: ' \u00a0 ' }],
    ['a NUL in a name', { firstname: 'Ni\u0000na' }],
    ['a right-to-left override in a name', { lastname: 'Ho\u202elm' }],
    ['a zero-width space as a name', { firstname: '\u200b' }],
    ['a name over 100 characters once trimmed', { firstname: 'N'.repeat(101) }],
    ['a password of spaces', { password: '        ' }],
    ['a language that is not one of ours', { language: '../x' }],
  ])('refuses %s', async (_what, extra) => {
    const payload = body(extra);
    const res = await signUp(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await app.db('users').where({ username: payload.username }).first()).toBeUndefined();
  });

  it("says in the reader's language, whole, that the user name is taken (never that the address is)", async () => {
    const first = body();
    expect((await signUp(first)).statusCode).toBe(200);
    const inGerman = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: { 'accept-language': 'de' } });
    const sameEmail = await inGerman(body({ email: first.email }));
    expect(sameEmail.statusCode).toBe(200);
    expect(sameEmail.json().message).toBe(
      'Vielen Dank für Ihre Registrierung. Bitte prüfen Sie Ihre E-Mails.',
    );
    const sameName = await inGerman(body({ username: first.username }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('Dieser Benutzername ist vergeben. Bitte wählen Sie einen anderen.');
  });

  it('refuses a password that is the user name, the e-mail address or one of the commonest', async () => {
    for (const extra of [
      { username: 'garage_owner', password: 'Garage_Owner' },
      { email: 'tuner.shop@example.test', password: 'tuner.shop@example.test' },
      { email: 'tuner.joe@example.test', password: 'tuner.joe' },
      { password: 'password' },
      { password: '12345678' },
      { password: 'aaaaaaaaaa' },
    ]) {
      const payload = body(extra);
      const res = await signUp(payload);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().field).toBe('password');
      expect(await app.db('users').where({ username: payload.username }).first()).toBeUndefined();
    }
  });

  it('trims names before their length is checked and keeps the language', async () => {
    const payload = body({ firstname: `  ${'N'.repeat(100)}  `, lastname: ' Holm ', language: 'de' });
    const res = await signUp(payload);
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db('users').where({ username: payload.username }).first();
    expect(row).toMatchObject({ firstname: 'N'.repeat(100), lastname: 'Holm', language: 'de' });
  });
});

describe('e-mail verification', () => {
  const setApproval = async (on: boolean) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { require_admin_approval: on },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const verify = async (payload: ReturnType<typeof body>, token?: string) => {
    const code = codeIn(await smtp.waitFor(payload.email));
    // Right after sign-up there is no session: the address and the code stand in for it.
    if (!token)
      return app.inject({
        method: 'POST',
        url: '/api/auth/check_signup_code',
        payload: { email: payload.email, code },
      });
    return app.inject({
      method: 'POST',
      url: '/api/auth/check_verification_code',
      headers: { 'x-access-token': token },
      payload: { code },
    });
  };

  it('activates a new account when no approval is needed', async () => {
    await setApproval(false);
    const payload = body();
    expect((await signUp(payload)).statusCode).toBe(200);
    const ok = await verify(payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ verified: true, status: USER_STATUS.ACTIVE });
  });

  it('leaves an account an admin suspended suspended', async () => {
    await setApproval(false);
    const payload = body();
    expect((await signUp(payload)).statusCode).toBe(200);
    const id = (await app.db('users').where({ username: payload.username }).first()).id as number;
    const suspend = await app.inject({
      method: 'PUT',
      url: `/api/user/${id}`,
      headers: admin.headers,
      payload: { status: USER_STATUS.SUSPENDED },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    // Signing in is still allowed (to read why the portal stays closed).
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: payload.username, password: payload.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    const ok = await verify(payload, again.json().access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ verified: true, status: USER_STATUS.SUSPENDED });
    expect((await app.db('users').where({ id }).first()).status).toBe(USER_STATUS.SUSPENDED);
  });
});
