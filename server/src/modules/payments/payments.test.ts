import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { getBalance } from '../credits/ledger.js';
import {
  fakeCoinbase,
  fakeKlarna,
  fakePayfast,
  fakePaypal,
  fakeSquare,
  fakeStripe,
  providerEnv,
} from '../../../test/support/payment-fakes.js';
import { payfastSignature } from './providers/payfast.js';
import { returnKey } from './return-key.js';

const S = {
  stripeKey: 'sk_test_local',
  stripeWebhook: 'whsec_local_secret',
  paypalId: 'pp-client',
  paypalSecret: 'pp-secret',
  paypalWebhook: 'WH-LOCAL',
  coinbaseKey: 'cb-key',
  coinbaseSecret: 'cb-webhook-secret',
  squareToken: 'sq-token',
  squareKey: 'sq-signature-key',
  payfastId: '10000100',
  payfastKey: '46f0cd694581a',
  payfastPass: 'jt7NOE43FZPn',
  klarnaUser: 'PK_local',
  klarnaPass: 'klarna-pass',
};
const PUBLIC = 'http://portal.test';

let app: TestApp;
let fakes: {
  stripe: Awaited<ReturnType<typeof fakeStripe>>;
  paypal: Awaited<ReturnType<typeof fakePaypal>>;
  coinbase: Awaited<ReturnType<typeof fakeCoinbase>>;
  square: Awaited<ReturnType<typeof fakeSquare>>;
  payfast: Awaited<ReturnType<typeof fakePayfast>>;
  klarna: Awaited<ReturnType<typeof fakeKlarna>>;
};
const stripeSdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  fakes = {
    stripe: await fakeStripe(S.stripeKey),
    paypal: await fakePaypal(S.paypalId, S.paypalSecret, S.paypalWebhook),
    coinbase: await fakeCoinbase(S.coinbaseKey),
    square: await fakeSquare(S.squareToken),
    payfast: await fakePayfast(),
    klarna: await fakeKlarna(S.klarnaUser, S.klarnaPass),
  };
  app = await buildTestApp(
    {},
    {
      PUBLIC_URL: PUBLIC,
      ...providerEnv(S, {
        stripe: fakes.stripe.url,
        paypal: fakes.paypal.url,
        coinbase: fakes.coinbase.url,
        square: fakes.square.url,
        payfast: fakes.payfast.url,
        klarna: fakes.klarna.url,
      }),
    },
  );
  const site = await app.settings.all();
  await app.settings.set('site', {
    ...site,
    stripe_payment: true,
    paypal_payment: true,
    coinbase_payment: true,
    square_payment: true,
    payfast_payment: true,
    klarna_payment: true,
    credit_price: 100,
    currency_prices: { ZAR: 2000 },
  });
});
afterAll(async () => {
  await app.cleanup();
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

async function buy(user: TestUser, method: string, extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits_user',
    headers: user.headers,
    payload: { count: 1000, payment_method: method, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const row = await app.db('credit_invoices').where({ id: body.invoice._id }).first();
  return { ...body, ref: row.checkout_ref as string, id: body.invoice._id as number };
}

const webhook = (provider: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

/** The customer's way back: the return address carries the invoice's key, as the provider sends it. */
const back = (provider: string, invoice: number, extra = '') =>
  app.inject({
    method: 'GET',
    url: `/api/payments/${provider}/return?invoice=${invoice}&key=${returnKey(app.config.jwtSecret, invoice)}${extra}`,
  });

const credits = async (u: TestUser) => (await getBalance(app.db, u.id)).balance;
const paymentRows = (invoiceId: number) => app.db('payments').where({ invoice_id: invoiceId });

describe('payment methods', () => {
  it('lists what is enabled and configured', async () => {
    const u = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/payments/methods', headers: u.headers });
    expect(res.json().methods).toEqual([
      'bank',
      'stripe',
      'paypal',
      'coinbase',
      'square',
      'payfast',
      'klarna',
    ]);
    expect(res.json().credit_prices).toEqual({ EUR: 100, ZAR: 2000 });
  });

  it('a provider that cannot be reached leaves no invoice behind', async () => {
    const u = await createUser(app);
    const cfg = app.config.payments.coinbase;
    const real = cfg.apiBase;
    // Nothing listens on port 9 (discard) on the test machine.
    cfg.apiBase = 'http://127.0.0.1:9';
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: u.headers,
      payload: { count: 1000, payment_method: 'coinbase' },
    });
    cfg.apiBase = real;
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('INTERNAL');
    expect(await app.db('credit_invoices').where({ user_id: u.id })).toHaveLength(0);
  });
});

describe('stripe', () => {
  const event = (session: object, type = 'checkout.session.completed') =>
    JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object: session } });
  const signed = (payload: string, secret = S.stripeWebhook) => ({
    'stripe-signature': stripeSdk.webhooks.generateTestHeaderString({ payload, secret }),
  });

  it('pays through Checkout, credits once, refuses forgeries', async () => {
    const u = await createUser(app);
    const { next, ref, id } = await buy(u, 'stripe');
    expect(next.type).toBe('redirect');
    expect(next.redirect_url).toContain(ref);
    const session = fakes.stripe.state.sessions.get(ref);
    expect(session?.amount_total).toBe(1000);

    // Not paid yet: the return says pending.
    const early = await back('stripe', id);
    expect(early.headers.location).toBe(`${PUBLIC}/buy_credits?payment=pending&invoice=${id}`);

    if (!session) throw new Error('no session');
    session.payment_status = 'paid';
    session.status = 'complete';
    const payload = event(session);
    const forged = await webhook('stripe', payload, signed(payload, 'whsec_wrong'));
    expect(forged.statusCode).toBe(400);
    expect(await credits(u)).toBe(0);
    const unsigned = await webhook('stripe', payload);
    expect(unsigned.statusCode).toBe(400);

    const ok = await webhook('stripe', payload, signed(payload));
    expect(ok.json()).toEqual({ received: true, status: 'paid' });
    expect(await credits(u)).toBe(1000);
    const replay = await webhook('stripe', payload, signed(payload));
    expect(replay.json().status).toBe('already_paid');
    const late = await back('stripe', id);
    expect(late.headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
    const asJson = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?invoice=${id}&key=${returnKey(app.config.jwtSecret, id)}`,
      headers: { accept: 'application/json' },
    });
    expect(asJson.json()).toEqual({
      payment: 'paid',
      redirect_url: `${PUBLIC}/buy_credits?payment=paid&invoice=${id}`,
    });

    // An event for a different amount is not applied.
    const other = await buy(u, 'stripe');
    const s2 = fakes.stripe.state.sessions.get(other.ref);
    if (!s2) throw new Error('no session');
    const tampered = event({ ...s2, payment_status: 'paid', amount_total: 1 });
    expect((await webhook('stripe', tampered, signed(tampered))).json().status).toBe('rejected');
    expect(await credits(u)).toBe(1000);
    // Events we do not act on are acknowledged and ignored.
    const other2 = event(s2, 'customer.created');
    expect((await webhook('stripe', other2, signed(other2))).json().status).toBe('ignored');
  });

  it('a webhook racing the return credits once', async () => {
    const u = await createUser(app);
    const { ref, id } = await buy(u, 'stripe');
    const session = fakes.stripe.state.sessions.get(ref);
    if (!session) throw new Error('no session');
    session.payment_status = 'paid';
    const payload = event(session);
    const results = await Promise.all([
      webhook('stripe', payload, signed(payload)),
      back('stripe', id),
      webhook('stripe', payload, signed(payload)),
      back('stripe', id),
    ]);
    expect(results[1].headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
    const history = await app.db('credit_ledger').where({ user_id: u.id });
    expect(history).toHaveLength(1);
  });
});

describe('paypal', () => {
  const sig = (genuine: boolean) => {
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
  const completed = (orderId: string) =>
    JSON.stringify({
      id: 'WH-2',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP', supplementary_data: { related_ids: { order_id: orderId } } },
    });

  it('captures on return, credits once, verifies notifications with PayPal', async () => {
    const u = await createUser(app);
    const { next, ref, id } = await buy(u, 'paypal');
    expect(next.redirect_url).toContain(ref);
    expect(fakes.paypal.state.orders.get(ref)?.amount).toEqual({ currency_code: 'EUR', value: '10.00' });
    // Returning before approving does not pay.
    expect((await back('paypal', id, `&token=${ref}`)).headers.location).toContain('payment=pending');

    const order = fakes.paypal.state.orders.get(ref);
    if (!order) throw new Error('no order');
    order.status = 'APPROVED';
    expect((await back('paypal', id, `&token=${ref}`)).headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    // PayPal's own completion notice arrives afterwards: nothing more happens.
    const replay = await webhook('paypal', completed(ref), sig(true));
    expect(replay.json().status).toBe('already_paid');
    expect((await back('paypal', id)).headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(order.captures).toBe(1);

    const forged = await webhook('paypal', completed(ref), sig(false));
    expect(forged.statusCode).toBe(400);
    expect((await webhook('paypal', 'not json', sig(true))).statusCode).toBe(400);
  });

  it('an approval notice racing the return captures and credits once', async () => {
    const u = await createUser(app);
    const { ref, id } = await buy(u, 'paypal');
    const order = fakes.paypal.state.orders.get(ref);
    if (!order) throw new Error('no order');
    order.status = 'APPROVED';
    const [hook, ret, hook2] = await Promise.all([
      webhook('paypal', approved(ref), sig(true)),
      back('paypal', id),
      webhook('paypal', approved(ref), sig(true)),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook2.statusCode).toBe(200);
    expect(ret.statusCode).toBe(302);
    expect(order.captures).toBe(1);
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
  });
});

describe('coinbase commerce', () => {
  const sign = (payload: string, secret = S.coinbaseSecret) => ({
    'x-cc-webhook-signature': createHmac('sha256', secret).update(payload).digest('hex'),
  });

  it('pays by charge, credits once, refuses forgeries', async () => {
    const u = await createUser(app);
    const { next, ref, id } = await buy(u, 'coinbase');
    expect(next.redirect_url).toContain(ref);
    const charge = fakes.coinbase.state.charges.get(ref);
    if (!charge) throw new Error('no charge');
    expect(charge.pricing.local).toEqual({ amount: '10.00', currency: 'EUR' });
    expect((await back('coinbase', id)).headers.location).toContain('payment=pending');

    charge.timeline.push({ status: 'COMPLETED' });
    const payload = JSON.stringify({
      id: 'evt',
      event: { id: 'e1', type: 'charge:confirmed', data: charge },
    });
    expect((await webhook('coinbase', payload, sign(payload, 'wrong'))).statusCode).toBe(400);
    const tampered = payload.replace('"10.00"', '"1.00"');
    expect((await webhook('coinbase', tampered, sign(payload))).statusCode).toBe(400);
    expect(await credits(u)).toBe(0);

    expect((await webhook('coinbase', payload, sign(payload))).json().status).toBe('paid');
    expect((await webhook('coinbase', payload, sign(payload))).json().status).toBe('already_paid');
    expect((await back('coinbase', id)).headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);

    // A pending-only event is acknowledged but changes nothing.
    const pending = JSON.stringify({ event: { type: 'charge:pending', data: charge } });
    expect((await webhook('coinbase', pending, sign(pending))).json().status).toBe('ignored');
  });

  it('the return confirms with the API when the notification is late', async () => {
    const u = await createUser(app);
    const { ref, id } = await buy(u, 'coinbase');
    fakes.coinbase.state.charges.get(ref)?.timeline.push({ status: 'COMPLETED' });
    expect((await back('coinbase', id)).headers.location).toContain('payment=paid');
    const charge = fakes.coinbase.state.charges.get(ref);
    const payload = JSON.stringify({ event: { type: 'charge:confirmed', data: charge } });
    expect((await webhook('coinbase', payload, sign(payload))).json().status).toBe('already_paid');
    expect(await credits(u)).toBe(1000);
  });
});

describe('square', () => {
  const notificationUrl = `${PUBLIC}/api/payments/square/webhook`;
  const sign = (payload: string, key = S.squareKey, url = notificationUrl) => ({
    'x-square-hmacsha256-signature': createHmac('sha256', key)
      .update(url + payload)
      .digest('base64'),
  });
  const paymentEvent = (orderId: string, status = 'COMPLETED') =>
    JSON.stringify({
      merchant_id: 'M1',
      type: 'payment.updated',
      event_id: `ev-${Math.random()}`,
      data: { type: 'payment', id: 'P1', object: { payment: { id: 'P1', order_id: orderId, status } } },
    });

  it('pays by payment link, credits once, refuses forgeries', async () => {
    const u = await createUser(app);
    const { next, ref, id } = await buy(u, 'square');
    expect(next.redirect_url).toMatch(/^https:\/\/square\.link\//);
    const order = fakes.square.state.orders.get(ref);
    if (!order) throw new Error('no order');
    expect(order.total_money).toEqual({ amount: 1000, currency: 'EUR' });

    // The buyer's card is not through yet.
    const pendingPayload = paymentEvent(ref, 'APPROVED');
    expect((await webhook('square', pendingPayload, sign(pendingPayload))).json().status).toBe('ignored');

    order.state = 'COMPLETED';
    order.tenders = [{ id: 'T1' }];
    order.net_amount_due_money = { amount: 0, currency: 'EUR' };
    const payload = paymentEvent(ref);
    expect((await webhook('square', payload, sign(payload, 'wrong-key'))).statusCode).toBe(400);
    expect(
      (await webhook('square', payload, sign(payload, S.squareKey, 'http://elsewhere/hook'))).statusCode,
    ).toBe(400);
    expect(await credits(u)).toBe(0);
    expect((await webhook('square', payload, sign(payload))).json().status).toBe('paid');
    expect((await webhook('square', payload, sign(payload))).json().status).toBe('already_paid');
    expect((await back('square', id)).headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
  });
});

describe('payfast', () => {
  /** An ITN as PayFast posts it: fields in its order, signature last; registered with the fake as sent. */
  function itn(fields: [string, string][], passphrase = S.payfastPass, register = true) {
    const signature = payfastSignature(fields, passphrase);
    const text = fields.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%20/g, '+')}`).join('&');
    if (register) fakes.payfast.state.sent.add(text);
    return `${text}&signature=${signature}`;
  }
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('posts a signed form, credits on a valid ITN once, refuses forgeries', async () => {
    const u = await createUser(app);
    // PayFast takes rand only.
    const eur = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: u.headers,
      payload: { count: 1000, payment_method: 'payfast' },
    });
    expect(eur.statusCode).toBe(400);

    const { next, id, invoice } = await buy(u, 'payfast', { currency: 'ZAR' });
    expect(invoice).toMatchObject({ currency: 'ZAR', total: 20000 });
    expect(next.type).toBe('form');
    expect(next.form.action).toBe(`${fakes.payfast.url}/eng/process`);
    const { signature, ...fields } = next.form.fields;
    expect(fields).toMatchObject({ merchant_id: S.payfastId, m_payment_id: String(id), amount: '200.00' });
    expect(signature).toBe(payfastSignature(Object.entries(fields) as [string, string][], S.payfastPass));

    const base: [string, string][] = [
      ['m_payment_id', String(id)],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['item_name', '10 credits'],
      ['item_description', ''],
      ['amount_gross', '200.00'],
      ['amount_fee', '-4.60'],
      ['amount_net', '195.40'],
      ['name_first', 'Test'],
      ['merchant_id', S.payfastId],
    ];
    expect((await webhook('payfast', itn(base, 'wrong-pass'), form)).statusCode).toBe(400);
    // Correctly signed but PayFast never sent it: the validate call says INVALID.
    const unsent = base.map(([k, v]) => [k, k === 'pf_payment_id' ? '999' : v]) as [string, string][];
    expect((await webhook('payfast', itn(unsent, S.payfastPass, false), form)).statusCode).toBe(400);
    expect(await credits(u)).toBe(0);

    const body = itn(base);
    expect((await webhook('payfast', body, form)).json().status).toBe('paid');
    expect((await webhook('payfast', body, form)).json().status).toBe('already_paid');
    expect((await back('payfast', id)).headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
  });
});

