import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE, USER_STATUS } from '@portal/contracts';
import { buildTestApp, createAdmin, createStaff, createUser, type TestApp } from '../../../test/helpers.js';
import { codeIn, startSmtp } from '../../../test/smtp.js';

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

const signUpBody = (n: string) => ({
  username: `new_${n}`,
  email: `New.${n}@Example.test`,
  password: 'Long-enough-1',
  firstname: 'Nina',
  lastname: 'Holm',
});

describe('sign-up, verification and approval', () => {
  it('signs up an unverified, unapproved customer and e-mails a code that verifies them', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUpBody('a') });
    expect(res.statusCode).toBe(200);
    const row = await app.db('users').where({ email: 'new.a@example.test' }).first();
    expect(row).toMatchObject({ role_id: 2, status: 0 });
    expect(Boolean(row.verified)).toBe(false);
    // No session yet (a known address is answered alike): the e-mailed code opens it.
    expect(res.body).not.toMatch(/password_hash|token/);

    const mail = await smtp.waitFor('new.a@example.test');
    const code = codeIn(mail);
    const check = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/auth/check_signup_code', payload });
    const wrong = await check({ email: 'New.A@example.test', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });

    const ok = await check({ email: 'New.A@example.test', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      role_id: 2,
      verified: true,
      status: 0,
      email: 'new.a@example.test',
    });
    const { access_token } = ok.json();

    // Verified but not approved: customer calls are refused until an admin approves.
    const blocked = await app.inject({
      method: 'GET',
      url: '/api/user/customers',
      headers: { 'x-access-token': access_token },
    });
    expect(blocked.statusCode).toBe(403);
  });

  it('answers a duplicate e-mail as a new one and writes nothing', async () => {
    const before = await app.db('users').count({ n: '*' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUpBody('b'), email: 'new.a@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you for signing up. Please check your e-mail.');
    expect(await app.db('users').count({ n: '*' })).toEqual(before);
  });

  it('takes a username in another case for the same name', async () => {
    const before = await app.db('users').count({ n: '*' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUpBody('d'), username: 'NEW_A' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/username is taken/);
    expect(await app.db('users').count({ n: '*' })).toEqual(before);
  });

  it('refuses bad input with a clear 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUpBody('c'), email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(res.json().message).toContain('email');
  });

  it('keeps a company name and phone as staff will read them: no direction override, no NUL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUpBody('e'), company_name: 'Acme\u202elive\u202c\u0000', phone: '\u200e+972 50 123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db('users').where({ username: 'new_e' }).first();
    expect(row).toMatchObject({ company_name: 'Acmelive', phone: '+972 50 123' });
  });

  it('takes Persian names and company names written with the zero-width non-joiner', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUpBody('f'), firstname: 'علی\u200cرضا', company_name: 'فایل\u200cهای تیونینگ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db('users').where({ username: 'new_f' }).first()).toMatchObject({
      firstname: 'علی\u200cرضا',
      company_name: 'فایل\u200cهای تیونینگ',
    });
  });
});

