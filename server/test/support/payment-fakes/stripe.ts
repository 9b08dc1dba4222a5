import Stripe from 'stripe';
import { id, notFound, serve } from './serve.js';

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
  success_url: string;
}
export interface StripeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}
/**
 * Stripe's Checkout API as the portal uses it: sessions created form-encoded and read back, refunds with
 * idempotency keys, and the hosted payment page (one link back to `success_url`), so a browser can walk
 * through a card payment. Listens on `port` when given (a server configured with it ahead).
 */
export async function fakeStripe(secretKey: string, { port = 0 } = {}) {
  const sessions = new Map<string, StripeSession>();
  let base = '';
  const refunds: StripeRefund[] = [];
  /** Answers already given per Idempotency-Key, as Stripe replays them. */
  const replies = new Map<string, StripeRefund>();
  const fake = await serve(
    { sessions, refunds },
    (req, body, url) => {
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      const paying = page ? sessions.get(page[1]) : undefined;
      if (req.method === 'GET' && paying) {
        const back = paying.success_url.replace('{CHECKOUT_SESSION_ID}', paying.id);
        return { html: `<html><body><a id="back" href="${back}">Back to the shop</a></body></html>` };
      }
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
          success_url: f.get('success_url') ?? '',
        };
        s.url = `${base}/pay/${s.id}`;
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
    },
    port,
  );
  base = fake.url;
  return fake;
}

/**
 * The customer has paid `session`: it reads paid from now on, and the event Stripe then sends arrives as
 * body and `stripe-signature` header, signed with the endpoint's secret by the Stripe SDK's own helper.
 */
export function paidSessionEvent(session: StripeSession, webhookSecret: string) {
  session.payment_status = 'paid';
  session.status = 'complete';
  const payload = JSON.stringify({
    id: id('evt_'),
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
  });
  return { payload, signature };
}
