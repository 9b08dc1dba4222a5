import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
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

const NOTHING_PENDING =
  'No new e-mail address is waiting to be confirmed. Please enter it again in your profile.';

const row = (id: number) => app.db('users').where({ id }).first();
const post = (u: TestUser | { headers: Record<string, string> }, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/user/${url}`,
    headers: u.headers,
    ...(payload ? { payload } : {}),
  });
const request = (u: TestUser, email: string) =>
  post(u, 'update_profile', { email, current_password: u.password });
const confirm = (u: TestUser | { headers: Record<string, string> }, code: string) =>
  post(u, 'confirm_email_change', { code });
const signIn = (login: string, password: string, remoteAddress = '198.51.100.50') =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login, password }, remoteAddress });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh_token', payload: { refresh_token: token } });

/** The e-mails queued to an address, oldest first, as the job holds them. */
const queuedTo = async (to: string) =>
  (await app.db('jobs').where({ kind: 'mail.send' }).orderBy('id'))
    .map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload))
    .filter((m: { to: string }) => m.to === to) as { to: string; subject: string; text: string }[];

/** The code in the newest mail to an address. */
async function codeSentTo(to: string): Promise<string> {
  const mails = await queuedTo(to);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A user who asked for `next` (default: new.<address>), with the code that was mailed there. */
async function withPending(next?: string) {
  const u = await createUser(app);
  const email = next ?? `new.${u.email}`;
  const res = await request(u, email);
  expect(res.statusCode, res.body).toBe(200);
  return { u, email, code: await codeSentTo(email) };
}

/** A code that is not the one mailed (same length, one digit off). */
const wrongOf = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('confirming a new own e-mail address', () => {
  it('switches the address with the code: sign-in by the new one, the old one told, other sessions out', async () => {
    const { u, email, code } = await withPending();
    const other = await signIn(u.username, u.password);
    expect(other.statusCode).toBe(200);

    const res = await confirm(u, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email, pending_email: null });
    expect(await row(u.id)).toMatchObject({ email, pending_email: null, pending_email_until: null });

    expect((await signIn(email, u.password)).statusCode).toBe(200);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    const [notice] = await queuedTo(u.email);
    expect(notice.subject).toContain('was changed');
    expect(notice.text).toContain(`changed to ${maskEmail(email)}. If this was not you`);
    await smtp.waitFor(u.email);

    // The session that confirmed stays; the others end.
    expect((await refresh(other.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(u.refresh)).statusCode).toBe(200);
    const audit = await app.db('audit_log').where({ action: 'user.email', target_id: u.id }).first();
    expect(audit).toBeTruthy();
    // The code is spent.
    expect((await confirm(u, code)).json().message).toBe(NOTHING_PENDING);
  });

  it('refuses a wrong code and keeps the address', async () => {
    const { u, code } = await withPending();
    const res = await confirm(u, wrongOf(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CODE_INVALID',
      message: 'The code is not correct. 4 attempt(s) left.',
    });
    expect(await row(u.id)).toMatchObject({ email: u.email, pending_email: `new.${u.email}` });
  });

  it('dies after five wrong codes: the right one is refused then', async () => {
    const { u, code } = await withPending();
    for (let i = 0; i < 5; i++) expect((await confirm(u, wrongOf(code))).statusCode).toBe(400);
    const res = await confirm(u, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_EXPIRED');
    expect((await row(u.id)).email).toBe(u.email);
  });

  it("cannot be done by another account, with that account's session or its own code", async () => {
    const a = await withPending();
    const b = await createUser(app);
    // B has nothing pending: A's code does nothing for B, nor for A.
    const none = await confirm(b, a.code);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NOTHING_PENDING);
    // B with a pending change of its own: A's code is simply wrong for it.
    const other = await withPending(`b.${a.email}`);
    const wrong = await confirm(other.u, a.code === other.code ? wrongOf(a.code) : a.code);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');
    expect(await row(a.u.id)).toMatchObject({ email: a.u.email, pending_email: a.email });
    expect(await row(other.u.id)).toMatchObject({ email: other.u.email });
    expect((await confirm({ headers: {} }, a.code)).statusCode).toBe(401);
  });

  it('is refused in an impersonated session', async () => {
    const { u, code } = await withPending();
    const admin = await createAdmin(app);
    const imp = await app.inject({
      method: 'POST',
      url: '/api/auth/admin_auto_login',
      headers: admin.headers,
      payload: { user_id: u.id },
    });
    expect(imp.statusCode, imp.body).toBe(200);
    const headers = { 'x-access-token': imp.json().access_token };
    expect((await confirm({ headers }, code)).statusCode).toBe(403);
    expect((await post({ headers }, 'resend_email_change_code')).statusCode).toBe(403);
    expect((await post({ headers }, 'cancel_email_change')).statusCode).toBe(403);
    expect(await row(u.id)).toMatchObject({ email: u.email, pending_email: `new.${u.email}` });
  });

  it('answers 409 when another account took the address meanwhile, and drops the request', async () => {
    const { u, email, code } = await withPending();
    // Someone signs up with the address before the code comes back.
    const newcomer = await createUser(app, { email });
    const res = await confirm(u, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This e-mail address is already used by another account.');
    expect(await row(u.id)).toMatchObject({ email: u.email, pending_email: null });
    expect((await row(newcomer.id)).email).toBe(email);
    expect(await queuedTo(u.email)).toEqual([]);
  });

  it('a new request replaces the pending one: only the newest address and code count', async () => {
    const first = await withPending();
    const second = `second.${first.u.email}`;
    expect((await request(first.u, second)).statusCode).toBe(200);
    const secondCode = await codeSentTo(second);
    expect((await row(first.u.id)).pending_email).toBe(second);
    if (first.code !== secondCode) {
      const stale = await confirm(first.u, first.code);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('CODE_INVALID');
    }
    const res = await confirm(first.u, secondCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(second);
  });

  it('expires with its code', async () => {
    const { u, code } = await withPending();
    const past = new Date(Date.now() - 60_000);
    await app.db('users').where({ id: u.id }).update({ pending_email_until: past });
    await app.db('auth_codes').where({ user_id: u.id, purpose: 'email_change' }).update({ expires_at: past });
    const me = await app.inject({ url: '/api/user', headers: u.headers });
    expect(me.json().user.pending_email).toBeNull();
    const res = await confirm(u, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTHING_PENDING);
    expect((await row(u.id)).email).toBe(u.email);
    expect((await post(u, 'resend_email_change_code')).json().message).toBe(NOTHING_PENDING);
  });

  it('sends a new code on request, which replaces the old one', async () => {
    const { u, email, code } = await withPending();
    const res = await post(u, 'resend_email_change_code');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('A new code is on its way to your new e-mail address.');
    const mails = await queuedTo(email);
    expect(mails).toHaveLength(2);
    const fresh = await codeSentTo(email);
    if (fresh !== code) expect((await confirm(u, code)).json().code).toBe('CODE_INVALID');
    expect((await confirm(u, fresh)).statusCode).toBe(200);
    expect((await row(u.id)).email).toBe(email);
  });

  it('can be cancelled: the address stays and the code no longer works', async () => {
    const { u, code } = await withPending();
    const res = await post(u, 'cancel_email_change');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: u.email, pending_email: null });
    const late = await confirm(u, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(NOTHING_PENDING);
    expect(await row(u.id)).toMatchObject({ email: u.email, pending_email: null });
  });

  it('brakes code guesses per account', async () => {
    const { u, code } = await withPending();
    for (let i = 0; i < 10; i++) await confirm(u, wrongOf(code));
    const braked = await confirm(u, code);
    expect(braked.statusCode).toBe(429);
  });
});

describe('a portal that cannot send e-mail', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.cleanup());

  it('refuses a new own address, as it could never be confirmed, and saves nothing', async () => {
    const u = await createUser(bare);
    const res = await bare.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: u.headers,
      payload: { email: `new.${u.email}`, phone: '+45 5', current_password: u.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'FEATURE_DISABLED',
      message:
        'This portal cannot send e-mails yet, so a new e-mail address cannot be confirmed. Please contact us to have it changed.',
    });
    expect(await bare.db('users').where({ id: u.id }).first()).toMatchObject({
      email: u.email,
      phone: '',
      pending_email: null,
    });
    // Admins still change it in the user edit.
    const admin = await createAdmin(bare);
    const edit = await bare.inject({
      method: 'PUT',
      url: `/api/user/${u.id}`,
      headers: admin.headers,
      payload: { email: `admin.${u.email}` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().user.email).toBe(`admin.${u.email}`);
  });
});
