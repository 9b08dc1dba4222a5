import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

/*
 * A plain smtp:// server on another machine that offers no STARTTLS: whoever sits in between may have struck
 * the offer out, so the password is not sent unless the admin allowed sign-in without encryption for it.
 * The stand-in listens on this machine's network address, which is not loopback.
 */
const NO_TLS = 'the server offers no encrypted connection (STARTTLS), so the password was not sent';
const SETTING = 'turn on "Allow sign-in without encryption"';
const LAN = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

let app: TestApp;
let admin: TestUser;
const opened: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  for (const o of opened) await o.close();
});

async function plainServer(host = LAN) {
  const smtp = await startSmtp(undefined, { host });
  opened.push(smtp);
  return smtp;
}

const check = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/check-smtp-connection', headers: admin.headers, payload });
const save = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/settings', headers: admin.headers, payload });
const testMail = (to = app, who = admin) =>
  to.inject({ method: 'POST', url: '/api/mail/test', headers: who.headers });

describe.skipIf(!LAN)('a password for an SMTP server without STARTTLS', () => {
  it('is not sent by the check to another machine until the admin allows it; loopback works as before', async () => {
    const smtp = await plainServer();
    const account = { host: LAN, port: smtp.port, secure: false, user: 'mailer', pass: 'secret' };

    const refused = await check(account);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('SMTP_FAILED');
    expect(refused.json().message).toContain(NO_TLS);
    expect(refused.json().message).toContain(SETTING);
    expect(smtp.passwords).toEqual([]);

    // Without a sign-in there is no password to protect.
    const anonymous = await check({ host: LAN, port: smtp.port, secure: false });
    expect(anonymous.statusCode, anonymous.body).toBe(200);

    const allowed = await check({ ...account, allow_unencrypted: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(smtp.passwords).toEqual(['secret']);

    const local = await plainServer('127.0.0.1');
    const loopback = await check({ ...account, host: '127.0.0.1', port: local.port });
    expect(loopback.statusCode, loopback.body).toBe(200);
    expect(local.passwords).toEqual(['secret']);
  });

  it('is not sent with real e-mail until the setting is on, which stays with that server', async () => {
    const smtp = await plainServer();
    const account = { smtp_host: LAN, smtp_port: smtp.port, smtp_secure: false, smtp_username: 'mailer' };
    const saved = await save({ ...account, smtp_password: 'secret', smtp_allow_unencrypted: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await testMail();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(NO_TLS);
    expect(smtp.passwords).toEqual([]);
    expect(smtp.mails).toEqual([]);

    // The saved password was entered for a server it only goes to encrypted: typed again only.
    const unchecked = await save({ smtp_allow_unencrypted: true });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().message).toContain(
      'Enter the SMTP password again to allow sign-in without encryption',
    );
    const stored = await check({
      host: LAN,
      port: smtp.port,
      secure: false,
      user: 'mailer',
      allow_unencrypted: true,
    });
    expect(stored.statusCode).toBe(400);
    expect(smtp.passwords).toEqual([]);

    const on = await save({ smtp_allow_unencrypted: true, smtp_password: 'secret' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().smtp_allow_unencrypted).toBe(true);
    const sent = await testMail();
    expect(sent.statusCode, sent.body).toBe(200);
    await smtp.waitFor(admin.email);
    expect(smtp.passwords).toEqual(['secret']);

    // Another server does not inherit the exception made for this one.
    const moved = await save({ smtp_host: 'localhost', smtp_password: 'secret' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().smtp_allow_unencrypted).toBe(false);
  });

  it('is not sent through SMTP_URL either, unless the address turns TLS off as the README says', async () => {
    const smtp = await plainServer();
    const local = await plainServer('127.0.0.1');
    const [strict, lenient, loopback] = await Promise.all([
      buildTestApp({ smtpUrl: `smtp://mailer:secret@${LAN}:${smtp.port}` }),
      buildTestApp({ smtpUrl: `smtp://mailer:secret@${LAN}:${smtp.port}/?requireTLS=false` }),
      buildTestApp({ smtpUrl: `smtp://mailer:secret@127.0.0.1:${local.port}` }),
    ]);
    opened.push(
      { close: () => strict.cleanup() },
      { close: () => lenient.cleanup() },
      { close: () => loopback.cleanup() },
    );

    const refused = await testMail(strict, await createAdmin(strict));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(NO_TLS);
    expect(refused.json().message).not.toContain(SETTING);
    expect(smtp.passwords).toEqual([]);
    expect(smtp.mails).toEqual([]);

    const lenientAdmin = await createAdmin(lenient);
    expect((await testMail(lenient, lenientAdmin)).statusCode).toBe(200);
    await smtp.waitFor(lenientAdmin.email);
    expect(smtp.passwords).toEqual(['secret']);

    const loopbackAdmin = await createAdmin(loopback);
    expect((await testMail(loopback, loopbackAdmin)).statusCode).toBe(200);
    await local.waitFor(loopbackAdmin.email);
    expect(local.passwords).toEqual(['secret']);
  });
});
