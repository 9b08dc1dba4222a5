import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type CreditPayments, creditPayments } from '../../../test/support/credit-payments.js';
import { getBalance } from '../credits/ledger.js';

// A PayPal approval that comes when its invoice can no longer take the money (paid by another payment,
// deleted, re-priced) is never captured: the buyer is not charged, staff read it in the audit log and the
// customer's page says so. Approvals racing each other or another payment still keep exactly one charge.
let kit: CreditPayments;
let app: TestApp;
let admin: TestUser;
let stripe: CreditPayments['stripe'];
let paypal: CreditPayments['paypal'];
let checkout: CreditPayments['checkout'];
let cardPaid: CreditPayments['stripePaid'];

beforeAll(async () => {
  kit = await creditPayments(['stripe', 'paypal']);
  ({ app, admin, stripe, paypal, checkout } = kit);
  cardPaid = kit.stripePaid;
});
afterEach(() => {
  paypal.state.hold = null;
});
afterAll(() => kit.close());

/** The buyer approves the PayPal order at PayPal. */
function approve(ref: string) {
  const order = paypal.state.orders.get(ref);
  if (!order) throw new Error(`no PayPal order ${ref}`);
  order.status = 'APPROVED';
  return order;
}

/** PayPal's CHECKOUT.ORDER.APPROVED notice, which PayPal's verification confirms as genuine. */
async function approvedNotice(ref: string) {
  const sig = `sig-${Math.random()}`;
  paypal.state.genuine.add(sig);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook',
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-sig': sig,
      'paypal-transmission-id': 'tid',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.test/cert',
    },
    payload: JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: ref } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().status as string;
}

/** The buyer's way back from PayPal, which appends the order id as `token`: answers the page's outcome. */
const back = (invoice: number, ref: string) => kit.back('paypal', invoice, `&token=${ref}&PayerID=P1`);

const captureCalls = (ref: string) =>
  paypal.calls.filter((c) => c.method === 'POST' && c.path === `/v2/checkout/orders/${ref}/capture`);
const records = async (action: string, invoiceId: number) =>
  (await app.db('audit_log').where({ action, target_type: 'credit_invoice', target_id: invoiceId })).map(
    (r) => JSON.parse(r.detail),
  );
const kept = async (invoiceId: number) =>
  (await app.db('payments').where({ invoice_id: invoiceId }).select('provider_ref')).map(
    (p) => p.provider_ref,
  );
const purchases = (u: TestUser) => app.db('credit_ledger').where({ user_id: u.id, kind: 'purchase' });
const stripeRefunds = (ref: string) =>
  stripe.state.refunds.filter((r) => r.payment_intent === stripe.state.sessions.get(ref)?.payment_intent);

/** A promise settled from outside: where a held call waits, or what tells the test it got there. */
function deferred() {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { done, settle };
}

/**
 * Holds the answer of the first read of order `ref` made before any capture (the approval has read the
 * order as approved) until `release` settles.
 */
function holdFirstRead(ref: string, release: Promise<unknown>) {
  let held = false;
  paypal.state.hold = async (method, path) => {
    if (held || method !== 'GET' || path !== `/v2/checkout/orders/${ref}`) return;
    if (paypal.state.orders.get(ref)?.captures) return;
    held = true;
    await release;
  };
}

