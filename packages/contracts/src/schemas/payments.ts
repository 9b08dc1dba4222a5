import { Type } from '@sinclair/typebox';
import { PaymentMethodSchema } from './credits.js';

/** Payment methods the customer can pick now: enabled by the site and configured on the server. */
export const PaymentMethodsReply = Type.Object({
  methods: Type.Array(PaymentMethodSchema),
  currency: Type.String(),
  /** Minor units for one credit, per currency. */
  credit_prices: Type.Record(Type.String(), Type.Integer()),
});
export const ProviderParam = Type.Object({ provider: PaymentMethodSchema });
export const WebhookReply = Type.Object({ received: Type.Boolean(), status: Type.String() });
export const ReturnQuery = Type.Object(
  { invoice: Type.Integer({ minimum: 1 }) },
  { additionalProperties: true },
);
