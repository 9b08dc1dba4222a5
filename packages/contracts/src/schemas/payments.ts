import { type Static, Type } from '@sinclair/typebox';
import { type PAYMENT_METHODS, PaymentMethodSchema } from './credits.js';

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

/**
 * The keys each provider needs, by the names the admin area uses. Values are write-only: the server only
 * tells where a key comes from. `env` names the environment variable that wins over a stored value.
 */
export const PAYMENT_KEY_FIELDS = {
  bank: [],
  stripe: [
    { name: 'secret_key', env: 'STRIPE_SECRET_KEY', required: true },
    { name: 'webhook_secret', env: 'STRIPE_WEBHOOK_SECRET', required: true },
  ],
  paypal: [
    { name: 'client_id', env: 'PAYPAL_CLIENT_ID', required: true },
    { name: 'client_secret', env: 'PAYPAL_CLIENT_SECRET', required: true },
    { name: 'webhook_id', env: 'PAYPAL_WEBHOOK_ID', required: true },
  ],
  coinbase: [
    { name: 'api_key', env: 'COINBASE_API_KEY', required: true },
    { name: 'webhook_secret', env: 'COINBASE_WEBHOOK_SECRET', required: true },
  ],
  square: [
    { name: 'access_token', env: 'SQUARE_ACCESS_TOKEN', required: true },
    { name: 'location_id', env: 'SQUARE_LOCATION_ID', required: true },
    { name: 'webhook_signature_key', env: 'SQUARE_WEBHOOK_SIGNATURE_KEY', required: true },
  ],
  payfast: [
    { name: 'merchant_id', env: 'PAYFAST_MERCHANT_ID', required: true },
    { name: 'merchant_key', env: 'PAYFAST_MERCHANT_KEY', required: true },
    { name: 'passphrase', env: 'PAYFAST_PASSPHRASE', required: false },
  ],
  klarna: [
    { name: 'username', env: 'KLARNA_USERNAME', required: true },
    { name: 'password', env: 'KLARNA_PASSWORD', required: true },
  ],
} as const satisfies Record<
  (typeof PAYMENT_METHODS)[number],
  readonly { name: string; env: string; required: boolean }[]
>;

export const KeySource = Type.Union([Type.Literal('env'), Type.Literal('stored'), Type.Literal('missing')]);

export const PaymentProviderStatus = Type.Object({
  provider: PaymentMethodSchema,
  /** The site switch of the method. */
  enabled: Type.Boolean(),
  /** Every required key is present: the method works once switched on. */
  configured: Type.Boolean(),
  /** Customers can pay with it now (switched on and configured). */
  ready: Type.Boolean(),
  fields: Type.Array(
    Type.Object({
      name: Type.String(),
      env: Type.String(),
      required: Type.Boolean(),
      source: KeySource,
    }),
  ),
  /** Required keys still missing. */
  missing: Type.Array(Type.String()),
  /** Whether "test connection" can ask the provider (some have no call that checks keys). */
  testable: Type.Boolean(),
});
export const PaymentProvidersReply = Type.Object({ providers: Type.Array(PaymentProviderStatus) });
export type PaymentProviderStatus = Static<typeof PaymentProviderStatus>;

/** A value sets the key; null removes the stored one; a missing field leaves it as it is. */
export const PaymentKeysUpdate = Type.Object(
  {
    keys: Type.Record(
      Type.String({ maxLength: 40 }),
      Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type PaymentKeysUpdate = Static<typeof PaymentKeysUpdate>;
