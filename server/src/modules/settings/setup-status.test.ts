import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { saveBilling } from '../credits/billing.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // No SMTP_URL: e-mail is one of the steps left on a new portal.
  app = await buildTestApp();
  admin = await createAdmin(app);
  // A new portal: nothing of the seller entered (the test app fills a bank account for other tests).
  await saveBilling(app, { seller_name: '', seller_address: '', bank_iban: '', bank_account_holder: '' });
});
afterAll(async () => {
  await app.cleanup();
});

const status = async (user: TestUser = admin) => {
  const res = await app.inject({ method: 'GET', url: '/api/settings/setup_status', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().steps as { key: string; done: boolean }[]).map((s) => [s.key, s.done]),
  );
};
const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await app.inject({ method, url, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /settings/setup_status', () => {
  it('is for admins only', async () => {
    const staff = await createStaff(app, { settings: true, dealers_manager: { dealers_list: true } });
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings/setup_status',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/settings/setup_status' })).statusCode).toBe(401);
  });

  it('lists every step as not done on a new portal, in order', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings/setup_status',
      headers: admin.headers,
    });
    expect(res.json().steps).toEqual([
      { key: 'company', done: false },
      { key: 'bank', done: false },
      { key: 'smtp', done: false },
      { key: 'service', done: false },
      { key: 'terms', done: false },
      { key: 'staff_emails', done: false },
    ]);
  });

  it('ticks each step once its data is there, however partly', async () => {
    // Name without address is not enough for an invoice.
    await call('PUT', '/api/credits/billing_settings', { seller_name: 'Fast Garage Ltd' });
    expect((await status()).company).toBe(false);
    await call('PUT', '/api/credits/billing_settings', { seller_address: '1 Main St\nLondon' });
    expect((await status()).company).toBe(true);
    expect((await status()).bank).toBe(false);
    await call('PUT', '/api/credits/billing_settings', { bank_iban: 'DE89370400440532013000' });
    expect((await status()).bank).toBe(true);

    await call('POST', '/api/settings', { smtp_host: 'mail.example.test', smtp_port: 587 });
    expect((await status()).smtp).toBe(true);

    // An offline service is not one dealers can order.
    const service = { service_name: 'Stage 1', type_1_price: 10, type_2_price: 20, type_3_price: 30 };
    await call('POST', '/api/service', { ...service, status: 'offline' });
    expect((await status()).service).toBe(false);
    await call('POST', '/api/service', { ...service, service_name: 'Stage 2', status: 'online' });
    expect((await status()).service).toBe(true);

    // Another legal text is not the one dealers accept with an order.
    await call('POST', '/api/terms', {
      kind: 'privacy_policy',
      title: 'Privacy',
      content: 'We keep little.',
    });
    expect((await status()).terms).toBe(false);
    await call('POST', '/api/terms', { kind: 'terms_and_conditions', title: 'Terms', content: 'Pay first.' });
    expect((await status()).terms).toBe(true);

    await call('POST', '/api/notification_settings', { staff_emails: ['desk@example.test'] });
    expect(await status()).toEqual({
      company: true,
      bank: true,
      smtp: true,
      service: true,
      terms: true,
      staff_emails: true,
    });
  });

  it('leaves the bank step out while bank transfer is not offered', async () => {
    await call('POST', '/api/settings', { bank_payment: false });
    expect(Object.keys(await status())).not.toContain('bank');
    await call('POST', '/api/settings', { bank_payment: true });
    expect(Object.keys(await status())).toContain('bank');
  });
});
