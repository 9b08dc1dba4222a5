import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { fakeStripe, paidSessionEvent } from '../../../test/support/payment-fakes.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { billingReads } from '../../../test/support/billing-reads.js';

// A provider's payment settles the invoice with the seller's details from the settings cache (as staff's
// mark-as-paid does, see credits/billing-cache.test.ts), read before the transaction: on SQLite the store
// could not reach the database while the transaction holds it.
const STRIPE_KEY = 'sk_test_billing_cache';
const STRIPE_WEBHOOK = 'whsec_billing_cache';

let app: TestApp;
let admin: TestUser;
let buyer: TestUser;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;

const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user?.headers, payload });

async function saveBilling(payload: object) {
  const res = await call('PUT', '/api/credits/billing_settings', admin, payload);
  expect(res.statusCode, res.body).toBe(200);
}

/** The buyer starts paying by card; the checkout the portal opened at the provider. */
async function cardCheckout() {
  const res = await call('POST', '/api/credits_user', buyer, { count: 1000, payment_method: 'stripe' });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().invoice._id as number;
  const ref = (await app.db('credit_invoices').where({ id }).first('checkout_ref')).checkout_ref as string;
  const session = stripe.state.sessions.get(ref);
  if (!session) throw new Error('no checkout opened');
  return { id, session };
}

/** The provider tells the portal the checkout was paid. */
async function paidWebhook(session: Parameters<typeof paidSessionEvent>[0]) {
  const { payload, signature } = paidSessionEvent(session, STRIPE_WEBHOOK);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(res.json()).toEqual({ received: true, status: 'paid' });
}

async function invoicePdf(id: number) {
  const res = await call('GET', `/api/credits/${id}/download_invoice`, buyer);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  stripe = await fakeStripe(STRIPE_KEY);
  app = await buildTestApp(
    {},
    { STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK, STRIPE_API_BASE: stripe.url },
  );
  await app.settings.set('site', { ...(await app.settings.all()), stripe_payment: true });
  admin = await createAdmin(app);
  buyer = await createUser(app, { country: 'DE' });
  await saveBilling({ seller_name: 'Alpha Files BV', seller_country: 'NL', seller_vat_no: 'NL004495445B01' });
});
afterAll(async () => {
  await app.cleanup();
  await stripe.close();
});

describe('an invoice settled by a payment provider', () => {
  it('takes the billing settings from the cache, not from the table', async () => {
    let reads = 0;
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { id, session } = await cardCheckout();
      // Fills the cache just before, so that only a read of the settlement itself is counted.
      await call('GET', '/api/vat/DE', buyer);
      reads += await billingReads(app.db, () => paidWebhook(session));
      paid.push(id);
    }
    // The cache lives a few seconds: a very slow machine may refresh it once. Without it each payment reads.
    expect(reads).toBeLessThanOrEqual(1);
    for (const id of paid) {
      const row = await app.db('credit_invoices').where({ id }).first('status', 'invoice_no');
      expect(row.status).toBe('paid');
      expect(await invoicePdf(id)).toContain('Alpha Files BV');
    }
  });

  it('is issued by the seller of the moment once an admin changed the details', async () => {
    const { id, session } = await cardCheckout();
    await saveBilling({ seller_name: 'Beta Files GmbH' });
    await paidWebhook(session);
    const text = await invoicePdf(id);
    expect(text).toContain('Beta Files GmbH');
    expect(text).not.toContain('Alpha Files BV');
  });

  it('tells the buyer once, however often the provider repeats its notice', async () => {
    const { id, session } = await cardCheckout();
    await paidWebhook(session);
    const { payload, signature } = paidSessionEvent(session, STRIPE_WEBHOOK);
    await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    const list = (await call('GET', '/api/in-app-notification/user?size=50', buyer)).json().items as {
      title: string;
    }[];
    const invoiceNo = (await app.db('credit_invoices').where({ id }).first('invoice_no'))
      .invoice_no as string;
    expect(list.filter((n) => n.title.includes(invoiceNo))).toHaveLength(1);
  });
});
