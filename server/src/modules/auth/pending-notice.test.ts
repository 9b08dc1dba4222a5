import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { codeIn, startSmtp } from '../../../test/smtp.js';

let n = 0;
const body = () => {
  n += 1;
  return {
    username: `waiting_${n}`,
    email: `waiting.${n}@example.test`,
    password: 'Long-enough-1',
    firstname: 'Marco',
    lastname: `Rossi${n}`,
  };
};

/** The staff inbox as this person's bell shows it. */
const bell = async (app: TestApp, user: TestUser) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/in-app-notification/admin',
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { type: string; title: string; message: string; link: string }[];
};
const pendingIn = async (app: TestApp, user: TestUser, name: string) =>
  (await bell(app, user)).filter((i) => i.type === 'user.pending' && i.title.includes(name));

describe('an account that waits for approval (e-mail set up)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestUser;
  let approver: TestUser;
  let ordersOnly: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url }, { RATE_LIMITS: 'false' });
    admin = await createAdmin(app);
    approver = await createStaff(app, { dealers_manager: { dealers_list: true, edit_dealer: true } });
    ordersOnly = await createStaff(app, { orders: true });
    await app.settings.set('notifications', {
      ...(await app.settings.get('notifications')),
      staff_emails: ['desk@example.test'],
    });
  });
  afterAll(async () => {
    await app.cleanup();
    await smtp.close();
  });

  const signUpAndVerify = async (payload: ReturnType<typeof body>) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode, res.body).toBe(200);
    // Before the address is confirmed there is nothing for staff to approve.
    expect(await pendingIn(app, admin, `${payload.firstname} ${payload.lastname}`)).toEqual([]);
    const code = codeIn(await smtp.waitFor(payload.email));
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/check_signup_code',
      payload: { email: payload.email, code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    return ok.json().user as { status: number };
  };
  const setFlags = (patch: object) =>
    app.inject({ method: 'POST', url: '/api/notification_settings', headers: admin.headers, payload: patch });

  it('tells those who may approve accounts, in the bell and by e-mail to the staff addresses', async () => {
    const payload = body();
    await signUpAndVerify(payload);
    const name = `${payload.firstname} ${payload.lastname}`;
    for (const reader of [admin, approver]) {
      const items = await pendingIn(app, reader, name);
      expect(items).toHaveLength(1);
      expect(items[0].message).toContain(payload.email);
      expect(items[0].link).toBe('/admin/agent_manager/agents_list?status=0');
    }
    // Staff who cannot approve accounts are not told.
    expect(await pendingIn(app, ordersOnly, name)).toEqual([]);
    const mail = (await smtp.waitFor('desk@example.test')).raw.replace(/=\r?\n/g, '');
    expect(mail).toContain(`New account awaiting approval: ${name}`);
    expect(mail).toContain('/admin/agent_manager/agents_list?status=3D0');
  });

  it('sends no e-mail while "E-mail staff about new accounts" is off (the bell still shows it)', async () => {
    expect(
      (await setFlags({ email_on_new_account: false, staff_emails: ['off-desk@example.test'] })).statusCode,
    ).toBe(200);
    const payload = body();
    await signUpAndVerify(payload);
    expect(await pendingIn(app, admin, payload.lastname)).toHaveLength(1);
    // The notice is queued after the answer; give it time to have gone out.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails.filter((m) => m.to.includes('off-desk@example.test'))).toEqual([]);
    await setFlags({ email_on_new_account: true, staff_emails: ['desk@example.test'] });
  });

  it('says nothing when the confirmed address makes the account active (no approval needed)', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { require_admin_approval: false },
    });
    const payload = body();
    expect((await signUpAndVerify(payload)).status).toBe(1);
    expect(await pendingIn(app, admin, payload.lastname)).toEqual([]);
  });
});

describe('an account that waits for approval (no e-mail server)', () => {
  let app: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({}, { RATE_LIMITS: 'false' });
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('is announced at sign-up, as no code can confirm it', async () => {
    const payload = body();
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pendingIn(app, admin, payload.lastname)).toHaveLength(1);
  });
});
