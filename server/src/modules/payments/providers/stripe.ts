import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import {
  badSignature,
  header,
  type PaymentEvent,
  type PaymentProvider,
  providerFailed,
} from '../provider.js';

/**
 * Stripe Checkout: a hosted Checkout Session per invoice; paid when `checkout.session.completed` (or the
 * async success event) arrives signed with the endpoint secret, or when the session reads as paid on return.
 * The session id is the payment's reference, so the webhook and the return agree on it.
 */
export function stripeProvider(cfg: PaymentsConfig['stripe']): PaymentProvider {
  let client: Stripe | null = null;
  const stripe = () => {
    if (client) return client;
    const base = cfg.apiBase ? new URL(cfg.apiBase) : null;
    client = new Stripe(cfg.secretKey ?? '', {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    return client;
  };

  const fromSession = (s: Stripe.Checkout.Session): PaymentEvent => ({
    invoiceId: Number(s.metadata?.invoice_id ?? s.client_reference_id) || null,
    checkoutRef: s.id,
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    providerRef: s.id,
    amount: s.amount_total ?? undefined,
    currency: s.currency?.toUpperCase(),
    ...(s.metadata?.kind === 'shop' ? { kind: 'shop' as const } : {}),
  });

  return {
    name: 'stripe',
    flag: 'stripe_payment',
    configured: () => Boolean(cfg.secretKey && cfg.webhookSecret),
    async createCheckout(inv, urls) {
      try {
        const session = await stripe().checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(inv.id),
            customer_email: inv.email || undefined,
            metadata: { invoice_id: String(inv.id), ...(inv.kind ? { kind: inv.kind } : {}) },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: inv.currency.toLowerCase(),
                  unit_amount: inv.total,
                  product_data: { name: inv.itemName },
                },
              },
            ],
            success_url: `${urls.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: urls.cancelUrl,
          },
          { idempotencyKey: `${inv.kind ?? 'invoice'}-${inv.id}-${inv.total}` },
        );
        if (!session.url) throw new Error('Stripe answered a session without a URL');
        return { next: { type: 'redirect', redirect_url: session.url }, checkoutRef: session.id };
      } catch {
        throw providerFailed('Stripe');
      }
    },
    async handleWebhook(raw, headers) {
      let event: Stripe.Event;
      try {
        event = stripe().webhooks.constructEvent(
          raw,
          header(headers, 'stripe-signature'),
          cfg.webhookSecret ?? '',
        );
      } catch {
        throw badSignature();
      }
      if (
        event.type !== 'checkout.session.completed' &&
        event.type !== 'checkout.session.async_payment_succeeded'
      ) {
        return null;
      }
      return fromSession(event.data.object as Stripe.Checkout.Session);
    },
    async refund(req) {
      // The session is the payment's reference; Stripe refunds its payment intent, once per key.
      const session = await stripe().checkout.sessions.retrieve(req.paymentRef);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${req.paymentRef} has no payment intent`);
      const refund = await stripe().refunds.create(
        { payment_intent: intent, amount: req.amount },
        { idempotencyKey: req.key },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
      return refund.id;
    },
    async confirmReturn(ctx) {
      if (!ctx.checkoutRef) return null;
      const session = await stripe().checkout.sessions.retrieve(ctx.checkoutRef);
      const evt = fromSession(session);
      return evt.paid ? evt : null;
    },
  };
}
