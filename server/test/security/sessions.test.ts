import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../helpers.js';
import { codeIn, startSmtp } from '../smtp.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const signIn = async (u: TestUser, ua = 'test-browser') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'user-agent': ua },
    payload: { login: u.username, password: u.password },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { access: body.access_token as string, refresh: body.refresh_token as string };
};
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/refresh_user_data', headers: { 'x-access-token': token } });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh_token', payload: { refresh_token: token } });

describe('changing one’s own password', () => {
  it('signs out every other session (refresh and access tokens) and keeps the one asking', async () => {
    const u = await createUser(app);
    const other = await signIn(u, 'other-laptop');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: u.password, new_password: 'Changed-pass-9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await refresh(u.refresh)).statusCode).toBe(200);
    const logged = await app
      .db('audit_log')
      .where({ action: 'user.password_change', target_id: u.id })
      .first();
    expect(logged).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends the access token of that session at once, not when it expires', async () => {
    const u = await createUser(app);
    expect((await me(u.token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refresh_token: u.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it('a reset password ends every token, also ones that name no session', async () => {
    const u = await createUser(app);
    const bare = app.signAccessToken(u.id);
    expect((await me(bare)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/send_forgot_pass_code', payload: { email: u.email } });
    const code = codeIn(await smtp.waitFor(u.email));
    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/check_forgot_pass_code',
      payload: { email: u.email, code },
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token: check.json().token, password: 'Reset-pass-77' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(bare)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
  });
});

describe('sessions on the profile page', () => {
  it('lists my sessions with their browser and signs out another one, whose next call is refused', async () => {
    const u = await createUser(app);
    const phone = await signIn(u, 'Phone browser');
    const list = await app.inject({ method: 'GET', url: '/api/user/sessions', headers: u.headers });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { _id: string; user_agent: string; current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const target = items.find((s) => s.user_agent === 'Phone browser');
    expect(target?.current).toBe(false);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${target?._id}`,
      headers: u.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it("signs out every other session at once, leaving this one and other people's", async () => {
    const u = await createUser(app);
    const stranger = await createUser(app);
    const phone = await signIn(u, 'Phone browser');
    const laptop = await signIn(u, 'Laptop browser');
    const del = await app.inject({ method: 'DELETE', url: '/api/user/sessions', headers: u.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Your other sessions have been signed out.');
    for (const other of [phone, laptop]) {
      expect((await me(other.access)).statusCode).toBe(401);
      expect((await refresh(other.refresh)).statusCode).toBe(401);
    }
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
    const left = (await app.inject({ method: 'GET', url: '/api/user/sessions', headers: u.headers })).json()
      .items;
    expect(left).toHaveLength(1);
  });

  it('cannot sign out someone else’s session', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const theirs = (await app.inject({ method: 'GET', url: '/api/user/sessions', headers: b.headers })).json()
      .items[0]._id;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${theirs}`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await me(b.token)).statusCode).toBe(200);
  });
});

describe('suspension', () => {
  it('refuses sign-in with the reason until the date, ends sessions, and can be lifted', async () => {
    const u = await createUser(app);
    // Whole seconds: MariaDB keeps timestamps to the second.
    const until = new Date(Math.floor(Date.now() / 1000 + 7 * 86_400) * 1000).toISOString();
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/${u.id}/suspend`,
      headers: admin.headers,
      payload: { until, reason: 'Chargeback under review' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.suspended_until).toBe(until);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await refresh(u.refresh)).statusCode).toBe(401);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: u.username, password: u.password },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(signin.json().message).toContain('Chargeback under review');
    // The day as the reader writes it (English here: no language asked for).
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(until));
    expect(signin.json().message).toContain(day);

    const customer = await createUser(app);
    const denied = await app.inject({
      method: 'POST',
      url: `/api/user/${u.id}/suspend`,
      headers: customer.headers,
      payload: { until, reason: 'x' },
    });
    expect(denied.statusCode).toBe(403);

    const lift = await app.inject({
      method: 'DELETE',
      url: `/api/user/${u.id}/suspend`,
      headers: admin.headers,
    });
    expect(lift.statusCode).toBe(200);
    await signIn(u);
    const events = await app
      .db('audit_log')
      .where({ target_id: u.id })
      .whereIn('action', ['user.suspend', 'user.unsuspend', 'auth.signin_refused']);
    expect(events.map((e) => e.action).sort()).toEqual([
      'auth.signin_refused',
      'user.suspend',
      'user.unsuspend',
    ]);
  });
});

describe('websocket tickets', () => {
  it('opens the socket once with a ticket; a second use is refused', async () => {
    const u = await createUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const res = await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: u.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const { ticket } = res.json();
    const open = (t: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?ticket=${t}`);
        ws.on('message', (data) => {
          resolve(String(data));
          ws.close();
        });
        ws.on('error', () => resolve('refused'));
      });
    expect(JSON.parse(await open(ticket))).toMatchObject({ type: 'hello', user_id: u.id });
    expect(await open(ticket)).toBe('refused');
  });
});
