import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/messages/locales');
const de = JSON.parse(readFileSync(path.join(locales, 'de.json'), 'utf8')) as Record<string, string>;
const REFUSED =
  'Nothing was sent: no e-mail server is set up yet. Choose another way to send it, or set up e-mail under Website settings, E-mail (SMTP).';
const NOT_SENT = 'E-mail not sent: no e-mail server is set up.';

type Sent = {
  _id: number;
  total: number;
  sent: number;
  failed: number;
  failures: { user_id: number; error: string }[];
};

const post = (app: TestApp, user: TestUser, url: string, payload: object, language?: string) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
  });

async function sentMessage(app: TestApp, admin: TestUser, id: number, language?: string): Promise<Sent> {
  const res = await app.inject({
    url: '/api/all_messages',
    headers: { ...admin.headers, ...(language ? { 'accept-language': language } : {}) },
  });
  return (res.json().items as Sent[]).find((m) => m._id === id) as Sent;
}

/** Waits until every recipient of a message is counted one way or the other. */
async function finished(app: TestApp, admin: TestUser, id: number): Promise<Sent> {
  for (let i = 0; i < 500; i++) {
    const m = await sentMessage(app, admin, id);
    if (m && m.sent + m.failed === m.total) return m;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the send did not finish');
}

describe('e-mail to customers while no e-mail server is set up', () => {
  let app: TestApp;
  let admin: TestUser;
  let customers: TestUser[];
  let held: Awaited<ReturnType<typeof holdingSmtp>>;

  beforeAll(async () => {
    held = await holdingSmtp();
    app = await buildTestApp({ jobPollMs: 20 });
    admin = await createAdmin(app);
    customers = [await createUser(app, { country: 'IS' }), await createUser(app, { country: 'IS' })];
  });
  afterAll(async () => {
    await app.cleanup();
    await held.close();
  });

  it('refuses the send up front with the reason, stores nothing, and the portal channel still works', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), sms_notification: true });
    // What the admin banner shows for the same install.
    expect((await app.inject({ url: '/api/mail/status', headers: admin.headers })).json().configured).toBe(
      false,
    );
    const before = {
      messages: (await app.db('messages').count({ n: '*' }))[0],
      jobs: (await app.db('jobs').where({ kind: 'messaging.deliver' }).count({ n: '*' }))[0],
    };
    const body = { subject: 'Holiday hours', message: 'Closed on Monday.' };
    for (const [url, payload] of [
      ['/message/sendEmail', { ...body, audience: 'customers', country: 'IS' }],
      ['/message/sendEmail', { ...body, user_ids: [customers[0]?.id] }],
      ['/message/sendBoth', { ...body, audience: 'customers' }],
      ['/notification_request', { ...body, kind: 'email', audience: 'customers' }],
      ['/notification_request', { ...body, kind: 'email', user_ids: [customers[1]?.id] }],
    ] as const) {
      const res = await post(app, admin, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FEATURE_DISABLED', message: REFUSED });
    }
    const german = await post(app, admin, '/message/sendEmail', { ...body, audience: 'customers' }, 'de');
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toBe(de[REFUSED]);
    expect(de[REFUSED]).not.toBe(REFUSED);

    expect((await app.db('messages').count({ n: '*' }))[0]).toEqual(before.messages);
    expect((await app.db('jobs').where({ kind: 'messaging.deliver' }).count({ n: '*' }))[0]).toEqual(
      before.jobs,
    );
    const inApp = await post(app, admin, '/message', { ...body, audience: 'customers', country: 'IS' });
    expect(inApp.statusCode, inApp.body).toBe(200);
    expect(await sentMessage(app, admin, inApp.json().message_id)).toMatchObject({ total: 2, sent: 2 });
  });

  it('counts the e-mails still queued when the mail server is removed as not sent, with why', async () => {
    const saved = await post(app, admin, '/settings', { smtp_host: '127.0.0.1', smtp_port: held.port });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await post(app, admin, '/message/sendEmail', {
      subject: 'Software update',
      message: 'New maps are available.',
      audience: 'customers',
      country: 'IS',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().message_id as number;
    // The first e-mail is with the mail server when the admin takes the server out of the settings.
    await held.first;
    const removed = await post(app, admin, '/settings', { smtp_host: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    held.release();

    const [first, second] = customers;
    expect(await finished(app, admin, id)).toMatchObject({
      total: 2,
      sent: 1,
      failed: 1,
      failures: [{ user_id: second?.id, error: NOT_SENT }],
    });
    expect(held.mails.flatMap((m) => m.to)).toEqual([first?.email.toLowerCase()]);
    const german = await sentMessage(app, admin, id, 'de');
    expect(german.failures[0]?.error).toBe(de[NOT_SENT]);
    expect(de[NOT_SENT]).not.toBe(NOT_SENT);
  });
});

describe('e-mail to customers through a mail server', () => {
  let app: TestApp;
  let admin: TestUser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, jobPollMs: 20 });
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app.cleanup();
    await smtp.close();
  });

  it('counts every e-mail the server took as delivered, from the bulk page and the notification settings', async () => {
    const customers = [await createUser(app, { country: 'LU' }), await createUser(app, { country: 'LU' })];
    const bulk = await post(app, admin, '/message/sendEmail', {
      subject: 'Holiday hours',
      message: 'Closed on Monday.',
      audience: 'customers',
      country: 'LU',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await finished(app, admin, bulk.json().message_id)).toMatchObject({
      total: 2,
      sent: 2,
      failed: 0,
      failures: [],
    });
    for (const c of customers) expect((await smtp.waitFor(c.email)).raw).toContain('Holiday hours');

    const one = await post(app, admin, '/notification_request', {
      kind: 'email',
      subject: 'Your account',
      message: 'Please check your address.',
      user_ids: [customers[0]?.id],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(await finished(app, admin, one.json().message_id)).toMatchObject({ total: 1, sent: 1, failed: 0 });
    expect(smtp.mails.filter((m) => m.raw.includes('Your account')).map((m) => m.to)).toEqual([
      [customers[0]?.email.toLowerCase()],
    ]);
  });
});

/**
 * A real SMTP server that keeps the first e-mail waiting for its answer until released, so a test can
 * change the settings while a send is going out.
 */
async function holdingSmtp() {
  const mails: { to: string[] }[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
        arrived();
        void released.then(() => done());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    first,
    release: () => release(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
