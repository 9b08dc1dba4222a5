import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';
import { startPushEndpoint } from '../../../test/support/push-endpoint.js';
import { startSmsStandIn } from '../../../test/support/sms-standin.js';

/** The two order alerts of the notification settings: a text to the customer, a push to staff. */
let app: TestApp;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
let admin: TestUser;
let c: Catalogue;

beforeAll(async () => {
  push = await startPushEndpoint();
  sms = await startSmsStandIn();
  https.globalAgent.options.ca = push.ca;
  app = await buildTestApp({}, { PUSH_SERVICE_HOSTS: '127.0.0.1' });
  admin = await createAdmin(app);
  c = await seedCatalogue(app);
  await app.settings.set('site', {
    ...(await app.settings.all()),
    push_notification: true,
    sms_notification: true,
  });
  const smsSettings = await app.inject({
    method: 'PUT',
    url: '/api/sms_settings',
    payload: { account_sid: 'AC9', auth_token: 'token-9', from: '+15005550006', base_url: sms.url },
    headers: admin.headers,
  });
  expect(smsSettings.statusCode, smsSettings.body).toBe(200);
});
afterAll(async () => {
  await app.cleanup();
  await push.close();
  await sms.close();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
/** Long enough for a queued job to have run, had one been queued. */
const settle = () => new Promise((r) => setTimeout(r, 800));

const alerts = (body: Record<string, boolean>) =>
  app.inject({ method: 'POST', url: '/api/notification_settings', payload: body, headers: admin.headers });

const subscribe = async (user: TestUser, path: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint: `${push.url}${path}`, keys: push.keys },
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function customer(phone: string) {
  const u = await createUser(app);
  await app.db('users').where({ id: u.id }).update({ phone, country: 'DE', language: 'de' });
  await giveCredits(app, u.id, 10_000);
  return u;
}

const hold = (orderId: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/order/${orderId}/change_status`,
    payload: { status: 'on_hold', reason: 'Need the full read' },
    headers: admin.headers,
  });

describe('a text to the customer when an order changes', () => {
  it('goes to their phone in their language with the link to the order, only while switched on', async () => {
    const u = await customer('0151 2345 6789');
    const order = (await submit(app, u.headers, orderFields(c))).json().order;

    expect((await alerts({ sms_on_status_change: false })).statusCode).toBe(200);
    expect((await hold(order._id)).statusCode).toBe(200);
    await settle();
    expect(sms.received).toEqual([]);

    await app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/change_status`,
      payload: { status: 'pending' },
      headers: admin.headers,
    });
    await settle();
    expect(sms.received).toEqual([]);
    expect((await alerts({ sms_on_status_change: true })).statusCode).toBe(200);
    expect((await hold(order._id)).statusCode).toBe(200);
    await until(() => sms.received.length > 0);
    await settle();
    expect(sms.received).toHaveLength(1);
    const text = sms.received[0];
    expect(text).toMatchObject({ to: '+4915123456789', from: '+15005550006', account: 'AC9' });
    expect(text.body).toContain(`#${order._id}`);
    expect(text.body).toContain(`/order_details/${order._id}`);
    // The same words as the bell's notification, which is in the customer's language.
    const bell = (await app.inject({ url: '/api/in-app-notification/user', headers: u.headers })).json();
    expect(text.body, JSON.stringify(bell.items.map((i: { title: string }) => i.title))).toContain(
      bell.items[0].title,
    );
  });
});

describe('a push to staff for a new order', () => {
  it("reaches the browsers of staff who handle orders, in each one's language, only while switched on", async () => {
    const german = await createStaff(app, { orders: true });
    await app.db('users').where({ id: german.id }).update({ language: 'de' });
    const english = await createStaff(app, { orders: true });
    const other = await createStaff(app, { tickets: true });
    await subscribe(german, '/staff-de');
    await subscribe(english, '/staff-en');
    await subscribe(other, '/staff-tickets');
    const u = await customer('+4915111111111');

    expect((await alerts({ push_on_new_order: false })).statusCode).toBe(200);
    await submit(app, u.headers, orderFields(c));
    await settle();
    expect(push.received.filter((p) => p.path.startsWith('/staff'))).toEqual([]);

    expect((await alerts({ push_on_new_order: true })).statusCode).toBe(200);
    const order = (await submit(app, u.headers, orderFields(c))).json().order;
    await until(() => push.received.filter((p) => p.path.startsWith('/staff')).length >= 2);
    await settle();
    const got = push.received.filter((p) => p.path.startsWith('/staff'));
    expect(got.map((p) => p.path).sort()).toEqual(['/staff-de', '/staff-en']);
    const de = JSON.parse(got.find((p) => p.path === '/staff-de')!.payload);
    const en = JSON.parse(got.find((p) => p.path === '/staff-en')!.payload);
    expect(en).toMatchObject({
      url: `/admin/manage_orders/order_details/${order._id}`,
      tag: `order-${order._id}`,
    });
    expect(en.title).toContain(`#${order._id}`);
    expect(de.title).toContain(`#${order._id}`);
    expect(de.title).not.toBe(en.title);
  });
});
