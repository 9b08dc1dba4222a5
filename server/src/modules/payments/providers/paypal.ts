import type { PaymentsConfig } from '../../../config.js';
import {
  badSignature,
  decimal,
  fetchJson,
  header,
  type PaymentEvent,
  type PaymentProvider,
  parseJsonBody,
  type TakeCheck,
  providerFailed,
  readTaggedId,
  taggedId,
  toMinor,
} from '../provider.js';

interface PaypalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: {
      captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
}

/**
 * PayPal Orders v2 over its REST API: an order per invoice, the buyer approves it at PayPal, we capture it
 * when they return (or when the CHECKOUT.ORDER.APPROVED notification comes first), unless the invoice can no
 * longer take the money then. Notifications are verified by PayPal itself (verify-webhook-signature). The
 * PayPal order id is the payment's reference.
 */
export function paypalProvider(cfg: PaymentsConfig['paypal']): PaymentProvider {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
    const { body } = await fetchJson<{ access_token: string; expires_in: number }>(
      `${cfg.apiBase}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      },
    );
    token = { value: body.access_token, until: Date.now() + Math.max(0, (body.expires_in - 60) * 1000) };
    return token.value;
  }

  async function api<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    return fetchJson<T>(`${cfg.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const fromOrder = (o: PaypalOrder): PaymentEvent => {
    const unit = o.purchase_units?.[0];
    const cap = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    return {
      ...readTaggedId(unit?.custom_id),
      checkoutRef: o.id,
      paid: o.status === 'COMPLETED' && Boolean(cap),
      providerRef: o.id,
      amount: cap ? toMinor(cap.amount.value) : undefined,
      currency: cap?.amount.currency_code,
    };
  };

  /**
   * Captures an approved order once `cannotTake` allows it; an order captured before (by a racing request)
   * is read instead. An order left uncaptured charges nobody and expires at PayPal.
   */
  async function captureOrder(orderId: string, cannotTake: TakeCheck): Promise<PaymentEvent> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const { body: order } = await api<PaypalOrder>('GET', path);
    if (order.status === 'COMPLETED') return fromOrder(order);
    const unit = order.purchase_units?.[0];
    const asked = {
      ...readTaggedId(unit?.custom_id),
      checkoutRef: order.id,
      providerRef: order.id,
      amount: unit?.amount ? toMinor(unit.amount.value) : undefined,
      currency: unit?.amount?.currency_code,
    };
    const reason = await cannotTake(asked);
    if (reason) return { ...asked, paid: false, notTaken: reason };
    try {
      const { body } = await api<PaypalOrder>(
        'POST',
        `${path}/capture`,
        {},
        {
          'paypal-request-id': `capture-${orderId}`,
        },
      );
      return fromOrder(body);
    } catch (err) {
      if ((err as { status?: number }).status !== 422) throw err;
      const { body } = await api<PaypalOrder>('GET', path);
      return fromOrder(body);
    }
  }

  return {
    name: 'paypal',
    flag: 'paypal_payment',
    configured: () => Boolean(cfg.clientId && cfg.clientSecret && cfg.webhookId),
    async createCheckout(inv, urls) {
      try {
        const { body } = await api<PaypalOrder>(
          'POST',
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: taggedId(inv),
                custom_id: taggedId(inv),
                description: inv.itemName.slice(0, 127),
                amount: { currency_code: inv.currency, value: decimal(inv.total) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  return_url: urls.returnUrl,
                  cancel_url: urls.cancelUrl,
                  user_action: 'PAY_NOW',
                  shipping_preference: 'NO_SHIPPING',
                },
              },
            },
          },
          { 'paypal-request-id': `order-${taggedId(inv)}-${inv.total}` },
        );
        const link = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
        if (!link) throw new Error('PayPal answered an order without an approval link');
        return { next: { type: 'redirect', redirect_url: link.href }, checkoutRef: body.id };
      } catch {
        throw providerFailed('PayPal');
      }
    },
    async handleWebhook(raw, headers, ctx) {
      const event = parseJsonBody<{
        event_type?: string;
        resource?: {
          id?: string;
          custom_id?: string;
          supplementary_data?: { related_ids?: { order_id?: string } };
        };
      }>(raw);
      let verified = false;
      try {
        const { body } = await api<{ verification_status: string }>(
          'POST',
          '/v1/notifications/verify-webhook-signature',
          {
            auth_algo: header(headers, 'paypal-auth-algo'),
            cert_url: header(headers, 'paypal-cert-url'),
            transmission_id: header(headers, 'paypal-transmission-id'),
            transmission_sig: header(headers, 'paypal-transmission-sig'),
            transmission_time: header(headers, 'paypal-transmission-time'),
            webhook_id: cfg.webhookId,
            webhook_event: event,
          },
        );
        verified = body.verification_status === 'SUCCESS';
      } catch {
        verified = false;
      }
      if (!verified) throw badSignature();
      if (event.event_type === 'CHECKOUT.ORDER.APPROVED' && event.resource?.id) {
        return captureOrder(event.resource.id, ctx.cannotTake);
      }
      if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
        const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
        if (!orderId) return null;
        // Read the order back so amount and status come from PayPal, not from the notification.
        const { body } = await api<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
        return fromOrder(body);
      }
      return null;
    },
    async refund(req) {
      // The order names its capture; the refund goes against the capture, once per key.
      const { body } = await api<PaypalOrder>(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(req.paymentRef)}`,
      );
      const capture = body.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
      if (!capture) throw new Error(`PayPal order ${req.paymentRef} has no completed capture`);
      const { body: refund } = await api<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        { amount: { value: decimal(req.amount), currency_code: req.currency } },
        { 'paypal-request-id': req.key },
      );
      if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
        throw new Error(`PayPal refund ${refund.id} is ${refund.status}`);
      return refund.id;
    },
    async confirmReturn(ctx) {
      // PayPal appends ?token=<order id>; we trust only the order stored on the invoice.
      if (!ctx.checkoutRef) return null;
      const evt = await captureOrder(ctx.checkoutRef, ctx.cannotTake);
      return evt.paid || evt.notTaken ? evt : null;
    },
  };
}
