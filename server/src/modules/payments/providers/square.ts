import { createHmac, randomUUID } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.js';
import {
  badSignature,
  fetchJson,
  header,
  type PaymentEvent,
  type PaymentProvider,
  parseJsonBody,
  providerFailed,
} from '../provider.js';
import { sameSignature } from './coinbase.js';

interface SquareOrder {
  id: string;
  state?: string;
  reference_id?: string;
  total_money?: { amount: number; currency: string };
  net_amount_due_money?: { amount: number; currency: string };
  tenders?: { id: string; payment_id?: string }[];
}

/**
 * Square Checkout API: a payment link per invoice (quick pay), which creates a Square order. Paid when the
 * order is fully paid: `payment.updated` with status COMPLETED, signed with HMAC-SHA256 of the notification
 * URL plus the raw body (x-square-hmacsha256-signature), re-read from the Orders API. The Square order id is
 * the payment's reference.
 */
export function squareProvider(cfg: PaymentsConfig['square'], defaultWebhookUrl: string): PaymentProvider {
  const headers = () => ({
    authorization: `Bearer ${cfg.accessToken ?? ''}`,
    'square-version': '2025-10-16',
    'content-type': 'application/json',
  });
  async function readOrder(orderId: string): Promise<PaymentEvent> {
    const { body } = await fetchJson<{ order: SquareOrder }>(
      `${cfg.apiBase}/v2/orders/${encodeURIComponent(orderId)}`,
      { headers: headers() },
    );
    const o = body.order;
    const paid =
      o.state === 'COMPLETED' || (Boolean(o.tenders?.length) && (o.net_amount_due_money?.amount ?? 1) === 0);
    return {
      invoiceId: Number(o.reference_id) || null,
      checkoutRef: o.id,
      paid,
      providerRef: o.id,
      amount: o.total_money?.amount,
      currency: o.total_money?.currency,
    };
  }

  return {
    name: 'square',
    flag: 'square_payment',
    configured: () => Boolean(cfg.accessToken && cfg.locationId && cfg.webhookSignatureKey),
    async createCheckout(inv, urls) {
      try {
        const { body } = await fetchJson<{ payment_link: { id: string; url: string; order_id: string } }>(
          `${cfg.apiBase}/v2/online-checkout/payment-links`,
          {
            method: 'POST',
            headers: headers(),
            body: JSON.stringify({
              idempotency_key: randomUUID(),
              quick_pay: {
                name: inv.itemName.slice(0, 255),
                price_money: { amount: inv.total, currency: inv.currency },
                location_id: cfg.locationId,
              },
              checkout_options: { redirect_url: urls.returnUrl },
              pre_populated_data: inv.email ? { buyer_email: inv.email } : undefined,
              payment_note: inv.kind === 'shop' ? inv.itemName : `Invoice ${inv.id}`,
            }),
          },
        );
        return {
          next: { type: 'redirect', redirect_url: body.payment_link.url },
          checkoutRef: body.payment_link.order_id,
        };
      } catch {
        throw providerFailed('Square');
      }
    },
    async handleWebhook(raw, h, ctx) {
      const url = cfg.webhookUrl ?? ctx.webhookUrl ?? defaultWebhookUrl;
      const expected = createHmac('sha256', cfg.webhookSignatureKey ?? '')
        .update(url + raw.toString('utf8'))
        .digest('base64');
      if (!cfg.webhookSignatureKey || !sameSignature(expected, header(h, 'x-square-hmacsha256-signature'))) {
        throw badSignature();
      }
      const body = parseJsonBody<{
        type?: string;
        data?: { object?: { payment?: { order_id?: string; status?: string } } };
      }>(raw);
      const payment = body.data?.object?.payment;
      if (!['payment.created', 'payment.updated'].includes(body.type ?? '') || !payment?.order_id)
        return null;
      if (payment.status !== 'COMPLETED') return null;
      // The order, not the notification, says what was paid.
      return readOrder(payment.order_id);
    },
    async refund(req) {
      // The order's tender names the card payment; Square refunds payments, once per idempotency key.
      const { body } = await fetchJson<{ order: SquareOrder }>(
        `${cfg.apiBase}/v2/orders/${encodeURIComponent(req.paymentRef)}`,
        { headers: headers() },
      );
      const tender = body.order.tenders?.find((t) => t.payment_id) ?? body.order.tenders?.[0];
      const paymentId = tender?.payment_id ?? tender?.id;
      if (!paymentId) throw new Error(`Square order ${req.paymentRef} has no payment`);
      const { body: answer } = await fetchJson<{ refund: { id: string; status: string } }>(
        `${cfg.apiBase}/v2/refunds`,
        {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            idempotency_key: req.key,
            payment_id: paymentId,
            amount_money: { amount: req.amount, currency: req.currency },
            // Shown to the buyer; the same call refunds cancelled shop orders and payments not needed.
            reason: 'Refund',
          }),
        },
      );
      if (answer.refund.status === 'REJECTED' || answer.refund.status === 'FAILED')
        throw new Error(`Square refund ${answer.refund.id} is ${answer.refund.status}`);
      return answer.refund.id;
    },
    async confirmReturn(ctx) {
      if (!ctx.checkoutRef) return null;
      const evt = await readOrder(ctx.checkoutRef);
      return evt.paid ? evt : null;
    },
  };
}
