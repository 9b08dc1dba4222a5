import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createStaff, createUser, type TestApp } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

const signUp = (tag: string) => ({
  username: `fresh_${tag}`,
  email: `fresh.${tag}@example.test`,
  password: 'Fresh-pass-1',
  firstname: 'Fresh',
  lastname: 'Install',
});

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened) await o.close();
});

async function appWith(smtpUrl?: string): Promise<TestApp> {
  const app = await buildTestApp(smtpUrl ? { smtpUrl } : {});
  opened.push({ close: () => app.cleanup() });
  return app;
}

describe('a fresh install without an e-mail server', () => {
  it('says so, lets a newcomer register without a code that never comes, and the first admin work', async () => {
    const app = await appWith();
    const site = await app.inject({ url: '/api/auth/get_site_data' });
    expect(site.json().mail_ready).toBe(false);

    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUp('a') });
    expect(res.statusCode, res.body).toBe(200);
    // No code was sent, so none is asked for: the account waits for an admin's approval instead.
    const row = await app.db('users').where({ email: 'fresh.a@example.test' }).first();
    expect(row).toMatchObject({ status: 0 });
    expect(Boolean(row.verified)).toBe(true);

    const unverified = await createUser(app, { verified: false, status: 0 });
    const resend = await app.inject({ url: '/api/auth/send_verification_code', headers: unverified.headers });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toContain('cannot send e-mails');

    const admin = await createAdmin(app);
    const status = await app.inject({ url: '/api/mail/status', headers: admin.headers });
    expect(status.json()).toEqual({ configured: false, failing: false, failed_at: null });
    const test = await app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toContain('No e-mail server is set up');

    // The admin approves the newcomer, who can then use the portal.
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/user/${row.id}`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // Sign-up opens no session (it answers alike for a known address): the newcomer signs in.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: 'fresh.a@example.test', password: signUp('a').password },
    });
    const me = await app.inject({
      url: '/api/user',
      headers: { 'x-access-token': signIn.json().access_token },
    });
    expect(me.json().user).toMatchObject({ verified: true, status: 1 });
  });

  it('keeps the mail status and test send for admins with the settings permission', async () => {
    const app = await appWith();
    const customer = await createUser(app);
    const staff = await createStaff(app, { orders: true });
    for (const who of [customer, staff]) {
      for (const [method, url] of [
        ['GET', '/api/mail/status'],
        ['POST', '/api/mail/test'],
      ] as const) {
        const res = await app.inject({ method, url, headers: who.headers });
        expect(res.statusCode, `${url}`).toBe(403);
      }
    }
    expect((await app.inject({ url: '/api/mail/status' })).statusCode).toBe(401);
  });
});

describe('with an e-mail server', () => {
  it('sends the test e-mail to the admin, and reports a server that stopped answering', async () => {
    const smtp = await startSmtp();
    opened.push({ close: () => smtp.close() });
    const app = await appWith(smtp.url);
    expect((await app.inject({ url: '/api/auth/get_site_data' })).json().mail_ready).toBe(true);
    const admin = await createAdmin(app);
    const test = await app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().message).toContain(admin.email);
    await smtp.waitFor(admin.email);
    const ok = await app.inject({ url: '/api/mail/status', headers: admin.headers });
    expect(ok.json()).toMatchObject({ configured: true, failing: false });

    // A sign-up still gets its code by e-mail.
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUp('b') });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db('users').where({ email: 'fresh.b@example.test' }).first();
    expect(Boolean(row.verified)).toBe(false);
    await smtp.waitFor('fresh.b@example.test');

    const broken = await appWith('smtp://127.0.0.1:9');
    const brokenAdmin = await createAdmin(broken);
    const failed = await broken.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: brokenAdmin.headers,
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().code).toBe('SMTP_FAILED');
    const status = await broken.inject({ url: '/api/mail/status', headers: brokenAdmin.headers });
    expect(status.json()).toMatchObject({ configured: true, failing: true });
    // Two apps, each with a database of its own (on MariaDB: created and migrated): more than the default.
  }, 90_000);
});
