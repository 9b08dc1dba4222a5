import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.js';
import {
  badSignature,
  decimal,
  fetchJson,
  header,
  type PaymentEvent,
  type PaymentProvider,
  parseJsonBody,
  providerFailed,
  toMinor,
} from '../provider.js';

interface Charge {
  id: string;
  code: string;
  hosted_url?: string;
  metadata?: { invoice_id?: string; kind?: string };
  pricing?: { local?: { amount: string; currency: string } };
  timeline?: { status: string }[];
}

/** Constant-time comparison of two hex or base64 signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Coinbase Commerce: a fixed-price charge per invoice; paid on `charge:confirmed` (or `charge:resolved`),
 * notifications signed with HMAC-SHA256 of the raw body in X-CC-Webhook-Signature. The charge code is the
 * payment's reference.
 */
export function coinbaseProvider(cfg: PaymentsConfig['coinbase']): PaymentProvider {
  const headers = () => ({
    'x-cc-api-key': cfg.apiKey ?? '',
    'x-cc-version': '2018-03-22',
    'content-type': 'application/json',
  });
  const paidStatuses = new Set(['COMPLETED', 'RESOLVED']);
  const fromCharge = (c: Charge, paid: boolean): PaymentEvent => ({
    invoiceId: Number(c.metadata?.invoice_id) || null,
    checkoutRef: c.code,
    paid,
    providerRef: c.code,
    amount: c.pricing?.local ? toMinor(c.pricing.local.amount) : undefined,
    currency: c.pricing?.local?.currency,
    ...(c.metadata?.kind === 'shop' ? { kind: 'shop' as const } : {}),
  });

  return {
    name: 'coinbase',
    flag: 'coinbase_payment',
    configured: () => Boolean(cfg.apiKey && cfg.webhookSecret),
    async createCheckout(inv, urls) {
      try {
        const { body } = await fetchJson<{ data: Charge }>(`${cfg.apiBase}/charges`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            name: inv.itemName.slice(0, 100),
            description: inv.kind === 'shop' ? inv.itemName : `Invoice ${inv.id}`,
            pricing_type: 'fixed_price',
            local_price: { amount: decimal(inv.total), currency: inv.currency },
            metadata: { invoice_id: String(inv.id), ...(inv.kind ? { kind: inv.kind } : {}) },
            redirect_url: urls.returnUrl,
            cancel_url: urls.cancelUrl,
          }),
        });
        if (!body.data?.hosted_url) throw new Error('Coinbase answered a charge without a hosted URL');
        return {
          next: { type: 'redirect', redirect_url: body.data.hosted_url },
          checkoutRef: body.data.code,
        };
      } catch {
        throw providerFailed('Coinbase Commerce');
      }
    },
    async handleWebhook(raw, h) {
      const expected = createHmac('sha256', cfg.webhookSecret ?? '')
        .update(raw)
        .digest('hex');
      if (!cfg.webhookSecret || !sameSignature(expected, header(h, 'x-cc-webhook-signature')))
        throw badSignature();
      const body = parseJsonBody<{ event?: { type?: string; data?: Charge } }>(raw);
      const type = body.event?.type;
      if (!body.event?.data || (type !== 'charge:confirmed' && type !== 'charge:resolved')) return null;
      return fromCharge(body.event.data, true);
    },
    async confirmReturn(ctx) {
      if (!ctx.checkoutRef) return null;
      const { body } = await fetchJson<{ data: Charge }>(
        `${cfg.apiBase}/charges/${encodeURIComponent(ctx.checkoutRef)}`,
        {
          headers: headers(),
        },
      );
      const last = body.data.timeline?.at(-1)?.status ?? '';
      return paidStatuses.has(last) ? fromCharge(body.data, true) : null;
    },
  };
}
