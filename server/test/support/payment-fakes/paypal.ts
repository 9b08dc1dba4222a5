import type { IncomingMessage } from 'node:http';
import { id, notFound, type Reply, serve } from './serve.js';

export interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  invoice: string;
  amount: { currency_code: string; value: string };
  captures: number;
  refunds: { id: string; amount: { currency_code: string; value: string } }[];
  returnUrl: string;
}
/**
 * Runs once the fake has done what a call asks and before it answers: a test holds an answer there (an order
 * read as approved, a capture made) to put a race in a given order.
 */
export type PaypalHold = (method: string, path: string) => Promise<void> | void;

/**
 * PayPal's Orders v2 as the portal uses it: OAuth, orders, capture, refunds, webhook verification, and the
 * buyer's approval page (paying approves the order and goes back to its return_url with `token`). Listens on
 * `port` when given (a server configured with it ahead).
 */
export async function fakePaypal(clientId: string, secret: string, webhookId: string, { port = 0 } = {}) {
  const orders = new Map<string, PaypalOrder>();
  const token = id('A21AA');
  /** Transmission signatures the fake treats as genuine. */
  const genuine = new Set<string>();
  const state = { orders, genuine, hold: null as PaypalHold | null };
  let base = '';
  const view = (o: PaypalOrder) => ({
    id: o.id,
    status: o.status,
    links: [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${o.id}` }],
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
  const answer = (req: IncomingMessage, body: string, url: URL): Reply => {
    const approving =
      url.pathname === '/checkoutnow' ? orders.get(url.searchParams.get('token') ?? '') : null;
    if (approving && req.method === 'POST') {
      approving.status = 'APPROVED';
      return { status: 303, location: `${approving.returnUrl}&token=${approving.id}&PayerID=BUYER1` };
    }
    if (approving)
      return {
        html: `<html><body><form method="post"><button id="pp-pay">Pay ${approving.amount.value} ${approving.amount.currency_code}</button></form></body></html>`,
      };
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
        returnUrl: b.payment_source?.paypal?.experience_context?.return_url ?? '',
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
  };
  const fake = await serve(
    state,
    async (req, body, url) => {
      const reply = answer(req, body, url);
      await state.hold?.(req.method ?? 'GET', url.pathname);
      return reply;
    },
    port,
  );
  base = fake.url;
  return fake;
}
