import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

/** An SMTP server that notes the passwords it is given and the mails it receives. */
async function server(options: Partial<SMTPServerOptions> = {}) {
  const passwords: string[] = [];
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      passwords.push(auth.password ?? '');
      done(null, { user: auth.username });
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, passwords, mails, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

let app: TestApp;
let admin: TestUser;
let staff: TestUser;
let real: Awaited<ReturnType<typeof server>>;
let attacker: Awaited<ReturnType<typeof server>>;

beforeAll(async () => {
  [real, attacker] = await Promise.all([server(), server()]);
  app = await buildTestApp();
  admin = await createAdmin(app);
  staff = await createStaff(app, { settings: true });
});
afterAll(async () => {
  await app.cleanup();
  await Promise.all([real.close(), attacker.close()]);
});

const save = (payload: object, who = staff) =>
  app.inject({ method: 'POST', url: '/api/settings', headers: who.headers, payload });

describe('the stored SMTP password', () => {
  it('is never sent to another server, port or account than it was entered for', async () => {
    const saved = await save(
      {
        smtp_host: '127.0.0.1',
        smtp_port: real.port,
        smtp_username: 'mailer',
        smtp_password: 'stored-secret',
        smtp_secure: false,
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    for (const change of [
      { smtp_host: 'localhost', smtp_port: attacker.port },
      { smtp_port: attacker.port },
      { smtp_username: 'someone-else' },
      { smtp_secure: true },
    ]) {
      const res = await save(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain('Enter the SMTP password again');
    }
    const now = await app.inject({ url: '/api/settings', headers: staff.headers });
    expect(now.json()).toMatchObject({
      smtp_port: real.port,
      smtp_username: 'mailer',
      smtp_password_set: true,
    });

    // The connection check compares the port too.
    const check = await app.inject({
      method: 'POST',
      url: '/api/check-smtp-connection',
      headers: staff.headers,
      payload: { host: '127.0.0.1', port: attacker.port, user: 'mailer', secure: false },
    });
    expect(check.statusCode).toBe(400);
    const tls = await app.inject({
      method: 'POST',
      url: '/api/check-smtp-connection',
      headers: staff.headers,
      payload: { host: '127.0.0.1', port: real.port, user: 'mailer', secure: true },
    });
    expect(tls.statusCode).toBe(400);
    const same = await app.inject({
      method: 'POST',
      url: '/api/check-smtp-connection',
      headers: staff.headers,
      payload: { host: '127.0.0.1', port: real.port, user: 'mailer', secure: false },
    });
    expect(same.statusCode, same.body).toBe(200);

    const test = await app.inject({ method: 'POST', url: '/api/mail/test', headers: staff.headers });
    expect(test.statusCode, test.body).toBe(200);
    expect(real.passwords).toContain('stored-secret');
    expect(attacker.passwords).toEqual([]);
  });

  it('moves with a newly typed password, and goes when no sign-in is left to use it', async () => {
    // Same account written differently: the password stays.
    const same = await save({ smtp_host: ' 127.0.0.1 ', smtp_port: real.port, smtp_username: 'mailer' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().smtp_password_set).toBe(true);

    const moved = await save({ smtp_port: attacker.port, smtp_password: 'typed-again' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().smtp_password_set).toBe(true);

    const anonymous = await save({ smtp_username: '', smtp_port: real.port });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json().smtp_password_set).toBe(false);
  });
});

describe('sending', () => {
  it('takes a sender with a name, and says mail is failing while the server refuses the sender', async () => {
    const named = await save({
      smtp_host: '127.0.0.1',
      smtp_port: real.port,
      smtp_username: '',
      smtp_from: '"Fast, Files" <desk@example.test>',
    });
    expect(named.statusCode, named.body).toBe(200);
    const sent = await app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(real.mails.at(-1)).toMatch(/^From: "Fast, Files" <desk@example\.test>\r?$/m);

    const refusing = await server({
      onMailFrom(_address, _session, done) {
        done(Object.assign(new Error('Sender address rejected'), { responseCode: 553 }));
      },
    });
    try {
      await save({ smtp_port: refusing.port });
      const failed = await app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers });
      expect(failed.statusCode).toBe(400);
      const status = await app.inject({ url: '/api/mail/status', headers: admin.headers });
      expect(status.json()).toMatchObject({ configured: true, failing: true });
    } finally {
      await refusing.close();
    }
    await save({ smtp_port: real.port });
    expect(
      (await app.inject({ method: 'POST', url: '/api/mail/test', headers: admin.headers })).statusCode,
    ).toBe(200);
    const status = await app.inject({ url: '/api/mail/status', headers: admin.headers });
    expect(status.json()).toMatchObject({ failing: false });
  });
});