describe('klarna', () => {
  const callback = (sid: string) =>
    JSON.stringify({ event_id: `e-${Math.random()}`, session: { session_id: sid, status: 'COMPLETED' } });

  it('pays on the hosted page, places, acknowledges and captures one order, credits once', async () => {
    const u = await createUser(app, { country: 'DE' });
    const { next, ref, id, invoice } = await buy(u, 'klarna');
    expect(next.redirect_url).toContain(ref);
    expect(invoice.total).toBe(1190);
    expect((await back('klarna', id)).headers.location).toContain('payment=pending');

    // A callback about a session Klarna does not know is refused.
    expect((await webhook('klarna', callback('hpp_forged'))).statusCode).toBe(400);
    // A callback claiming completion while Klarna says otherwise changes nothing.
    expect((await webhook('klarna', callback(ref))).json().status).toBe('ignored');

    const session = fakes.klarna.state.hpp.get(ref);
    if (!session) throw new Error('no session');
    session.status = 'COMPLETED';
    session.authorization_token = `auth-${id}`;
    const [hook, ret, hook2] = await Promise.all([
      webhook('klarna', callback(ref)),
      back('klarna', id),
      webhook('klarna', callback(ref)),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook2.statusCode).toBe(200);
    expect(ret.headers.location).toContain('payment=paid');
    expect(await credits(u)).toBe(1000);
    expect(await paymentRows(id)).toHaveLength(1);
    const orders = [...fakes.klarna.state.orders.values()].filter((o) => o.order_amount === 1190);
    expect(orders).toHaveLength(1);
    expect(orders[0].acknowledged).toBe(true);
    // Captured once, in full: an authorization alone is not money.
    expect(orders[0]).toMatchObject({ status: 'CAPTURED', captures: [{ captured_amount: 1190 }] });
    expect((await webhook('klarna', callback(ref))).json().status).toBe('already_paid');
    expect(orders[0].captures).toHaveLength(1);
  });
});

describe('bank and admin', () => {
  it('a bank invoice paid by the admin ignores a stray return', async () => {
    const admin = await createAdmin(app);
    const u = await createUser(app);
    const { id } = await buy(u, 'bank');
    expect((await back('bank', id)).headers.location).toContain('payment=pending');
    await app.inject({
      method: 'PATCH',
      url: '/api/credits/mark-as-paid',
      headers: admin.headers,
      payload: { id },
    });
    expect((await back('bank', id)).headers.location).toContain('payment=paid');
    // Without the key of its return address nobody learns whether an invoice exists or is paid.
    for (const invoice of [id, 999999]) {
      const guess = await app.inject({ method: 'GET', url: `/api/payments/bank/return?invoice=${invoice}` });
      expect(guess.headers.location).toBe(`${PUBLIC}/buy_credits?payment=pending&invoice=${invoice}`);
    }
    expect((await webhook('bank', '{}')).json().status).toBe('ignored');
    expect(await credits(u)).toBe(1000);
  });

  it('unknown providers and invoices are answered cleanly', async () => {
    expect((await webhook('cash', '{}')).statusCode).toBe(400);
    // Valid JSON that is no notification at all is refused like a forgery, never a 500.
    for (const provider of ['klarna', 'coinbase', 'paypal', 'square'])
      for (const payload of ['null', '42', '"text"'])
        expect((await webhook(provider, payload)).statusCode, `${provider} ${payload}`).toBe(400);
    expect((await back('stripe', 999999)).headers.location).toContain('payment=unknown');

    expect(
      (await app.inject({ method: 'GET', url: '/api/payments/stripe/return?invoice=abc' })).statusCode,
    ).toBe(400);
  });
});
