import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import {
  fakeCoinbase,
  fakePayfast,
  fakePaypal,
  fakeSquare,
  fakeStripe,
  paidSessionEvent,
  providerEnv,
} from '../../../test/support/payment-fakes.js';
import {
  address,
  addProduct,
  get,
  ok,
  post,
  quickCustomer,
  shopTestApp,
} from '../../../test/support/shop-kit.js';
import { payfastSignature } from '../payments/providers/payfast.js';
import { ordersService } from './orders.js';
import { retryPendingRefunds } from './refund.js';
import { shopReturnKey } from './payment.js';

/** Shop orders paid with every provider the portal takes for credits, and refunded when cancelled. */
const S = {
  stripeKey: 'sk_test_shop_providers',
  stripeWebhook: 'whsec_shop_providers',
  paypalId: 'pp-shop',
  paypalSecret: 'pp-shop-secret',
  paypalWebhook: 'WH-SHOP',
  coinbaseKey: 'cb-shop',
  coinbaseSecret: 'cb-shop-secret',
  squareToken: 'sq-shop',
  squareKey: 'sq-shop-key',
  payfastId: '10000100',
  payfastKey: '46f0cd694581a',
  payfastPass: 'shop-pass-phrase',
};
const PUBLIC = 'http://portal.test';
let app: TestApp;
let admin: TestUser;
let shippingId: number;
let fakes: {
  stripe: Awaited<ReturnType<typeof fakeStripe>>;
  paypal: Awaited<ReturnType<typeof fakePaypal>>;
  coinbase: Awaited<ReturnType<typeof fakeCoinbase>>;
  square: Awaited<ReturnType<typeof fakeSquare>>;
  payfast: Awaited<ReturnType<typeof fakePayfast>>;
};

beforeAll(async () => {
  fakes = {
    stripe: await fakeStripe(S.stripeKey),
    paypal: await fakePaypal(S.paypalId, S.paypalSecret, S.paypalWebhook),
    coinbase: await fakeCoinbase(S.coinbaseKey),
    square: await fakeSquare(S.squareToken),
    payfast: await fakePayfast(),
  };
  ({ app, admin, shippingId } = await shopTestApp({
    PUBLIC_URL: PUBLIC,
    ...providerEnv(S, {
      stripe: fakes.stripe.url,
      paypal: fakes.paypal.url,
      coinbase: fakes.coinbase.url,
      square: fakes.square.url,
      payfast: fakes.payfast.url,
    }),
  }));
  // A shop selling in rand, so PayFast can be offered too.
  await app.settings.set('site', { ...(await app.settings.all()), currency: 'ZAR' });
  await ok(app, '/shop/settings/update', admin.headers, {
    country: 'ZA',
    bank_payment: true,
    stripe_payment: true,
    paypal_payment: true,
    payfast_payment: true,
    square_payment: true,
    crypto_payment: true,
  });
});
afterAll(async () => {
  await app.cleanup();
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

/** A new customer buys one product with `method`; answers the order, the provider's next step and its ref. */
async function buy(method: string, inventory = 5) {
  const buyer = await quickCustomer(app, 'ZA');
  const p = await addProduct(app, admin.headers, { inventory });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  const res = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: method,
    address: address('ZA'),
  });
  const row = await app.db('shop_orders').where({ id: res.order._id }).first();
  return {
    buyer,
    product: p,
    order: res.order as { _id: number; invoice_no: string; total: number },
    next: res.next,
    ref: row.checkout_ref as string,
  };
}
const webhook = (provider: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
const back = (provider: string, orderId: number) =>
  app.inject({
    method: 'GET',
    url: `/api/shop/payments/${provider}/return?order=${orderId}&key=${shopReturnKey(app.config.jwtSecret, orderId)}`,
  });
const orderRow = (id: number) => app.db('shop_orders').where({ id }).first();
const stock = async (productId: number) =>
  Number((await app.db('shop_products').where({ id: productId }).first()).inventory);
const paidEvents = async (id: number) => (await app.db('shop_orders').where({ id, status: 'paid' })).length;

const paypalSig = (genuine = true) => {
  const s = `sig-${Math.random()}`;
  if (genuine) fakes.paypal.state.genuine.add(s);
  return {
    'paypal-transmission-sig': s,
    'paypal-transmission-id': 'tid',
    'paypal-transmission-time': new Date().toISOString(),
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.test/cert',
  };
};
const approved = (orderId: string) =>
  JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: orderId } });

