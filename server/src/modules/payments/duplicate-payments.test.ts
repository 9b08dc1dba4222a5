import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type CreditPayments, creditPayments } from '../../../test/support/credit-payments.js';
import type { StripeSession } from '../../../test/support/payment-fakes.js';
import { getBalance } from '../credits/ledger.js';

// A customer who pays one invoice twice (two tabs, two methods, or at the provider after the invoice was
// paid another way) gets credits once and the second payment back through the provider, once.
let kit: CreditPayments;
let app: TestApp;
let admin: TestUser;
let stripe: CreditPayments['stripe'];
let paypal: CreditPayments['paypal'];
let checkout: CreditPayments['checkout'];
let session: CreditPayments['stripeSession'];
let stripePaid: CreditPayments['stripePaid'];
let back: CreditPayments['back'];

beforeAll(async () => {
  kit = await creditPayments(['stripe', 'paypal']);
  ({ app, admin, stripe, paypal, checkout, stripePaid, back } = kit);
  session = kit.stripeSession;
});
afterAll(() => kit.close());

const stripeRefundCalls = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
const paypalRefundCalls = () => paypal.calls.filter((c) => c.path.endsWith('/refund'));
const paymentsOf = (id: number) => app.db('payments').where({ invoice_id: id }).select('provider_ref');
const purchases = (u: TestUser) => app.db('credit_ledger').where({ user_id: u.id, kind: 'purchase' });
const refundRecords = async (id: number) =>
  (
    await app
      .db('audit_log')
      .where({ action: 'payment.refund', target_type: 'credit_invoice', target_id: id })
  ).map((r) => JSON.parse(r.detail));

/** Another site on the same Stripe account, whose numbering also has this invoice id and amount, paid. */
function foreignSession(ours: string): StripeSession {
  const foreign: StripeSession = {
    ...session(ours),
    id: `cs_test_other_${Math.random().toString(36).slice(2)}`,
    payment_intent: `pi_other_${Math.random().toString(36).slice(2)}`,
    success_url: 'https://elsewhere.test/thanks',
  };
  stripe.state.sessions.set(foreign.id, foreign);
  return foreign;
}

/** Credits once, one payment kept, the other one refunded once: answers which was kept and which refunded. */
async function settledOnce(u: TestUser, id: number, refs: [string, string]) {
  expect((await getBalance(app.db, u.id)).balance).toBe(700);
  expect(await purchases(u)).toHaveLength(1);
  const kept = (await paymentsOf(id)).map((p) => p.provider_ref);
  expect(kept).toHaveLength(1);
  expect(refs).toContain(kept[0]);
  const refunded = refs.find((r) => r !== kept[0]) as string;
  const records = await refundRecords(id);
  expect(records).toEqual([
    expect.objectContaining({ provider_ref: refunded, reason: 'invoice already paid', amount: 700 }),
  ]);
  expect(records[0].refund).toMatch(/^refunded:/);
  return { kept: kept[0], refunded };
}

