import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type CreditPayments, creditPayments, PUBLIC_URL } from '../../../test/support/credit-payments.js';
import type { StripeSession } from '../../../test/support/payment-fakes.js';
import { getBalance } from '../credits/ledger.js';
import { returnKey } from './return-key.js';

// Money a customer paid at a provider for an invoice that can no longer take it (deleted, or its amount
// changed while they were paying) goes back through the provider, once, and is recorded.
let kit: CreditPayments;
let app: TestApp;
let admin: TestUser;
let stripe: CreditPayments['stripe'];
let completed: CreditPayments['stripePaid'];

beforeAll(async () => {
  kit = await creditPayments(['stripe']);
  ({ app, admin, stripe } = kit);
  completed = kit.stripePaid;
});
afterAll(() => kit.close());

/** A customer's checkout of 7 credits at Stripe: the invoice and Stripe's session. */
async function buyAtStripe(customer: TestUser) {
  const { id, ref, total } = await kit.checkout(customer, 'stripe');
  return { invoice: { _id: id, total }, session: kit.stripeSession(ref) };
}

const refundsOf = (session: StripeSession) =>
  stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent);
const refundRecords = async (invoiceId: number) =>
  (
    await app
      .db('audit_log')
      .where({ action: 'payment.refund', target_type: 'credit_invoice', target_id: invoiceId })
  ).map((r) => JSON.parse(r.detail));

describe('a payment that cannot settle its invoice', () => {
  it('is refunded once when the invoice was deleted while the customer was paying', async () => {
    const customer = await createUser(app);
    const { invoice, session } = await buyAtStripe(customer);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/credits/${invoice._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);

    expect(await completed(session)).toBe('refunded');
    const refunds = refundsOf(session);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(invoice.total);
    // Stripe delivers again, once after another and at once: nothing more goes back.
    expect(await completed(session)).toBe('refunded');
    const burst = await Promise.all([1, 2, 3].map(() => completed(session)));
    expect(burst).toEqual(['refunded', 'refunded', 'refunded']);
    expect(refundsOf(session)).toHaveLength(1);

    expect(await getBalance(app.db, customer.id)).toMatchObject({ balance: 0 });
    expect(await refundRecords(invoice._id)).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        provider_ref: session.id,
        amount: invoice.total,
        currency: 'EUR',
        refund: `refunded:${refunds[0].id}`,
      }),
    ]);
  });

  it('is refunded once when the amount was changed meanwhile; the invoice stays due', async () => {
    const customer = await createUser(app);
    const { invoice, session } = await buyAtStripe(customer);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/credits/generate-invoice',
      headers: admin.headers,
      payload: { _id: invoice._id, item_name: '7 credits', amount: 800, count: 700, status: 'due' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().total).not.toBe(invoice.total);

    expect(await completed(session)).toBe('refunded');
    expect(refundsOf(session)).toHaveLength(1);
    expect(refundsOf(session)[0].amount).toBe(invoice.total);
    // Coming back from Stripe does not pay the invoice either, nor refund again.
    const back = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?invoice=${invoice._id}&key=${returnKey(app.config.jwtSecret, invoice._id)}`,
    });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/buy_credits?payment=refunded&invoice=${invoice._id}`);
    expect(await completed(session)).toBe('refunded');
    expect(refundsOf(session)).toHaveLength(1);

    const mine = await app.inject({ method: 'GET', url: '/api/credits_user', headers: customer.headers });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ _id: invoice._id, status: 'due', total: changed.json().total }),
    ]);
    expect(await getBalance(app.db, customer.id)).toMatchObject({ balance: 0 });
    expect(await refundRecords(invoice._id)).toHaveLength(1);
  });

  it('is refunded once when the currency was changed meanwhile', async () => {
    const customer = await createUser(app);
    const { invoice, session } = await buyAtStripe(customer);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/credits/generate-invoice',
      headers: admin.headers,
      payload: { _id: invoice._id, item_name: '7 credits', amount: 700, count: 700, currency: 'USD' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await completed(session)).toBe('refunded');
    expect(await completed(session)).toBe('refunded');
    expect(refundsOf(session)).toHaveLength(1);
    expect(await getBalance(app.db, customer.id)).toMatchObject({ balance: 0 });
  });

  it('that the portal did not open for the invoice is left alone (not ours to refund)', async () => {
    const customer = await createUser(app);
    const { invoice } = await buyAtStripe(customer);
    // Another site on the same Stripe account, whose own numbering also has this invoice id.
    const foreign = (over: Partial<StripeSession>): StripeSession => {
      const s: StripeSession = {
        id: `cs_test_other_${Math.random().toString(36).slice(2)}`,
        object: 'checkout.session',
        url: '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: 4321,
        currency: 'eur',
        client_reference_id: String(invoice._id),
        metadata: { invoice_id: String(invoice._id) },
        payment_intent: `pi_other_${Math.random().toString(36).slice(2)}`,
        success_url: 'https://elsewhere.test/thanks',
        ...over,
      };
      stripe.state.sessions.set(s.id, s);
      return s;
    };
    const other = foreign({});
    // Not a checkout this portal opened: it names no invoice of ours, whatever its number.
    expect(await completed(other)).toBe('unknown_invoice');
    await app.inject({ method: 'DELETE', url: `/api/credits/${invoice._id}`, headers: admin.headers });
    const another = foreign({});
    expect(await completed(another)).toBe('unknown_invoice');
    expect(refundsOf(other)).toHaveLength(0);
    expect(refundsOf(another)).toHaveLength(0);
    expect(await refundRecords(invoice._id)).toHaveLength(0);
  });
});
