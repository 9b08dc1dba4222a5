import { type APIRequestContext, expect } from '@playwright/test';
import {
  fakeStripe,
  paidSessionEvent,
  type StripeSession,
} from '../../../server/test/support/payment-fakes/stripe';
import { STRIPE_FAKE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../playwright.config';

export type { StripeSession };

/** The Stripe stand-in on the port the e2e server was configured with, hosted payment page included. */
export function startStripe() {
  return fakeStripe(STRIPE_SECRET_KEY, { port: STRIPE_FAKE_PORT });
}

/** Marks a session paid and tells the portal the way Stripe does: a webhook signed with the endpoint secret. */
export async function payAndNotify(request: APIRequestContext, session: StripeSession) {
  const { payload, signature } = paidSessionEvent(session, STRIPE_WEBHOOK_SECRET);
  const res = await request.post('/api/payments/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(res.status(), await res.text()).toBe(200);
}