describe('shop checkout offers every ready provider', () => {
  it('lists the methods whose keys are present, PayFast only for rand', async () => {
    const buyer = await quickCustomer(app, 'ZA');
    const p = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const q = await ok(app, '/shop/checkout/quote', buyer.headers, { shipping_method_id: shippingId });
    expect(q.payment_methods).toEqual(['bank', 'stripe', 'paypal', 'payfast', 'square', 'crypto']);
    await app.settings.set('site', { ...(await app.settings.all()), currency: 'EUR' });
    const eur = await ok(app, '/shop/checkout/quote', buyer.headers, { shipping_method_id: shippingId });
    await app.settings.set('site', { ...(await app.settings.all()), currency: 'ZAR' });
    expect(eur.payment_methods).not.toContain('payfast');
  });
});

describe('paypal', () => {
  it('captures on return, pays the order once, never a credit invoice of the same number', async () => {
    const { order, next, ref } = await buy('paypal');
    expect(next.type).toBe('redirect');
    expect(next.redirect_url).toContain(ref);
    const pp = fakes.paypal.state.orders.get(ref);
    if (!pp) throw new Error('no PayPal order');
    expect(pp.invoice).toBe(`shop-${order._id}`);
    expect((await back('paypal', order._id)).headers.location).toBe(
      `${PUBLIC}/shop/checkout/pending/${order.invoice_no}`,
    );
    pp.status = 'APPROVED';
    expect((await back('paypal', order._id)).headers.location).toBe(
      `${PUBLIC}/shop/checkout/success/${order.invoice_no}`,
    );
    expect(await orderRow(order._id)).toMatchObject({ status: 'paid', txn_id: ref });
    expect(await app.db('credit_invoices').where({ status: 'paid' })).toHaveLength(0);
    // A forged notice is refused; a genuine late one changes nothing.
    expect((await webhook('paypal', approved(ref), paypalSig(false))).statusCode).toBe(400);
    expect((await webhook('paypal', approved(ref), paypalSig())).json().status).toBe('already_paid');
    expect(pp.captures).toBe(1);
  });

  it('approval notices racing the return capture and pay once', async () => {
    const { order, ref } = await buy('paypal');
    const pp = fakes.paypal.state.orders.get(ref);
    if (!pp) throw new Error('no PayPal order');
    pp.status = 'APPROVED';
    const results = await Promise.all([
      webhook('paypal', approved(ref), paypalSig()),
      back('paypal', order._id),
      webhook('paypal', approved(ref), paypalSig()),
      back('paypal', order._id),
      webhook('paypal', approved(ref), paypalSig()),
    ]);
    for (const r of results) expect(r.statusCode).toBeLessThan(400);
    const statuses = results.filter((r) => r.statusCode === 200).map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'paid').length).toBeLessThanOrEqual(1);
    expect(pp.captures).toBe(1);
    expect(await paidEvents(order._id)).toBe(1);
    const after = await get(app, `/shop/order/get_by_id/${order._id}`, admin.headers);
    expect(after.json().order.status).toBe('paid');
  });
});