describe('sign-in and refresh tokens', () => {
  it('signs in by username or e-mail and rejects a wrong password', async () => {
    const u = await createUser(app);
    for (const login of [u.username, u.username.toUpperCase(), u.email.toUpperCase()]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login, password: u.password },
      });
      expect(res.statusCode).toBe(200);
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: u.username, password: 'nope-nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const u = await createUser(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: u.refresh },
    });
    expect(first.statusCode).toBe(200);
    const next = first.json().refresh_token as string;
    expect(next).not.toBe(u.refresh);

    // Past the grace for a second tab or a retry, a used token presented again is a copy.
    await app
      .db('refresh_tokens')
      .whereNotNull('used_at')
      .update({ used_at: new Date(Date.now() - 60_000) });
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: u.refresh },
    });
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse killed the family: the legitimate newer token is dead too.
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: next },
    });
    expect(after.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once, but not a third copy', async () => {
    const u = await createUser(app);
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh_token', payload: { refresh_token: token } });
    const answers = await Promise.all([refresh(u.refresh), refresh(u.refresh)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json() as { access_token: string; refresh_token: string });
    expect(a.refresh_token).not.toBe(b.refresh_token);
    for (const pair of [a, b]) {
      const me = await app.inject({
        url: '/api/auth/refresh_user_data',
        headers: { authorization: `Bearer ${pair.access_token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    // A third trade of the same token is a copy, even at once: the session ends for every holder.
    expect((await refresh(u.refresh)).statusCode).toBe(401);
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(401);
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
    const u = await createUser(app);
    const expired = app.jwt.sign({ sub: u.id }, { expiresIn: -10 });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh_user_data',
      headers: { 'x-access-token': expired },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token it accepted before, once the token has expired', async () => {
    const u = await createUser(app);
    const token = app.jwt.sign({ sub: u.id }, { expiresIn: 60 });
    const call = () =>
      app.inject({ url: '/api/auth/refresh_user_data', headers: { 'x-access-token': token } });
    expect((await call()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const late = await call();
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('forgot password', () => {
  it('resets the password with the e-mailed code and signs out other sessions', async () => {
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
    expect(check.statusCode).toBe(200);
    const { token } = check.json();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, password: 'Brand-new-pass-2' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, password: 'Another-pass-3' },
    });
    expect(again.statusCode).toBe(400);
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: u.refresh },
    });
    expect(old.statusCode).toBe(401);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: u.username, password: 'Brand-new-pass-2' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('answers the same for an unknown address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/send_forgot_pass_code',
      payload: { email: 'nobody@example.test' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('admin_auto_login', () => {
  it('lets an admin sign in as a dealer, marked and logged; customers cannot', async () => {
    const admin = await createAdmin(app);
    const dealer = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin_auto_login',
      headers: admin.headers,
      payload: { user_id: dealer.id },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.user).toMatchObject({ _id: dealer.id, impersonated_by: admin.id });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh_user_data',
      headers: { 'x-access-token': session.access_token },
    });
    expect(me.json().user.impersonated_by).toBe(admin.id);
    const logged = await app
      .db('audit_log')
      .where({ action: 'auth.impersonate', target_id: dealer.id })
      .first();
    expect(logged.actor_id).toBe(admin.id);

    const other = await createUser(app);
    const denied = await app.inject({
      method: 'POST',
      url: '/api/auth/admin_auto_login',
      headers: dealer.headers,
      payload: { user_id: other.id },
    });
    expect(denied.statusCode).toBe(403);
  });

  const impersonate = async (by: { headers: Record<string, string> }, userId: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin_auto_login',
      headers: by.headers,
      payload: { user_id: userId },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { access_token: string; refresh_token: string };
  };
  const whoAmI = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: { 'x-access-token': token } });

  const loseRights: [string, (admin: { headers: Record<string, string> }, staffId: number) => unknown][] = [
    [
      'loses the permission',
      (admin, id) =>
        app.inject({
          method: 'PUT',
          url: `/api/user/${id}`,
          headers: admin.headers,
          payload: {
            permissions: { dealers_manager: { dealers_list: true, login_to_dealer_account: false } },
          },
        }),
    ],
    [
      'is suspended',
      (admin, id) =>
        app.inject({
          method: 'POST',
          url: `/api/user/${id}/suspend`,
          headers: admin.headers,
          payload: { until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Audit' },
        }),
    ],
    [
      'is deactivated',
      (admin, id) =>
        app.inject({
          method: 'PUT',
          url: `/api/user/${id}`,
          headers: admin.headers,
          payload: { status: USER_STATUS.PENDING },
        }),
    ],
    [
      'is deleted',
      (admin, id) => app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: admin.headers }),
    ],
    ['becomes a customer', (_admin, id) => app.db('users').where({ id }).update({ role_id: ROLE.CUSTOMER })],
  ];

  it.each(loseRights)('ends the impersonation when the staff member %s', async (_what, act) => {
    const admin = await createAdmin(app);
    const staff = await createStaff(app, {
      dealers_manager: { dealers_list: true, login_to_dealer_account: true },
    });
    const dealer = await createUser(app);
    const session = await impersonate(staff, dealer.id);
    const before = await whoAmI(session.access_token);
    expect(before.statusCode).toBe(200);
    expect(before.json().user).toMatchObject({ _id: dealer.id, impersonated_by: staff.id });

    const done = (await act(admin, staff.id)) as { statusCode?: number } | undefined;
    if (done && typeof done === 'object' && 'statusCode' in done) expect(done.statusCode).toBe(200);

    expect((await whoAmI(session.access_token)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // The dealer's own session is not touched.
    expect((await whoAmI(dealer.token)).statusCode).toBe(200);
  });

  it('keeps the impersonation of a staff member who still holds the permission', async () => {
    const staff = await createStaff(app, { dealers_manager: { login_to_dealer_account: true } });
    const dealer = await createUser(app);
    const session = await impersonate(staff, dealer.id);
    expect((await whoAmI(session.access_token)).json().user.impersonated_by).toBe(staff.id);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    expect((await whoAmI(refresh.json().access_token)).json().user.impersonated_by).toBe(staff.id);
  });

  it('does not let an impersonated session change the sign-in e-mail or password', async () => {
    const admin = await createAdmin(app);
    const dealer = await createUser(app);
    const { access_token } = await impersonate(admin, dealer.id);
    const headers = { 'x-access-token': access_token };
    const hashBefore = (await app.db('users').where({ id: dealer.id }).first()).password_hash;

    const email = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers,
      payload: { email: 'evil@example.test', phone: '+45 1111' },
    });
    expect(email.statusCode).toBe(403);
    const password = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers,
      payload: { current_password: dealer.password, new_password: 'Taken-over-123' },
    });
    expect(password.statusCode).toBe(403);
    const row = await app.db('users').where({ id: dealer.id }).first();
    expect(row).toMatchObject({ email: dealer.email, password_hash: hashBefore });
    expect(row.phone).not.toBe('+45 1111');

    // Other details stay editable, and sending the unchanged address along is no change.
    const phone = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers,
      payload: { email: dealer.email.toUpperCase(), phone: '+45 2222' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().user).toMatchObject({
      phone: '+45 2222',
      email: dealer.email,
      impersonated_by: admin.id,
    });
    const address = await app.inject({
      method: 'POST',
      url: '/api/user/update_address',
      headers,
      payload: { city: 'Aarhus' },
    });
    expect(address.statusCode).toBe(200);
    expect(address.json().user).toMatchObject({ city: 'Aarhus', impersonated_by: admin.id });

    // The dealer themselves still can.
    const own = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: dealer.headers,
      payload: { email: `new.${dealer.email}`, current_password: dealer.password },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({
      email: dealer.email,
      pending_email: `new.${dealer.email}`,
      impersonated_by: null,
    });
  });
});
