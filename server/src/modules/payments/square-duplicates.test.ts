import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  type CreditPayments,
  creditPayments,
  KEYS,
  PUBLIC_URL,
} from '../../../test/support/credit-payments.js';
import { getBalance } from '../credits/ledger.js';

// Square names a payment only by its own order id. A Square checkout other than the one the invoice names
// last (an older tab, a checkout of an invoice paid another way or deleted) is found through the record of
// the checkouts the portal opened: it settles a due invoice, else its money goes back through Square's
// Refunds API once, and the credits are given once.
let kit: CreditPayments;
let app: TestApp;
let admin: TestUser;
let square: CreditPayments['square'];
let stripe: CreditPayments['stripe'];
let checkout: CreditPayments['checkout'];
let cardPaid: CreditPayments['stripePaid'];

beforeAll(async () => {
  kit = await creditPayments(['square', 'stripe']);
  ({ app, admin, square, stripe, checkout } = kit);
  cardPaid = kit.stripePaid;
});
afterAll(() => kit.close());

/** The buyer pays the Square order `ref` by card. */
function pay(ref: string) {
  const order = square.state.orders.get(ref);
  if (!order) throw new Error(`no Square order ${ref}`);
  order.state = 'COMPLETED';
  order.tenders = [{ id: `T-${ref}`, payment_id: `PAY-${ref}` }];
  order.net_amount_due_money = { amount: 0, currency: order.total_money.currency };
}

/** Square's signed notice of the completed card payment of order `ref`. */
async function squareNotice(ref: string, type: 'payment.created' | 'payment.updated' = 'payment.updated') {
  const payload = JSON.stringify({
    merchant_id: 'M1',
    type,
    event_id: `ev-${Math.random()}`,
    data: {
      type: 'payment',
      id: `PAY-${ref}`,
      object: { payment: { id: `PAY-${ref}`, order_id: ref, status: 'COMPLETED' } },
    },
  });
  const signature = createHmac('sha256', KEYS.squareKey)
    .update(`${PUBLIC_URL}/api/payments/square/webhook${payload}`)
    .digest('base64');
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/square/webhook',
    headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().status as string;
}

/** Square sends the buyer back with its own ids appended, the order's among them. */
const back = (invoice: number, ref: string) =>
  kit.back('square', invoice, `&checkoutId=LNK1&orderId=${ref}&transactionId=TX1`);

const squareRefunds = (ref: string) => square.state.refunds.filter((r) => r.payment_id === `PAY-${ref}`);
const refundKeys = (ref: string) =>
  square.calls
    .filter((c) => c.method === 'POST' && c.path === '/v2/refunds')
    .map((c) => JSON.parse(c.body))
    .filter((b) => b.payment_id === `PAY-${ref}`)
    .map((b) => b.idempotency_key as string);
const kept = async (invoiceId: number) =>
  (await app.db('payments').where({ invoice_id: invoiceId }).select('provider_ref')).map(
    (p) => p.provider_ref,
  );
const purchases = (u: TestUser) => app.db('credit_ledger').where({ user_id: u.id, kind: 'purchase' });
const refundRecords = async (invoiceId: number) =>
  (
    await app
      .db('audit_log')
      .where({ action: 'payment.refund', target_type: 'credit_invoice', target_id: invoiceId })
  ).map((r) => JSON.parse(r.detail));

/** Square gave `ref` back once, for the whole amount, under one idempotency key, as the record says. */
async function refundedOnce(invoiceId: number, ref: string, reason: string) {
  const refunds = squareRefunds(ref);
  expect(refunds).toEqual([expect.objectContaining({ amount_money: { amount: 700, currency: 'EUR' } })]);
  expect(new Set(refundKeys(ref)).size).toBe(1);
  expect(await refundRecords(invoiceId)).toEqual([
    expect.objectContaining({
      provider: 'square',
      provider_ref: ref,
      reason,
      refund: `refunded:${refunds[0].id}`,
    }),
  ]);
}

