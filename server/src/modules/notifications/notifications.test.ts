import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type ReceivedMail, startSmtp } from '../../../test/smtp.js';
import { notificationsService } from './service.js';
import {
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let c: Catalogue;
let admin: TestUser;
let wsBase: string;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  await app.settings.set('notifications', {
    ...(await app.settings.get('notifications')),
    staff_emails: ['workshop@example.test'],
    email_on_new_order: true,
    email_on_status_change: true,
    email_on_new_message: true,
  });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

/** A live connection collecting every event, like an open page or the desktop app. */
async function listen(user: TestUser) {
  const events: { type: string; [k: string]: unknown }[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  return { events, close: () => socket.close() };
}
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const text = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '');

describe('notifications, e-mails and live events around an order', () => {
  it('tells each side what the other did, in their language', async () => {
    const u = await createUser(app);
    await app.db('users').where({ id: u.id }).update({ language: 'de' });
    await giveCredits(app, u.id, 5000);
    const staffLive = await listen(admin);
    const customerLive = await listen(u);

    const order = (await submit(app, u.headers, orderFields(c))).json().order;
    const staffMail = await smtp.waitFor('workshop@example.test');
    expect(text(staffMail)).toContain(`New order #${order._id}`);
    await waitFor(() => staffLive.events.some((e) => e.type === 'order.created' && e.order_id === order._id));
    await waitFor(() => customerLive.events.some((e) => e.type === 'counts.updated'));
    const inbox = (
      await app.inject({ url: '/api/in-app-notification/admin', headers: admin.headers })
    ).json();
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect(inbox.items[0]).toMatchObject({ type: 'order.created', order_id: order._id, read: false });

    await app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/change_status`,
      payload: { status: 'on_hold', reason: 'Bitte vollständigen Auslesevorgang senden' },
      headers: admin.headers,
    });
    const statusMail = await smtp.waitFor(u.email);
    expect(statusMail.raw).toMatch(/Subject: .*Auftrag/);
    await waitFor(() =>
      customerLive.events.some((e) => e.type === 'order.updated' && e.status === 'on_hold'),
    );

    const m = multipart({ message: 'Here is the full read' });
    await app.inject({
      method: 'POST',
      url: `/api/order_message/${order._id}`,
      payload: m.payload,
      headers: { ...u.headers, ...m.headers },
    });
    await waitFor(() => staffLive.events.some((e) => e.type === 'order.message' && e.order_id === order._id));
    const staffInbox = (
      await app.inject({ url: '/api/in-app-notification/admin', headers: admin.headers })
    ).json();
    expect(staffInbox.items[0]).toMatchObject({ type: 'order.message' });

    await app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/change_status`,
      payload: { status: 'in_progress' },
      headers: admin.headers,
    });
    const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(100) }]);
    await app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    await waitFor(() => customerLive.events.some((e) => e.type === 'notification.created'));

    const mine = (await app.inject({ url: '/api/in-app-notification/user', headers: u.headers })).json();
    expect(mine.items.map((n: { type: string }) => n.type)).toEqual([
      'order.delivered',
      'order.status',
      'order.status',
    ]);
    expect(mine.items[0].title).toContain(`#${order._id}`);
    expect(mine.unread).toBe(3);
    await waitFor(() => smtp.mails.filter((x) => x.to.includes(u.email)).length >= 2);

    const readOne = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-user',
      payload: { notifications: [mine.items[0]._id] },
      headers: u.headers,
    });
    expect(readOne.json().updated).toBe(1);
    expect(
      (await app.inject({ url: '/api/in-app-notification/user', headers: u.headers })).json().unread,
    ).toBe(2);
    // Another user's ids are not theirs to mark.
    const other = await createUser(app);
    const foreign = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-user',
      payload: { notifications: [mine.items[1]._id] },
      headers: other.headers,
    });
    expect(foreign.json().updated).toBe(0);
    await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-admin',
      payload: {},
      headers: admin.headers,
    });
    expect(
      (await app.inject({ url: '/api/in-app-notification/admin', headers: admin.headers })).json().unread,
    ).toBe(0);
    expect((await app.inject({ url: '/api/in-app-notification/admin', headers: u.headers })).statusCode).toBe(
      403,
    );
    staffLive.close();
    customerLive.close();
  });
});

describe('marking notifications read', () => {
  it('marks all of them when the request has no body, with or without a JSON content type', async () => {
    const notes = notificationsService(app);
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const u = await createUser(app);
      for (const title of ['One', 'Two']) {
        await notes.create({ inbox: { userId: u.id }, type: 'order.status', title, message: title });
      }
      const other = await createUser(app);
      await notes.create({ inbox: { userId: other.id }, type: 'order.status', title: 'Theirs', message: '' });
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/in-app-notification/read-by-user',
        headers: { ...u.headers, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().updated).toBe(2);
      const mine = await app.inject({ url: '/api/in-app-notification/user', headers: u.headers });
      expect(mine.json().unread).toBe(0);
      const theirs = await app.inject({ url: '/api/in-app-notification/user', headers: other.headers });
      expect(theirs.json().unread).toBe(1);
    }
  });

  it('refuses a misnamed field instead of marking everything read', async () => {
    const notes = notificationsService(app);
    const u = await createUser(app);
    await notes.create({ inbox: { userId: u.id }, type: 'order.status', title: 'One', message: 'One' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-user',
      payload: { notification_ids: [999999] },
      headers: u.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('The field "notification_ids" is not allowed here.');
    const mine = await app.inject({ url: '/api/in-app-notification/user', headers: u.headers });
    expect(mine.json().unread).toBe(1);
  });
});
