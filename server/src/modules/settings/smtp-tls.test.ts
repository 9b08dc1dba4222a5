import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { loopbackTls } from '../../../test/support/loopback-tls.js';

const CERTIFICATE = "the server's certificate could not be verified";
const SETTING = 'turn on "Accept a self-signed certificate"';

let app: TestApp;
let admin: TestUser;
const tls = loopbackTls();
const opened: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  for (const o of opened) await o.close();
});

async function serverWith(implicit: boolean) {
  const smtp = await startSmtp({ ...tls, implicit });
  opened.push(smtp);
  return smtp;
}

const check = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/check-smtp-connection', headers: admin.headers, payload });
const save = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/settings', headers: admin.headers, payload });
const testMail = () => app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers });

describe.each([
  ['STARTTLS', false],
  ['TLS', true],
])('an SMTP server with a self-signed certificate over %s', (_name, implicit) => {
  it('is refused by the check with clear words until the admin accepts its certificate', async () => {
    const smtp = await serverWith(implicit);
    const account = { host: '127.0.0.1', port: smtp.port, secure: implicit, user: 'mailer', pass: 'secret' };

    const refused = await check(account);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('SMTP_FAILED');
    expect(refused.json().message).toContain(CERTIFICATE);
    expect(refused.json().message).toContain(SETTING);
    // The handshake stopped before any sign-in: the password never crossed the unverified connection.
    expect(smtp.passwords).toEqual([]);

    const accepted = await check({ ...account, allow_self_signed: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(smtp.passwords).toEqual(['secret']);
  });

  it('sends real e-mail through it only with the setting on, which stays with that server', async () => {
    const smtp = await serverWith(implicit);
    const account = {
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_secure: implicit,
      smtp_username: 'mailer',
    };
    expect(
      (await save({ ...account, smtp_password: 'secret', smtp_allow_self_signed: false })).statusCode,
    ).toBe(200);
    const refused = await testMail();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(CERTIFICATE);
    expect(smtp.passwords).toEqual([]);

    // Accepting the certificate would let the saved password over an unverified connection: typed again only.
    const unchecked = await save({ smtp_allow_self_signed: true });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().message).toContain('Enter the SMTP password again to accept a self-signed');
    const stored = await check({
      host: '127.0.0.1',
      port: smtp.port,
      secure: implicit,
      user: 'mailer',
      allow_self_signed: true,
    });
    expect(stored.statusCode).toBe(400);
    expect(smtp.passwords).toEqual([]);

    const on = await save({ smtp_allow_self_signed: true, smtp_password: 'secret' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().smtp_allow_self_signed).toBe(true);
    const sent = await testMail();
    expect(sent.statusCode, sent.body).toBe(200);
    await smtp.waitFor(admin.email);
    expect(smtp.passwords).toEqual(['secret']);

    // Another server does not inherit the exception made for this one.
    const moved = await save({ smtp_host: 'localhost', smtp_password: 'secret' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().smtp_allow_self_signed).toBe(false);
  });
});

describe('SMTP_URL from the environment', () => {
  let smtp: Awaited<ReturnType<typeof serverWith>>;
  let strict: TestApp;
  let lenient: TestApp;
  // Apps built here, where the time allowed is that of a set-up (several apps on MariaDB take a while).
  beforeAll(async () => {
    smtp = await serverWith(false);
    [strict, lenient] = await Promise.all([
      buildTestApp({ smtpUrl: smtp.url }),
      buildTestApp({ smtpUrl: `${smtp.url}/?tls.rejectUnauthorized=false` }),
    ]);
    opened.push({ close: () => strict.cleanup() }, { close: () => lenient.cleanup() });
  });
  const sendTest = async (to: TestApp) => {
    const who = await createAdmin(to);
    return { who, res: await to.inject({ method: 'POST', url: '/api/mail/test', headers: who.headers }) };
  };

  it('verifies the certificate too, without naming the setting of the admin area', async () => {
    const { res } = await sendTest(strict);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(CERTIFICATE);
    expect(res.json().message).not.toContain(SETTING);
    expect(smtp.mails).toEqual([]);
  });

  it('sends when the address turns the check off, as the README says', async () => {
    const { who, res } = await sendTest(lenient);
    expect(res.statusCode, res.body).toBe(200);
    await smtp.waitFor(who.email);
  });
});