describe('a Square payment of a checkout the invoice no longer names', () => {
  it('at an older tab settles the due invoice', async () => {
    const u = await createUser(app);
    const older = await checkout(u, 'square');
    const newer = await checkout(u, 'square', older.id);
    expect(newer.ref).not.toBe(older.ref);
    pay(older.ref);

    expect(await squareNotice(older.ref)).toBe('paid');
    expect(await kept(older.id)).toEqual([older.ref]);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await back(older.id, older.ref)).toBe('paid');
  });

  it('two tabs both paid, notices racing: credits once, the other payment refunded once at Square', async () => {
    const u = await createUser(app);
    const first = await checkout(u, 'square');
    const second = await checkout(u, 'square', first.id);
    pay(first.ref);
    pay(second.ref);

    const statuses = await Promise.all([
      squareNotice(first.ref, 'payment.created'),
      squareNotice(second.ref, 'payment.created'),
      squareNotice(first.ref),
      squareNotice(second.ref),
    ]);
    expect(statuses.sort()).toEqual(['already_paid', 'paid', 'refunded', 'refunded']);
    const [winner] = await kept(first.id);
    expect([first.ref, second.ref]).toContain(winner);
    const loser = winner === first.ref ? second.ref : first.ref;
    await refundedOnce(first.id, loser, 'invoice already paid');
    expect(squareRefunds(winner)).toEqual([]);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await purchases(u)).toHaveLength(1);

    // Square repeats its notices; each tab comes back to its own answer.
    expect(await squareNotice(loser)).toBe('refunded');
    expect(await back(first.id, loser)).toBe('refunded');
    expect(await back(first.id, winner)).toBe('paid');
    await refundedOnce(first.id, loser, 'invoice already paid');
  });

  it('racing a card payment of the same invoice: exactly one charge kept', async () => {
    const u = await createUser(app);
    const sq = await checkout(u, 'square');
    const card = await checkout(u, 'stripe', sq.id);
    pay(sq.ref);

    const [cardStatus, ...squareStatuses] = await Promise.all([
      cardPaid(card.ref),
      squareNotice(sq.ref, 'payment.created'),
      squareNotice(sq.ref),
    ]);
    const [winner] = await kept(sq.id);
    expect(await kept(sq.id)).toHaveLength(1);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
    expect(await purchases(u)).toHaveLength(1);
    const cardRefunds = stripe.state.refunds.filter(
      (r) => r.payment_intent === stripe.state.sessions.get(card.ref)?.payment_intent,
    );
    if (winner === card.ref) {
      expect(cardStatus).toBe('paid');
      expect(squareStatuses).toEqual(['refunded', 'refunded']);
      expect(cardRefunds).toEqual([]);
      await refundedOnce(sq.id, sq.ref, 'invoice already paid');
    } else {
      expect(winner).toBe(sq.ref);
      expect(cardStatus).toBe('refunded');
      expect(cardRefunds).toHaveLength(1);
      expect(squareRefunds(sq.ref)).toEqual([]);
    }
  });

  it('of an invoice deleted meanwhile is refunded once at Square', async () => {
    const u = await createUser(app);
    const sq = await checkout(u, 'square');
    const del = await app.inject({ method: 'DELETE', url: `/api/credits/${sq.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    pay(sq.ref);

    expect(await Promise.all([squareNotice(sq.ref, 'payment.created'), squareNotice(sq.ref)])).toEqual([
      'refunded',
      'refunded',
    ]);
    await refundedOnce(sq.id, sq.ref, 'invoice deleted');
    expect((await getBalance(app.db, u.id)).balance).toBe(0);
  });

  it('that the portal did not open is left alone', async () => {
    const u = await createUser(app);
    const sq = await checkout(u, 'square');
    pay(sq.ref);
    expect(await squareNotice(sq.ref)).toBe('paid');
    // An order of the same Square account from elsewhere (its point of sale, another site).
    const foreign = `sqo_pos_${Math.random().toString(36).slice(2)}`;
    square.state.orders.set(foreign, {
      ...(square.state.orders.get(sq.ref) as NonNullable<ReturnType<typeof square.state.orders.get>>),
      id: foreign,
    });
    pay(foreign);
    expect(await squareNotice(foreign)).toBe('unknown_invoice');
    expect(squareRefunds(foreign)).toEqual([]);
    expect(await refundRecords(sq.id)).toEqual([]);
    expect((await getBalance(app.db, u.id)).balance).toBe(700);
  });
});