describe('square', () => {
  const sign = (payload: string) => ({
    'x-square-hmacsha256-signature': createHmac('sha256', S.squareKey)
      .update(`${PUBLIC}/api/payments/square/webhook${payload}`)
      .digest('base64'),
  });
  const event = (orderId: string) =>
    JSON.stringify({
      type: 'payment.updated',
      data: { object: { payment: { id: 'P1', order_id: orderId, status: 'COMPLETED' } } },
    });

  it('pays by payment link; the order is found by its Square order id, once', async () => {
    const { order, ref } = await buy('square');
    const sq = fakes.square.state.orders.get(ref);
    if (!sq) throw new Error('no Square order');
    expect(sq.total_money).toEqual({ amount: order.total, currency: 'ZAR' });
    sq.state = 'COMPLETED';
    sq.tenders = [{ id: 'T1', payment_id: `PAY-${ref}` }];
    sq.net_amount_due_money = { amount: 0, currency: 'ZAR' };
    const payload = event(ref);
    expect((await webhook('square', payload, { 'x-square-hmacsha256-signature': 'forged' })).statusCode).toBe(
      400,
    );
    const results = await Promise.all([
      webhook('square', payload, sign(payload)),
      webhook('square', payload, sign(payload)),
      back('square', order._id),
    ]);
    expect(
      results
        .slice(0, 2)
        .map((r) => r.json().status)
        .sort(),
    ).toEqual(expect.arrayContaining(['already_paid']));
    expect(results[2].headers.location).toContain('/shop/checkout/success/');
    expect(await orderRow(order._id)).toMatchObject({ status: 'paid', txn_id: ref });
  });
});

describe('crypto (Coinbase Commerce)', () => {
  const sign = (payload: string) => ({
    'x-cc-webhook-signature': createHmac('sha256', S.coinbaseSecret).update(payload).digest('hex'),
  });

  it('pays by charge once; a charge of another amount is refused', async () => {
    const { order, ref } = await buy('crypto');
    const charge = fakes.coinbase.state.charges.get(ref);
    if (!charge) throw new Error('no charge');
    expect(charge.metadata).toEqual({ invoice_id: String(order._id), kind: 'shop' });
    const cheap = JSON.stringify({
      event: {
        type: 'charge:confirmed',
        data: { ...charge, pricing: { local: { amount: '1.00', currency: 'ZAR' } } },
      },
    });
    expect((await webhook('coinbase', cheap, sign(cheap))).json().status).toBe('rejected');
    charge.timeline.push({ status: 'COMPLETED' });
    const payload = JSON.stringify({ event: { type: 'charge:confirmed', data: charge } });
    const [a, b] = await Promise.all([
      webhook('coinbase', payload, sign(payload)),
      webhook('coinbase', payload, sign(payload)),
    ]);
    expect([a.json().status, b.json().status].sort()).toEqual(['already_paid', 'paid']);
    expect((await back('coinbase', order._id)).headers.location).toContain('/shop/checkout/success/');
    expect((await orderRow(order._id)).status).toBe('paid');
  });
});

