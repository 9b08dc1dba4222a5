import { id, notFound, serve } from './serve.js';

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
