import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startPushEndpoint } from '../../../test/support/push-endpoint.js';
import { formData } from '../downloads/test-form.js';
import { giveCredits, orderFields, seedCatalogue, submit } from '../../../test/support/orders-kit.js';

let app: TestApp;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let admin: TestUser;

beforeAll(async () => {
  push = await startPushEndpoint(['/expired']);
  // The stand-in push service's certificate is made for this run: trust it like a public one.
  https.globalAgent.options.ca = push.ca;
  // The stand-in is no browser's push service: named as an extra one, as a deployment could.
  app = await buildTestApp({}, { PUSH_SERVICE_HOSTS: '127.0.0.1' });
  admin = await createAdmin(app);
  await app.settings.set('site', { ...(await app.settings.all()), push_notification: true });
});
afterAll(async () => {
  await app.cleanup();
  await push.close();
});

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached');
}

/** Subscribes as the browser's service worker does, with the endpoint the push service handed out. */
const subscribe = async (user: TestUser, path: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint: `${push.url}${path}`, keys: push.keys },
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('web push', () => {
  it('keeps one VAPID key pair and answers only its public half', async () => {
    const a = (await app.inject({ url: '/api/push/vapid_public_key' })).json().public_key;
    const b = (await app.inject({ url: '/api/push/vapid_public_key' })).json().public_key;
    expect(a).toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
    const stored = await app.db('settings').where({ key: 'vapid' }).first();
    expect(JSON.parse(stored.value).privateKey).toBeTruthy();
  });

  it('sends an encrypted, VAPID-signed push for a staff reply on a ticket; a 410 removes the subscription', async () => {
    const customer = await createUser(app);
    await subscribe(customer, '/alive');
    await subscribe(customer, '/expired');
    const f = await formData({ subject: 'No start', message: 'Help' });
    const ticket = (
      await app.inject({
        method: 'POST',
        url: '/api/ticket',
        payload: f.payload,
        headers: { ...customer.headers, ...f.headers },
      })
    ).json().ticket;
    const r = await formData({ message: 'Try again now' });
    await app.inject({
      method: 'POST',
      url: `/api/ticket_message/${ticket._id}`,
      payload: r.payload,
      headers: { ...admin.headers, ...r.headers },
    });
    await until(() => push.received.length >= 1);
    expect(push.failures).toEqual([]);
    const got = push.received[0];
    expect(got.path).toBe('/alive');
    expect(JSON.parse(got.payload)).toMatchObject({
      body: 'Try again now',
      url: `/ticket_details/${ticket._id}`,
    });
    expect(got.claims.aud).toBe(push.url);
    expect(got.vapidKey).toBe((await app.inject({ url: '/api/push/vapid_public_key' })).json().public_key);
    await until(
      async () => (await app.db('push_subscriptions').where({ user_id: customer.id })).length === 1,
    );
    const left = await app.db('push_subscriptions').where({ user_id: customer.id });
    expect(left.map((s) => s.endpoint)).toEqual([`${push.url}/alive`]);
  });

  it('pushes a staff message to each recipient', async () => {
    const customer = await createUser(app);
    await subscribe(customer, '/inbox');
    await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'New maps', message: 'Available now', user_ids: [customer.id] },
      headers: admin.headers,
    });
    await until(() => push.received.some((p) => p.path === '/inbox'));
    const got = push.received.find((p) => p.path === '/inbox');
    expect(JSON.parse(got?.payload ?? '{}')).toMatchObject({ title: 'New maps', url: '/messages' });
  });

  it('sends a push chosen on the notification settings page (notification_request)', async () => {
    const customer = await createUser(app);
    await subscribe(customer, '/requested');
    const res = await app.inject({
      method: 'POST',
      url: '/api/notification_request',
      payload: { kind: 'push', subject: 'Service window', message: 'Back at 14:00', user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(() => push.received.some((p) => p.path === '/requested'));
    const app2 = await app.inject({
      method: 'POST',
      url: '/api/notification_request',
      payload: { kind: 'app', subject: 'In the box', message: 'Hello', user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(app2.json().message_id).toBeGreaterThan(0);
    expect(
      (await app.inject({ url: '/api/messages', headers: customer.headers })).json().items[0].subject,
    ).toBe('In the box');
    const staff = await createUser(app, { role: 3, permissions: { tickets: true } });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/notification_request',
      payload: { kind: 'push', subject: 'x', message: 'y', user_ids: [customer.id] },
      headers: staff.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('pushes order status changes and staff replies to the customer, in their language, to the order page', async () => {
    const c = await seedCatalogue(app);
    const customer = await createUser(app);
    await app.db('users').where({ id: customer.id }).update({ language: 'de' });
    await giveCredits(app, customer.id, 10_000);
    await subscribe(customer, '/orders');
    const order = (await submit(app, customer.headers, orderFields(c))).json().order;
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/change_status`,
      payload: { status: 'on_hold', reason: 'Bitte vollständige Auslesung senden' },
      headers: admin.headers,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(() => push.received.some((p) => p.path === '/orders'));
    const status = JSON.parse(push.received.find((p) => p.path === '/orders')?.payload ?? '{}');
    expect(status).toMatchObject({ url: `/order_details/${order._id}`, tag: `order-${order._id}` });
    expect(status.title).toContain(`#${order._id}`);
    expect(status.body).toContain('Bitte vollständige Auslesung senden');
    // The same words as the in-app notification the bell shows.
    const bell = (
      await app.inject({ url: '/api/in-app-notification/user', headers: customer.headers })
    ).json();
    expect(bell.items[0]).toMatchObject({ title: status.title, type: 'order.status' });

    const reply = await formData({ message: 'Please send the full read' });
    await app.inject({
      method: 'POST',
      url: `/api/order_message/${order._id}`,
      payload: reply.payload,
      headers: { ...admin.headers, ...reply.headers },
    });
    await until(() => push.received.filter((p) => p.path === '/orders').length >= 2);
    expect(JSON.parse(push.received.filter((p) => p.path === '/orders')[1].payload)).toMatchObject({
      body: 'Please send the full read',
      url: `/order_details/${order._id}`,
    });
  });

  it("forgets a browser's subscription on unsubscribe, only the caller's own", async () => {
    const customer = await createUser(app);
    const other = await createUser(app);
    await subscribe(customer, '/leaving');
    const endpoint = `${push.url}/leaving`;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint },
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(200);
    expect(await app.db('push_subscriptions').where({ user_id: customer.id })).toHaveLength(1);
    const own = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint },
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(await app.db('push_subscriptions').where({ user_id: customer.id })).toHaveLength(0);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: {},
      headers: customer.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the 20 newest subscriptions of a user, so a push reaches those and no more', async () => {
    const customer = await createUser(app);
    for (let i = 0; i < 25; i += 1) await subscribe(customer, `/many-${i}`);
    await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'Many', message: 'browsers', user_ids: [customer.id] },
      headers: admin.headers,
    });
    await until(() => push.received.filter((p) => p.path.startsWith('/many-')).length >= 20);
    await app.queue.idle(3000);
    const reached = push.received.filter((p) => p.path.startsWith('/many-')).map((p) => p.path);
    expect(reached.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `/many-${i + 5}`).sort());
  });

  it("stores only endpoints of the browsers' push services, so the server calls no other address", async () => {
    const customer = await createUser(app);
    const offer = (endpoint: string) =>
      app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        payload: { endpoint, keys: push.keys },
        headers: customer.headers,
      });
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:8443/admin',
      'https://intranet.example/hook',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const res = await offer(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe('This is not the address of a browser push service.');
    }
    expect(await app.db('push_subscriptions').where({ user_id: customer.id })).toHaveLength(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dG9rZW4',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx1',
    ])
      expect((await offer(endpoint)).statusCode, endpoint).toBe(200);
  });

  it('sends nothing while push_notification is off', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), push_notification: false });
    const customer = await createUser(app);
    await subscribe(customer, '/off');
    await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'x', message: 'y', user_ids: [customer.id] },
      headers: admin.headers,
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/notification_request',
      payload: { kind: 'push', subject: 'x', message: 'y', user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(400);
    await app.queue.idle(3000);
    expect(push.received.filter((p) => p.path === '/off')).toEqual([]);
  });
});
