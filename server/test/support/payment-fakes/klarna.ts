import { id, notFound, serve } from './serve.js';

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
      captures: { capture_id: string; captured_amount: number }[];
    }
  >();
  const captureKeys = new Map<string, string>();
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
        captures: [] as { capture_id: string; captured_amount: number }[],
      };
      orders.set(o.order_id, o);
      if (key) byIdempotency.set(key, o.order_id);
      return {
        json: { order_id: o.order_id, fraud_status: 'ACCEPTED', redirect_url: 'https://klarna.test/done' },
      };
    }
    const om = /^\/ordermanagement\/v1\/orders\/([^/]+)(\/acknowledge|\/captures)?$/.exec(p);
    if (om) {
      const o = orders.get(om[1]);
      if (!o) return notFound;
      if (req.method === 'POST' && om[2] === '/acknowledge') {
        o.acknowledged = true;
        return { status: 204 };
      }
      if (req.method === 'POST' && om[2] === '/captures') {
        // As Klarna: a repeated idempotency key answers the first capture; more than the order is refused.
        const key = String(req.headers['klarna-idempotency-key'] ?? '');
        if (key && captureKeys.has(key)) return { status: 201 };
        const amount = Number(JSON.parse(body).captured_amount);
        const taken = o.captures.reduce((n, c) => n + c.captured_amount, 0);
        if (!(amount > 0) || taken + amount > o.order_amount)
          return { status: 403, json: { error_code: 'CAPTURE_NOT_ALLOWED' } };
        const capture = { capture_id: id('cap_'), captured_amount: amount };
        o.captures.push(capture);
        if (key) captureKeys.set(key, capture.capture_id);
        o.status = taken + amount === o.order_amount ? 'CAPTURED' : 'PART_CAPTURED';
        return { status: 201 };
      }
      return { json: o };
    }
    return notFound;
  });
}