describe('a second payment for a paid invoice', () => {
  it('two Stripe checkouts paid and notified at once: credits once, the other payment refunded once', async () => {
    const before = stripeRefundCalls().length;
    const u = await createUser(app);
    const first = await checkout(u, 'stripe');
    const second = await checkout(u, 'stripe', first.id);
    expect(second.ref).not.toBe(first.ref);

    const statuses = await Promise.all([stripePaid(session(first.ref)), stripePaid(session(second.ref))]);
    expect(statuses.sort()).toEqual(['paid', 'refunded']);
    const { kept, refunded } = await settledOnce(u, first.id, [first.ref, second.ref]);
    expect(stripeRefundCalls()).toHaveLength(before + 1);
    expect(stripe.state.refunds.filter((r) => r.payment_intent === session(refunded).payment_intent)).toEqual(
      [expect.objectContaining({ amount: first.total })],
    );

    // Stripe repeats both notices: nothing more is credited or refunded.
    expect(await stripePaid(session(kept))).toBe('already_paid');
    expect(await stripePaid(session(refunded))).toBe('refunded');
    expect(stripeRefundCalls()).toHaveLength(before + 1);
    // Each tab comes back to its own answer.
    expect(await back('stripe', first.id, `&session_id=${refunded}`)).toBe('refunded');
    expect(await back('stripe', first.id, `&session_id=${kept}`)).toBe('paid');
    await settledOnce(u, first.id, [first.ref, second.ref]);
  });

  it('two PayPal returns confirming two orders at once: captured both, credits once, one refunded', async () => {
    const before = paypalRefundCalls().length;
    const u = await createUser(app);
    const first = await checkout(u, 'paypal');
    const second = await checkout(u, 'paypal', first.id);
    for (const ref of [first.ref, second.ref]) {
      const order = paypal.state.orders.get(ref);
      if (!order) throw new Error('no order');
      order.status = 'APPROVED';
    }
    // Both find the invoice due and capture before either settles it (a return arriving after the other
    // settled would leave its order untaken instead: paypal-approvals.test.ts).
    let release = () => {};
    const bothCaptured = new Promise<void>((resolve) => {
      release = resolve;
    });
    paypal.state.hold = async (method, path) => {
      if (method !== 'POST' || !path.endsWith('/capture')) return;
      if ([first.ref, second.ref].every((ref) => paypal.state.orders.get(ref)?.captures)) release();
      await bothCaptured;
    };
    const pages = await Promise.all([
      back('paypal', first.id, `&token=${first.ref}&PayerID=P1`),
      back('paypal', first.id, `&token=${second.ref}&PayerID=P1`),
    ]).finally(() => {
      paypal.state.hold = null;
    });
    expect(pages.sort()).toEqual(['paid', 'refunded']);
    const { refunded } = await settledOnce(u, first.id, [first.ref, second.ref]);
    expect(paypalRefundCalls()).toHaveLength(before + 1);
    expect(paypal.state.orders.get(refunded)?.refunds).toEqual([
      expect.objectContaining({ amount: { currency_code: 'EUR', value: '7.00' } }),
    ]);
    expect(await back('paypal', first.id, `&token=${refunded}&PayerID=P1`)).toBe('refunded');
    expect(paypalRefundCalls()).toHaveLength(before + 1);
  });

  it('a Stripe notice racing the return of a PayPal tab: credits once, one charge kept', async () => {
    const stripeBefore = stripeRefundCalls().length;
    const paypalBefore = paypalRefundCalls().length;
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    // The second tab pays with PayPal: the invoice now names the PayPal order, not the card checkout.
    const pp = await checkout(u, 'paypal', card.id);
    const order = paypal.state.orders.get(pp.ref);
    if (!order) throw new Error('no order');
    order.status = 'APPROVED';

    const [hook, page] = await Promise.all([
      stripePaid(session(card.ref)),
      back('paypal', card.id, `&token=${pp.ref}&PayerID=P1`),
    ]);
    if (page === 'not_taken') {
      // The card came first: PayPal's approval was never captured, so there is nothing to give back.
      expect(hook).toBe('paid');
      expect(order.captures).toBe(0);
      expect(await paymentsOf(card.id)).toEqual([{ provider_ref: card.ref }]);
      expect(await refundRecords(card.id)).toEqual([]);
      expect(stripeRefundCalls().length - stripeBefore + paypalRefundCalls().length - paypalBefore).toBe(0);
      expect(await back('paypal', card.id, `&token=${pp.ref}`)).toBe('not_taken');
      return;
    }
    expect([hook, page].sort()).toEqual(['paid', 'refunded']);
    await settledOnce(u, card.id, [card.ref, pp.ref]);
    expect(stripeRefundCalls().length - stripeBefore + paypalRefundCalls().length - paypalBefore).toBe(1);
    // Whichever lost, its way back says it was given back.
    const stripePage = await back('stripe', card.id, `&session_id=${card.ref}`);
    const paypalPage = await back('paypal', card.id, `&token=${pp.ref}`);
    expect([stripePage, paypalPage].sort()).toEqual(['paid', 'refunded']);
  });

  it('a checkout paid after staff marked the invoice paid is refunded once', async () => {
    const before = stripeRefundCalls().length;
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    const marked = await app.inject({
      method: 'PATCH',
      url: '/api/credits/mark-as-paid',
      headers: admin.headers,
      payload: { id: card.id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await stripePaid(session(card.ref))).toBe('refunded');
    expect(await stripePaid(session(card.ref))).toBe('refunded');
    expect(stripeRefundCalls()).toHaveLength(before + 1);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await back('stripe', card.id, `&session_id=${card.ref}`)).toBe('refunded');
  });

  it('that the portal did not open for the invoice is left alone', async () => {
    const before = stripeRefundCalls().length;
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    expect(await stripePaid(session(card.ref))).toBe('paid');
    const foreign = foreignSession(card.ref);
    expect(await stripePaid(foreign)).toBe('already_paid');
    expect(stripeRefundCalls()).toHaveLength(before);
    expect(await refundRecords(card.id)).toEqual([]);
  });

  it('that another site paid first with our invoice number and amount credits nothing; ours then does', async () => {
    const before = stripeRefundCalls().length;
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    const foreign = foreignSession(card.ref);
    expect(await stripePaid(foreign)).toBe('unknown_invoice');
    expect((await getBalance(app.db, u.id)).balance).toBe(0);
    expect(await paymentsOf(card.id)).toEqual([]);
    // The customer's own payment is the one that settles the invoice, and nothing is refunded.
    expect(await stripePaid(session(card.ref))).toBe('paid');
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(stripeRefundCalls()).toHaveLength(before);
  });
});
