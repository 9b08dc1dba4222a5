/**
 * Small local stand-ins for the payment providers' APIs, for tests only. Each speaks just enough of the
 * provider's documented protocol for our calls, keeps its state in memory and lets a test "pay".
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Reply = { status?: number; json?: unknown; text?: string };
type Handler = (req: IncomingMessage, body: string, url: URL) => Reply | Promise<Reply>;

export interface Fake<S> {
  url: string;
  state: S;
  calls: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

async function serve<S>(state: S, handler: Handler): Promise<Fake<S>> {
  const calls: Fake<S>['calls'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    let reply: Reply;
    try {
      reply = await handler(req, body, url);
    } catch (err) {
      reply = { status: 500, json: { error: String(err) } };
    }
    res.statusCode = reply.status ?? 200;
    if (reply.text !== undefined) {
      res.setHeader('content-type', 'text/plain');
      res.end(reply.text);
    } else if (reply.json === undefined) {
      res.end();
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply.json));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const notFound: Reply = { status: 404, json: { error: 'not found' } };

// ---- Stripe: form-encoded requests, JSON answers, Bearer secret key.
export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: string;
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
}
export interface StripeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}
export function fakeStripe(secretKey: string) {
  const sessions = new Map<string, StripeSession>();
  const refunds: StripeRefund[] = [];
  /** Answers already given per Idempotency-Key, as Stripe replays them. */
  const replies = new Map<string, StripeRefund>();
  return serve({ sessions, refunds }, (req, body, url) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return { status: 401, json: { error: { type: 'invalid_request_error' } } };
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const f = new URLSearchParams(body);
      const s: StripeSession = {
        id: id('cs_test_'),
        object: 'checkout.session',
        url: '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(f.get('line_items[0][price_data][unit_amount]')),
        currency: f.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: f.get('client_reference_id'),
        metadata: Object.fromEntries(
          [...f.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
        payment_intent: id('pi_'),
      };
      s.url = `https://checkout.stripe.test/c/pay/${s.id}`;
      sessions.set(s.id, s);
      return { json: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) return sessions.has(m[1]) ? { json: sessions.get(m[1]) } : notFound;
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const seen = key ? replies.get(key) : undefined;
      if (seen) return { json: seen };
      const f = new URLSearchParams(body);
      const intent = f.get('payment_intent') ?? '';
      const s = [...sessions.values()].find((x) => x.payment_intent === intent);
      if (s?.payment_status !== 'paid')
        return { status: 400, json: { error: { type: 'invalid_request_error', code: 'charge_not_paid' } } };
      const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
      const amount = Number(f.get('amount') ?? s.amount_total - refunded);
      if (amount + refunded > s.amount_total)
        return {
          status: 400,
          json: { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } },
        };
      const r: StripeRefund = {
        id: id('re_'),
        object: 'refund',
        payment_intent: intent,
        amount,
        status: 'succeeded',
      };
      refunds.push(r);
      if (key) replies.set(key, r);
      return { json: r };
    }
    return notFound;
  });
}

