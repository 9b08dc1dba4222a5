import type { PaymentsConfig } from '../../../config.js';
import {
  badSignature,
  type CheckoutInvoice,
  fetchJson,
  type PaymentEvent,
  type PaymentProvider,
  parseJsonBody,
  providerFailed,
} from '../provider.js';

interface HppSession {
  session_id: string;
  status: string;
  authorization_token?: string;
  order_id?: string;
}

const LOCALES: Record<string, string> = { DE: 'de-DE', AT: 'de-AT', NL: 'nl-NL', SE: 'sv-SE', FI: 'fi-FI' };

/**
 * Klarna Payments through the Hosted Payment Page: a payments session plus an HPP session per invoice; the
 * customer pays on Klarna's page; on return (or HPP status callback) we read the HPP session from Klarna,
 * place the order with the authorization token (idempotent per invoice), acknowledge it and capture the
 * whole amount through the Order Management API: credits are delivered at once, and an authorization alone
 * is not money (Klarna lets it lapse uncaptured). Only a captured order counts as paid. Callbacks are not
 * signed, so nothing in them is trusted: only what Klarna's API answers counts. The Klarna order id is the
 * payment's reference.
 */
export function klarnaProvider(cfg: PaymentsConfig['klarna']): PaymentProvider {
  const auth = () => `Basic ${Buffer.from(`${cfg.username}:${cfg.password}`).toString('base64')}`;
  const call = <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    fetchJson<T>(`${cfg.apiBase}${path}`, {
      method,
      headers: { authorization: auth(), 'content-type': 'application/json', ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const orderBody = (inv: CheckoutInvoice) => ({
    purchase_country: inv.country || 'DE',
    purchase_currency: inv.currency,
    locale: LOCALES[inv.country] ?? 'en-GB',
    order_amount: inv.total,
    order_tax_amount: inv.vatAmount,
    merchant_reference1: String(inv.id),
    order_lines: [
      {
        type: 'digital',
        name: inv.itemName,
        quantity: 1,
        unit_price: inv.total,
        tax_rate: inv.vatBp,
        total_amount: inv.total,
        total_tax_amount: inv.vatAmount,
      },
    ],
  });

  async function settleSession(hppSessionId: string, inv: CheckoutInvoice): Promise<PaymentEvent | null> {
    const { body: hpp } = await call<HppSession>(
      'GET',
      `/hpp/v1/sessions/${encodeURIComponent(hppSessionId)}`,
    );
    if (hpp.status !== 'COMPLETED' || !hpp.authorization_token) return null;
    let orderId = hpp.order_id;
    if (!orderId) {
      // One order per invoice whoever gets here first: the idempotency key makes a second call answer the
      // same order.
      const { body: order } = await call<{ order_id: string; fraud_status?: string }>(
        'POST',
        `/payments/v1/authorizations/${encodeURIComponent(hpp.authorization_token)}/order`,
        orderBody(inv),
        { 'klarna-idempotency-key': `invoice-${inv.id}` },
      );
      if (order.fraud_status && order.fraud_status !== 'ACCEPTED') return null;
      orderId = order.order_id;
    }
    type OmOrder = { order_id: string; status: string; order_amount: number; purchase_currency: string };
    const orderPath = `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`;
    let { body: om } = await call<OmOrder>('GET', orderPath);
    await call('POST', `${orderPath}/acknowledge`).catch(() => undefined);
    if (om.status === 'AUTHORIZED') {
      // One capture per order whoever gets here first (the key makes a repeat answer the same capture);
      // a failed one leaves the payment pending, and the next callback or return tries again.
      const captured = await call(
        'POST',
        `${orderPath}/captures`,
        { captured_amount: om.order_amount, description: inv.itemName },
        { 'klarna-idempotency-key': `capture-${orderId}` },
      ).catch(() => null);
      if (captured) ({ body: om } = await call<OmOrder>('GET', orderPath));
    }
    return {
      invoiceId: inv.id,
      checkoutRef: hppSessionId,
      paid: om.status === 'CAPTURED',
      providerRef: om.order_id,
      amount: om.order_amount,
      currency: om.purchase_currency,
    };
  }

  return {
    name: 'klarna',
    flag: 'klarna_payment',
    configured: () => Boolean(cfg.username && cfg.password),
    async createCheckout(inv, urls) {
      try {
        const { body: ps } = await call<{ session_id: string }>('POST', '/payments/v1/sessions', {
          ...orderBody(inv),
          intent: 'buy',
        });
        const { body: hpp } = await call<{ session_id: string; redirect_url: string }>(
          'POST',
          '/hpp/v1/sessions',
          {
            payment_session_url: `${cfg.apiBase}/payments/v1/sessions/${ps.session_id}`,
            merchant_urls: {
              success: `${urls.returnUrl}&sid={{session_id}}`,
              cancel: urls.cancelUrl,
              back: urls.cancelUrl,
              failure: urls.cancelUrl,
              error: urls.cancelUrl,
              status_update: urls.webhookUrl,
            },
            options: { place_order_mode: 'NONE' },
          },
        );
        return { next: { type: 'redirect', redirect_url: hpp.redirect_url }, checkoutRef: hpp.session_id };
      } catch {
        throw providerFailed('Klarna');
      }
    },
    async handleWebhook(raw, _headers, ctx) {
      const body = parseJsonBody<{ session?: { session_id?: string } }>(raw);
      const sid = body.session?.session_id;
      const inv = sid ? await ctx.invoiceByRef(sid) : null;
      if (!sid || !inv) throw badSignature();
      try {
        return await settleSession(sid, inv);
      } catch {
        // Klarna does not know the session: a forged or mistaken callback.
        throw badSignature();
      }
    },
    async confirmReturn(ctx) {
      if (!ctx.checkoutRef) return null;
      return settleSession(ctx.checkoutRef, ctx.invoice);
    },
  };
}