describe('a PayPal approval for an invoice that cannot take it', () => {
  it('after a card paid the invoice: the approvals racing in are never captured, recorded once', async () => {
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    const pp = await checkout(u, 'paypal', card.id);
    const order = approve(pp.ref);
    expect(await cardPaid(card.ref)).toBe('paid');

    // PayPal's notice and the buyer's return (twice: a reload) arrive at once.
    const [hook, page, hook2, page2] = await Promise.all([
      approvedNotice(pp.ref),
      back(card.id, pp.ref),
      approvedNotice(pp.ref),
      back(card.id, pp.ref),
    ]);
    expect([hook, hook2]).toEqual(['not_taken', 'not_taken']);
    expect([page, page2]).toEqual(['not_taken', 'not_taken']);
    expect(order.captures).toBe(0);
    expect(captureCalls(pp.ref)).toHaveLength(0);
    expect(order.refunds).toEqual([]);
    expect(await kept(card.id)).toEqual([card.ref]);
    expect(stripeRefunds(card.ref)).toEqual([]);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await purchases(u)).toHaveLength(1);
    expect(await records('payment.not_taken', card.id)).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        provider_ref: pp.ref,
        reason: 'invoice already paid',
        amount: 700,
        currency: 'EUR',
      }),
    ]);
    expect(await records('payment.refund', card.id)).toEqual([]);
    // Coming back again says the same, without asking PayPal.
    const asked = paypal.calls.length;
    expect(await back(card.id, pp.ref)).toBe('not_taken');
    expect(paypal.calls.length).toBe(asked);
  });

  it('after staff deleted the invoice: not captured, recorded against the invoice', async () => {
    const u = await createUser(app);
    const pp = await checkout(u, 'paypal');
    const order = approve(pp.ref);
    const del = await app.inject({ method: 'DELETE', url: `/api/credits/${pp.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);

    expect(await Promise.all([approvedNotice(pp.ref), approvedNotice(pp.ref)])).toEqual([
      'not_taken',
      'not_taken',
    ]);
    expect(order.captures).toBe(0);
    expect(await records('payment.not_taken', pp.id)).toEqual([
      expect.objectContaining({ provider_ref: pp.ref, reason: 'invoice deleted' }),
    ]);
  });

  it('after staff changed its amount: not captured, the invoice stays due for the new amount', async () => {
    const u = await createUser(app);
    const pp = await checkout(u, 'paypal');
    const order = approve(pp.ref);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/credits/generate-invoice',
      headers: admin.headers,
      payload: { _id: pp.id, item_name: '8 credits', amount: 800, count: 800, status: 'due' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await back(pp.id, pp.ref)).toBe('not_taken');
    expect(await approvedNotice(pp.ref)).toBe('not_taken');
    expect(order.captures).toBe(0);
    const mine = await app.inject({ method: 'GET', url: '/api/credits_user', headers: u.headers });
    expect(mine.json().items).toEqual([expect.objectContaining({ _id: pp.id, status: 'due' })]);
    expect((await getBalance(app.db, u.id)).balance).toBe(0);
    expect(await records('payment.not_taken', pp.id)).toEqual([
      expect.objectContaining({ provider_ref: pp.ref, reason: 'invoice changed', source: 'return' }),
    ]);
  });
});

describe('racing approvals and payments keep exactly one charge', () => {
  it('a card payment landing while the approval reads the order: PayPal is never captured', async () => {
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    const pp = await checkout(u, 'paypal', card.id);
    const order = approve(pp.ref);
    const cardDone = deferred();
    holdFirstRead(pp.ref, cardDone.done);
    const hook = approvedNotice(pp.ref);
    expect(await cardPaid(card.ref)).toBe('paid');
    cardDone.settle();

    expect(await hook).toBe('not_taken');
    expect(order.captures).toBe(0);
    expect(await kept(card.id)).toEqual([card.ref]);
    expect(stripeRefunds(card.ref)).toEqual([]);
    expect(await purchases(u)).toHaveLength(1);
    expect(await back(card.id, pp.ref)).toBe('not_taken');
  });

  it('a card payment landing between the check and the capture: PayPal captured, then refunded once', async () => {
    const u = await createUser(app);
    const card = await checkout(u, 'stripe');
    const pp = await checkout(u, 'paypal', card.id);
    const order = approve(pp.ref);
    const captured = deferred();
    const cardDone = deferred();
    // The capture is made at PayPal; its answer waits until the card payment has settled the invoice.
    paypal.state.hold = async (method, path) => {
      if (method !== 'POST' || path !== `/v2/checkout/orders/${pp.ref}/capture`) return;
      captured.settle();
      await cardDone.done;
    };
    const hook = approvedNotice(pp.ref);
    await captured.done;
    expect(await cardPaid(card.ref)).toBe('paid');
    cardDone.settle();

    expect(await hook).toBe('refunded');
    expect(order.captures).toBe(1);
    expect(order.refunds).toHaveLength(1);
    expect(await kept(card.id)).toEqual([card.ref]);
    expect(stripeRefunds(card.ref)).toEqual([]);
    expect(await purchases(u)).toHaveLength(1);
    expect(await records('payment.not_taken', card.id)).toEqual([]);
    expect(await records('payment.refund', card.id)).toEqual([
      expect.objectContaining({ provider_ref: pp.ref, reason: 'invoice already paid' }),
    ]);
    expect(await back(card.id, pp.ref)).toBe('refunded');
  });

  it('two approvals of one order, one reading it before the other captured and settled: captured once', async () => {
    const u = await createUser(app);
    const pp = await checkout(u, 'paypal');
    const order = approve(pp.ref);
    const oneDone = deferred();
    // Whichever reads the order first waits there until the other is through: it then finds the invoice
    // paid by this very order, which is no reason to leave it untaken.
    holdFirstRead(pp.ref, oneDone.done);
    const hook = approvedNotice(pp.ref);
    const page = back(pp.id, pp.ref);
    void Promise.race([hook, page]).then(oneDone.settle);

    const [status, outcome] = await Promise.all([hook, page]);
    expect(['paid', 'already_paid']).toContain(status);
    expect(outcome).toBe('paid');
    expect(order.captures).toBe(1);
    expect(await kept(pp.id)).toEqual([pp.ref]);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await records('payment.not_taken', pp.id)).toEqual([]);
  });
});
