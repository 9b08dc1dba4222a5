import { expect } from 'vitest';
import { returnKey } from '../../src/modules/payments/return-key.js';
import { buildTestApp, createAdmin, type TestUser } from '../helpers.js';
import { fakePaypal, fakeSquare, fakeStripe, paidSessionEvent, type StripeSession } from './payment-fakes.js';

/** The keys the portal is given for the providers' stand-ins (each stand-in checks them). */
export const KEYS = {
  stripeKey: 'sk_test_local',
  stripeWebhook: 'whsec_local_secret',
  paypalId: 'pp-client',
  paypalSecret: 'pp-secret',
  paypalWebhook: 'WH-LOCAL',
  squareToken: 'sq-token',
  squareKey: 'sq-signature-key',
};
export const PUBLIC_URL = 'http://portal.test';

type Method = 'stripe' | 'paypal' | 'square';

/**
 * A portal selling credits at 1.00 a credit through the stand-ins of Stripe, PayPal and Square (all three
 * configured, `methods` offered to customers), an admin, and the steps of a purchase the payment tests share.
 */
export async function creditPayments(methods: Method[]) {
  const stripe = await fakeStripe(KEYS.stripeKey);
  const paypal = await fakePaypal(KEYS.paypalId, KEYS.paypalSecret, KEYS.paypalWebhook);
  const square = await fakeSquare(KEYS.squareToken);
  const app = await buildTestApp(
    {},
    {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: KEYS.stripeKey,
      STRIPE_WEBHOOK_SECRET: KEYS.stripeWebhook,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: KEYS.paypalId,
      PAYPAL_CLIENT_SECRET: KEYS.paypalSecret,
      PAYPAL_WEBHOOK_ID: KEYS.paypalWebhook,
      PAYPAL_API_BASE: paypal.url,
      SQUARE_ACCESS_TOKEN: KEYS.squareToken,
      SQUARE_LOCATION_ID: 'LOC1',
      SQUARE_WEBHOOK_SIGNATURE_KEY: KEYS.squareKey,
      SQUARE_API_BASE: square.url,
    },
  );
  const site = await app.settings.all();
  const offered = Object.fromEntries(methods.map((m) => [`${m}_payment`, true]));
  await app.settings.set('site', { ...site, ...offered, credit_price: 100 });
  const admin = await createAdmin(app);

  const stripeSession = (ref: string): StripeSession => {
    const s = stripe.state.sessions.get(ref);
    if (!s) throw new Error(`no Stripe session ${ref}`);
    return s;
  };

  return {
    app,
    admin,
    stripe,
    paypal,
    square,
    stripeSession,

    /** Opens a checkout at `method`: for a new invoice of 7 credits, or again for `invoiceId` (another tab). */
    async checkout(u: TestUser, method: Method, invoiceId?: number) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/credits_user',
        headers: u.headers,
        payload: invoiceId
          ? { invoice_id: invoiceId, payment_method: method }
          : { count: 700, payment_method: method },
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().invoice._id as number;
      const row = await app.db('credit_invoices').where({ id }).first('checkout_ref');
      return { id, ref: row.checkout_ref as string, total: res.json().invoice.total as number };
    },

    /** Stripe's signed notice that the card checkout (a session, or its reference) was paid: answers its status. */
    async stripePaid(session: StripeSession | string) {
      const s = typeof session === 'string' ? stripeSession(session) : session;
      const { payload, signature } = paidSessionEvent(s, KEYS.stripeWebhook);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().status as string;
    },

    /** The customer's way back from `provider`, with the provider's own parameters: answers the page's outcome. */
    async back(provider: Method, invoice: number, extra: string) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/payments/${provider}/return?invoice=${invoice}&key=${returnKey(app.config.jwtSecret, invoice)}${extra}`,
      });
      return new URL(res.headers.location as string).searchParams.get('payment');
    },

    async close() {
      await app.cleanup();
      await Promise.all([stripe.close(), paypal.close(), square.close()]);
    },
  };
}

export type CreditPayments = Awaited<ReturnType<typeof creditPayments>>;