describe('payfast', () => {
  it('posts a signed form; a valid ITN pays once, a forged one is refused', async () => {
    const { order, next } = await buy('payfast');
    expect(next.type).toBe('form');
    const { signature, ...fields } = next.form.fields;
    expect(fields).toMatchObject({ m_payment_id: `shop-${order._id}` });
    expect(signature).toBe(payfastSignature(Object.entries(fields) as [string, string][], S.payfastPass));
    const pairs: [string, string][] = [
      ['m_payment_id', `shop-${order._id}`],
      ['pf_payment_id', `${order._id}7788`],
      ['payment_status', 'COMPLETE'],
      ['item_name', fields.item_name],
      ['amount_gross', (order.total / 100).toFixed(2)],
      ['merchant_id', S.payfastId],
    ];
    const text = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%20/g, '+')}`).join('&');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = `${text}&signature=${payfastSignature(pairs, 'wrong')}`;
    expect((await webhook('payfast', forged, form)).statusCode).toBe(400);
    fakes.payfast.state.sent.add(text);
    const body = `${text}&signature=${payfastSignature(pairs, S.payfastPass)}`;
    const replies = await Promise.all([1, 2, 3].map(() => webhook('payfast', body, form)));
    expect(replies.map((r) => r.json().status).sort()).toEqual(['already_paid', 'already_paid', 'paid']);
    expect(await orderRow(order._id)).toMatchObject({ status: 'paid', txn_id: `${order._id}7788` });
  });
});

describe('refunds when a paid order is cancelled', () => {
  async function payByStripe() {
    const bought = await buy('stripe');
    const session = fakes.stripe.state.sessions.get(bought.ref);
    if (!session) throw new Error('no session');
    const { payload, signature } = paidSessionEvent(session, S.stripeWebhook);
    expect((await webhook('stripe', payload, { 'stripe-signature': signature })).json().status).toBe('paid');
    return { ...bought, session };
  }
  const cancel = (orderId: number) =>
    post(app, '/shop/order/cancel', admin.headers, { order_id: orderId, reason: 'Out of production' });

  it('Stripe: concurrent cancels refund the payment exactly once and give the stock back once', async () => {
    const { order, session, product } = await payByStripe();
    expect(await stock(product._id)).toBe(4);
    const results = await Promise.all([1, 2, 3, 4].map(() => cancel(order._id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const refunds = fakes.stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(order.total);
    const done = results.find((r) => r.statusCode === 200)?.json().order;
    expect(done).toMatchObject({ status: 'cancelled', refund_note: `refunded:${refunds[0].id}` });
    expect(await stock(product._id)).toBe(5);
    // A further cancel is refused and refunds nothing more.
    expect((await cancel(order._id)).statusCode).toBe(409);
    expect(
      fakes.stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent),
    ).toHaveLength(1);
  });

  it('a card payment after staff recorded the order paid by bank is given back once, and the order stays as it is', async () => {
    const { order, ref } = await buy('stripe');
    await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: order._id,
      payment_method: 'bank',
      txn_id: 'BANK-7',
    });
    const session = fakes.stripe.state.sessions.get(ref);
    if (!session) throw new Error('no session');
    const refundsOf = () =>
      fakes.stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent);
    const { payload, signature } = paidSessionEvent(session, S.stripeWebhook);
    const notices = await Promise.all(
      [1, 2].map(() => webhook('stripe', payload, { 'stripe-signature': signature })),
    );
    expect(notices.map((n) => n.statusCode)).toEqual([200, 200]);
    expect(refundsOf()).toHaveLength(1);
    expect(refundsOf()[0].amount).toBe(order.total);
    expect(await orderRow(order._id)).toMatchObject({ status: 'paid', txn_id: 'BANK-7' });
    const again = await webhook('stripe', payload, { 'stripe-signature': signature });
    expect(again.json().status).toBe('refunded');
    expect(refundsOf()).toHaveLength(1);
    const records = await app
      .db('audit_log')
      .where({ action: 'payment.refund', target_type: 'shop_order', target_id: order._id });
    expect(records.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(records[0].detail)).toMatchObject({
      reason: 'order already paid',
      amount: order.total,
    });
  });

  it('a refund left half-asked (the server stopped after the cancel) is asked again by the job, and made once', async () => {
    const { order, session } = await payByStripe();
    const refundsOf = () =>
      fakes.stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect((await cancel(order._id)).statusCode).toBe(200);
    expect(refundsOf()).toHaveLength(1);
    // As if the server had stopped after Stripe refunded but before the note was written.
    const stuck = { refund_note: 'refund_due:pending', updated_at: new Date(Date.now() - 20 * 60_000) };
    await app.db('shop_orders').where({ id: order._id }).update(stuck);
    // Too young to be retried: a cancel may still be waiting for the provider.
    expect(await retryPendingRefunds(app, new Date(Date.now() - 15 * 60_000))).toBe(0);
    expect(await retryPendingRefunds(app)).toBeGreaterThanOrEqual(1);
    expect(refundsOf()).toHaveLength(1);
    expect((await orderRow(order._id)).refund_note).toBe(`refunded:${refundsOf()[0].id}`);
    expect(await retryPendingRefunds(app)).toBe(0);
  });

  it('a payment arriving after the order was released unpaid is refunded once, the order stays cancelled', async () => {
    const { order, ref, product } = await buy('stripe');
    await app
      .db('shop_orders')
      .where({ id: order._id })
      .update({ reserved_until: new Date(Date.now() - 1000) });
    expect(await ordersService(app).expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await stock(product._id)).toBe(5);
    const session = fakes.stripe.state.sessions.get(ref);
    if (!session) throw new Error('no session');
    const { payload, signature: sig } = paidSessionEvent(session, S.stripeWebhook);
    const replies = await Promise.all(
      [1, 2, 3].map(() => webhook('stripe', payload, { 'stripe-signature': sig })),
    );
    expect(replies.map((r) => r.json().status)).toEqual(['already_paid', 'already_paid', 'already_paid']);
    const refunds = fakes.stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(await orderRow(order._id)).toMatchObject({
      status: 'cancelled',
      txn_id: ref,
      refund_note: `refunded:${refunds[0].id}`,
    });
    expect(await stock(product._id)).toBe(5);
  });

  it('PayPal: the capture is refunded once; the customer is told in their language', async () => {
    const { order, ref, buyer } = await buy('paypal');
    const pp = fakes.paypal.state.orders.get(ref);
    if (!pp) throw new Error('no PayPal order');
    pp.status = 'APPROVED';
    await back('paypal', order._id);
    await app.db('users').where({ id: buyer.id }).update({ language: 'de' });
    const results = await Promise.all([cancel(order._id), cancel(order._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(pp.refunds).toHaveLength(1);
    expect(pp.refunds[0].amount).toEqual({ value: (order.total / 100).toFixed(2), currency_code: 'ZAR' });
    expect((await orderRow(order._id)).refund_note).toBe(`refunded:${pp.refunds[0].id}`);
    const [note] = await app
      .db('in_app_notifications')
      .where({ recipient_id: buyer.id, type: 'shop_order' })
      .orderBy('id', 'desc')
      .limit(1);
    expect(note.message).toContain('Grund für die Stornierung: Out of production');
    expect(note.message).toContain('Ihre Zahlung wird erstattet.');
  });

  it('Square: the card payment of the order is refunded once', async () => {
    const { order, ref } = await buy('square');
    const sq = fakes.square.state.orders.get(ref);
    if (!sq) throw new Error('no Square order');
    Object.assign(sq, {
      state: 'COMPLETED',
      tenders: [{ id: 'T2', payment_id: `PAY-${ref}` }],
      net_amount_due_money: { amount: 0, currency: 'ZAR' },
    });
    expect((await back('square', order._id)).headers.location).toContain('/shop/checkout/success/');
    const results = await Promise.all([cancel(order._id), cancel(order._id), cancel(order._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refunds = fakes.square.state.refunds.filter((r) => r.payment_id === `PAY-${ref}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount_money).toEqual({ amount: order.total, currency: 'ZAR' });
    expect((await orderRow(order._id)).refund_note).toBe(`refunded:${refunds[0].id}`);
  });

  it('a provider without a refund API, a bank transfer or a refused refund leave "refund due" for staff', async () => {
    const crypto = await buy('crypto');
    fakes.coinbase.state.charges.get(crypto.ref)?.timeline.push({ status: 'COMPLETED' });
    await back('coinbase', crypto.order._id);
    expect((await orderRow(crypto.order._id)).status).toBe('paid');
    expect((await cancel(crypto.order._id)).json().order.refund_note).toBe('refund_due:manual');

    const bank = await buy('bank');
    await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: bank.order._id,
      payment_method: 'bank',
      txn_id: 'BANK-1',
    });
    expect((await cancel(bank.order._id)).json().order.refund_note).toBe('refund_due:manual');

    // Stripe refuses: the session the order names was never paid there.
    const refused = await payByStripe();
    refused.session.payment_status = 'unpaid';
    const res = await cancel(refused.order._id);
    expect(res.json().order).toMatchObject({ status: 'cancelled', refund_note: 'refund_due:failed' });

    // An unpaid order is simply cancelled: nothing to refund.
    const unpaid = await buy('stripe');
    expect((await cancel(unpaid.order._id)).json().order.refund_note).toBeNull();
  });
});
