import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { fakePaypal, fakeStripe } from '../../../test/support/payment-fakes.js';

const STRIPE_KEY = 'sk_test_admin_area_key';
const PAYPAL = { id: 'pp-env-client', secret: 'pp-env-secret', webhook: 'WH-ENV' };

let app: TestApp;
let admin: TestUser;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let paypal: Awaited<ReturnType<typeof fakePaypal>>;

beforeAll(async () => {
  stripe = await fakeStripe(STRIPE_KEY);
  paypal = await fakePaypal(PAYPAL.id, PAYPAL.secret, PAYPAL.webhook);
  // Stripe has no keys in the environment (only where its API is); PayPal's come from the environment.
  app = await buildTestApp(
    {},
    {
      PUBLIC_URL: 'http://portal.test',
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: PAYPAL.id,
      PAYPAL_CLIENT_SECRET: PAYPAL.secret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhook,
      PAYPAL_API_BASE: paypal.url,
    },
  );
  admin = await createAdmin(app);
  const site = await app.settings.all();
  await app.settings.set('site', { ...site, stripe_payment: true, paypal_payment: true, credit_price: 100 });
});
afterAll(async () => {
  await app.cleanup();
  await stripe.close();
  await paypal.close();
});

const providers = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/payments/providers', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  type Status = {
    provider: string;
    ready: boolean;
    missing: string[];
    fields: { name: string; source: string }[];
  };
  return Object.fromEntries((res.json().providers as Status[]).map((p) => [p.provider, p])) as Record<
    string,
    { ready: boolean; missing: string[]; fields: { name: string; source: string }[] }
  >;
};
const saveKeys = (provider: string, keys: Record<string, string | null>, headers = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api/payments/providers/${provider}/keys`, headers, payload: { keys } });
const test = (provider: string) =>
  app.inject({ method: 'POST', url: `/api/payments/providers/${provider}/test`, headers: admin.headers });
const methods = async (u: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/payments/methods', headers: u.headers })).json().methods;

describe('payment provider keys in the admin area', () => {
  it('says what each provider still needs; a switched-on method without keys is not offered', async () => {
    const all = await providers();
    expect(all.stripe).toMatchObject({ ready: false, missing: ['secret_key', 'webhook_secret'] });
    expect(all.paypal.ready).toBe(true);
    expect(all.paypal.fields.map((f) => f.source)).toEqual(['env', 'env', 'env']);
    const customer = await createUser(app);
    expect(await methods(customer)).not.toContain('stripe');
  });

  it('stores keys sealed and never answers them; wrong keys fail the connection test, right ones pass', async () => {
    const wrong = await saveKeys('stripe', { secret_key: 'sk_test_wrong', webhook_secret: 'whsec_admin' });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.body).not.toContain('sk_test_wrong');
    expect(wrong.body).not.toContain('whsec_admin');
    const row = await app.db('settings').where({ key: 'payment_keys' }).first();
    expect(String(row.value)).not.toContain('sk_test_wrong');
    expect(String(row.value)).toContain('v1:');

    const refused = await test('stripe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PROVIDER_CHECK_FAILED' });
    expect(refused.json().message).toMatch(/refused the keys/);

    await saveKeys('stripe', { secret_key: STRIPE_KEY });
    const ok = await test('stripe');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Connection is OK.' });
    const all = await providers();
    expect(all.stripe).toMatchObject({ ready: true, missing: [] });
  });

  it('uses stored keys for a real checkout without a restart', async () => {
    const customer = await createUser(app);
    expect(await methods(customer)).toContain('stripe');
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: customer.headers,
      payload: { count: 10, payment_method: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The customer is sent to the session's hosted page, which the stand-in serves under its own address.
    expect(res.json().next.redirect_url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    expect(stripe.calls.at(-1)?.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
  });

  it('lets environment variables win over stored keys', async () => {
    await saveKeys('paypal', { client_secret: 'stored-but-ignored' });
    const all = await providers();
    expect(all.paypal.fields.find((f) => f.name === 'client_secret')?.source).toBe('env');
    const ok = await test('paypal');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('removes a key with null, and the provider is missing it again', async () => {
    await saveKeys('stripe', { webhook_secret: null });
    const all = await providers();
    expect(all.stripe).toMatchObject({ ready: false, missing: ['webhook_secret'] });
    await saveKeys('stripe', { webhook_secret: 'whsec_admin' });
  });

  it('refuses unknown keys, bank keys and a provider that does not exist with a 400', async () => {
    const unknown = await saveKeys('stripe', { api_key: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown key/);
    expect((await saveKeys('bank', { x: 'y' })).statusCode).toBe(400);
    expect((await saveKeys('bitcoin', { x: 'y' })).statusCode).toBe(400);
    expect((await test('payfast')).statusCode).toBe(400);
  });

  it('is for admins only: staff with the settings permission and customers are refused', async () => {
    const staff = await createStaff(app, { settings: true });
    const customer = await createUser(app);
    for (const u of [staff, customer]) {
      expect((await saveKeys('stripe', { secret_key: 'sk_x' }, u.headers)).statusCode).toBe(403);
      const list = await app.inject({ method: 'GET', url: '/api/payments/providers', headers: u.headers });
      expect(list.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/payments/providers' })).statusCode).toBe(401);
  });
});