// ---- PayPal: OAuth client credentials, Orders v2, verify-webhook-signature.
export interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  invoice: string;
  amount: { currency_code: string; value: string };
  captures: number;
  refunds: { id: string; amount: { currency_code: string; value: string } }[];
}
export function fakePaypal(clientId: string, secret: string, webhookId: string) {
  const orders = new Map<string, PaypalOrder>();
  const token = id('A21AA');
  /** Transmission signatures the fake treats as genuine. */
  const genuine = new Set<string>();
  const view = (o: PaypalOrder) => ({
    id: o.id,
    status: o.status,
    links: [{ rel: 'payer-action', href: `https://www.paypal.test/checkoutnow?token=${o.id}` }],
    purchase_units: [
      {
        custom_id: o.invoice,
        amount: o.amount,
        payments:
          o.status === 'COMPLETED'
            ? { captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED', amount: o.amount }] }
            : undefined,
      },
    ],
  });
  return serve({ orders, genuine }, (req, body, url) => {
    if (url.pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
      if (req.headers.authorization !== basic || body !== 'grant_type=client_credentials') {
        return { status: 401, json: { error: 'invalid_client' } };
      }
      return { json: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return { status: 401, json: { name: 'AUTHENTICATION_FAILURE' } };
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const b = JSON.parse(body);
      const o: PaypalOrder = {
        id: id('PP').toUpperCase(),
        status: 'CREATED',
        invoice: b.purchase_units[0].custom_id,
        amount: b.purchase_units[0].amount,
        captures: 0,
        refunds: [],
      };
      orders.set(o.id, o);
      return { status: 201, json: view(o) };
    }
    const cap = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    if (req.method === 'POST' && cap) {
      const o = orders.get(cap[1]);
      if (!o) return notFound;
      if (o.status === 'COMPLETED')
        return {
          status: 422,
          json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
        };
      if (o.status !== 'APPROVED')
        return {
          status: 422,
          json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        };
      o.status = 'COMPLETED';
      o.captures += 1;
      return { status: 201, json: view(o) };
    }
    const refund = /^\/v2\/payments\/captures\/CAP-([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const o = orders.get(refund[1]);
      if (o?.status !== 'COMPLETED') return notFound;
      const key = String(req.headers['paypal-request-id'] ?? '');
      const seen = o.refunds.find((r) => r.id === `RF-${key}`);
      if (seen) return { json: { id: seen.id, status: 'COMPLETED' } };
      if (o.refunds.length)
        return {
          status: 422,
          json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
        };
      const amount = JSON.parse(body || '{}').amount ?? o.amount;
      o.refunds.push({ id: `RF-${key || id('')}`, amount });
      return { status: 201, json: { id: o.refunds[0].id, status: 'COMPLETED' } };
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get)
      return orders.has(get[1]) ? { json: view(orders.get(get[1]) as PaypalOrder) } : notFound;
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const b = JSON.parse(body);
      const ok = b.webhook_id === webhookId && genuine.has(b.transmission_sig);
      return { json: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return notFound;
  });
}

// ---- Coinbase Commerce: charges with X-CC-Api-Key.
export function fakeCoinbase(apiKey: string) {
  const charges = new Map<
    string,
    {
      id: string;
      code: string;
      hosted_url: string;
      metadata: Record<string, string>;
      pricing: { local: { amount: string; currency: string } };
      timeline: { status: string }[];
    }
  >();
  return serve({ charges }, (req, body, url) => {
    if (req.headers['x-cc-api-key'] !== apiKey)
      return { status: 401, json: { error: { type: 'authorization_error' } } };
    if (req.method === 'POST' && url.pathname === '/charges') {
      const b = JSON.parse(body);
      const code = id('').slice(0, 8).toUpperCase();
      const c = {
        id: id('ch-'),
        code,
        hosted_url: `https://commerce.coinbase.test/charges/${code}`,
        metadata: b.metadata,
        pricing: { local: b.local_price },
        timeline: [{ status: 'NEW' }],
      };
      charges.set(code, c);
      return { status: 201, json: { data: c } };
    }
    const m = /^\/charges\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m)
      return charges.has(m[1]) ? { json: { data: charges.get(m[1]) } } : notFound;
    return notFound;
  });
}

// ---- Square: payment links and orders, Bearer access token.
export function fakeSquare(accessToken: string) {
  const orders = new Map<
    string,
    {
      id: string;
      location_id: string;
      state: string;
      total_money: { amount: number; currency: string };
      net_amount_due_money: { amount: number; currency: string };
      tenders: unknown[];
    }
  >();
  const refunds: {
    id: string;
    idempotency_key: string;
    payment_id: string;
    amount_money: { amount: number; currency: string };
    status: string;
  }[] = [];
  return serve({ orders, refunds }, (req, body, url) => {
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return { status: 401, json: { errors: [{ code: 'UNAUTHORIZED' }] } };
    if (req.method === 'POST' && url.pathname === '/v2/online-checkout/payment-links') {
      const b = JSON.parse(body);
      const money = b.quick_pay.price_money;
      const order = {
        id: id('sqo_'),
        location_id: b.quick_pay.location_id,
        state: 'OPEN',
        total_money: money,
        net_amount_due_money: money,
        tenders: [],
      };
      orders.set(order.id, order);
      const linkId = id('LNK');
      return {
        json: {
          payment_link: {
            id: linkId,
            version: 1,
            order_id: order.id,
            url: `https://square.link/u/${linkId}`,
          },
        },
      };
    }
    const m = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) return orders.has(m[1]) ? { json: { order: orders.get(m[1]) } } : notFound;
    if (req.method === 'POST' && url.pathname === '/v2/refunds') {
      const b = JSON.parse(body);
      const seen = refunds.find((r) => r.idempotency_key === b.idempotency_key);
      if (seen) return { json: { refund: seen } };
      const order = [...orders.values()].find((o) =>
        (o.tenders as { payment_id?: string }[]).some((t) => t.payment_id === b.payment_id),
      );
      const refunded = refunds
        .filter((r) => r.payment_id === b.payment_id)
        .reduce((n, r) => n + r.amount_money.amount, 0);
      if (order?.state !== 'COMPLETED' || refunded + b.amount_money.amount > order.total_money.amount)
        return { status: 400, json: { errors: [{ code: 'REFUND_AMOUNT_INVALID' }] } };
      const r = {
        id: id('rf_'),
        idempotency_key: b.idempotency_key as string,
        payment_id: b.payment_id as string,
        amount_money: b.amount_money as { amount: number; currency: string },
        status: 'PENDING',
      };
      refunds.push(r);
      return { json: { refund: r } };
    }
    return notFound;
  });
}

// ---- PayFast: the ITN validate endpoint answers VALID for notifications it sent.
export function fakePayfast() {
  const sent = new Set<string>();
  return serve({ sent }, (req, body, url) => {
    if (req.method === 'POST' && url.pathname === '/eng/query/validate') {
      return { text: sent.has(body) ? 'VALID' : 'INVALID' };
    }
    return notFound;
  });
}

// ---- Klarna: payments sessions, HPP sessions, orders from authorizations, order management.
export function fakeKlarna(username: string, password: string) {
  const hpp = new Map<
    string,
    { session_id: string; status: string; authorization_token?: string; amount: number; currency: string }
  >();
  const orders = new Map<
    string,
    {
      order_id: string;
      status: string;
      order_amount: number;
      purchase_currency: string;
      acknowledged: boolean;
    }
  >();
  const byIdempotency = new Map<string, string>();
  const payments = new Map<string, { order_amount: number; purchase_currency: string }>();
  const basic = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return serve({ hpp, orders }, (req, body, url) => {
    if (req.headers.authorization !== basic) return { status: 401, json: { error_code: 'UNAUTHORIZED' } };
    const p = url.pathname;
    if (req.method === 'POST' && p === '/payments/v1/sessions') {
      const b = JSON.parse(body);
      const sid = id('ps_');
      payments.set(sid, { order_amount: b.order_amount, purchase_currency: b.purchase_currency });
      return { json: { session_id: sid, client_token: 'token' } };
    }
    if (req.method === 'POST' && p === '/hpp/v1/sessions') {
      const b = JSON.parse(body);
      const ps = payments.get(String(b.payment_session_url).split('/').at(-1) ?? '');
      if (!ps) return { status: 400, json: { error_code: 'BAD_VALUE' } };
      const s = {
        session_id: id('hpp_'),
        status: 'WAITING',
        amount: ps.order_amount,
        currency: ps.purchase_currency,
      };
      hpp.set(s.session_id, s);
      return {
        status: 201,
        json: { session_id: s.session_id, redirect_url: `https://pay.klarna.test/hpp/${s.session_id}` },
      };
    }
    const hs = /^\/hpp\/v1\/sessions\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && hs) {
      const s = hpp.get(hs[1]);
      return s
        ? { json: { session_id: s.session_id, status: s.status, authorization_token: s.authorization_token } }
        : notFound;
    }
    const ao = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(p);
    if (req.method === 'POST' && ao) {
      const key = String(req.headers['klarna-idempotency-key'] ?? '');
      if (key && byIdempotency.has(key))
        return { json: { order_id: byIdempotency.get(key), fraud_status: 'ACCEPTED' } };
      const s = [...hpp.values()].find((x) => x.authorization_token === ao[1]);
      if (!s) return { status: 404, json: { error_code: 'NOT_FOUND' } };
      const b = JSON.parse(body);
      const o = {
        order_id: id('ko_'),
        status: 'AUTHORIZED',
        order_amount: b.order_amount,
        purchase_currency: b.purchase_currency,
        acknowledged: false,
      };
      orders.set(o.order_id, o);
      if (key) byIdempotency.set(key, o.order_id);
      return {
        json: { order_id: o.order_id, fraud_status: 'ACCEPTED', redirect_url: 'https://klarna.test/done' },
      };
    }
    const om = /^\/ordermanagement\/v1\/orders\/([^/]+)(\/acknowledge)?$/.exec(p);
    if (om) {
      const o = orders.get(om[1]);
      if (!o) return notFound;
      if (req.method === 'POST' && om[2]) {
        o.acknowledged = true;
        return { status: 204 };
      }
      return { json: o };
    }
    return notFound;
  });
}
