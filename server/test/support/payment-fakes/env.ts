/** The keys a test gives the providers' stand-ins, and so the portal. */
export interface ProviderSecrets {
  stripeKey: string;
  stripeWebhook: string;
  paypalId: string;
  paypalSecret: string;
  paypalWebhook: string;
  coinbaseKey: string;
  coinbaseSecret: string;
  squareToken: string;
  squareKey: string;
  payfastId: string;
  payfastKey: string;
  payfastPass: string;
  klarnaUser?: string;
  klarnaPass?: string;
}

/**
 * The portal's settings that point every payment provider at its running stand-in (`url` of each fake), with
 * the same keys: one list for every test that runs the providers together. Klarna only when it is given.
 */
export function providerEnv(
  s: ProviderSecrets,
  urls: {
    stripe: string;
    paypal: string;
    coinbase: string;
    square: string;
    payfast: string;
    klarna?: string;
  },
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: s.stripeKey,
    STRIPE_WEBHOOK_SECRET: s.stripeWebhook,
    STRIPE_API_BASE: urls.stripe,
    PAYPAL_CLIENT_ID: s.paypalId,
    PAYPAL_CLIENT_SECRET: s.paypalSecret,
    PAYPAL_WEBHOOK_ID: s.paypalWebhook,
    PAYPAL_API_BASE: urls.paypal,
    COINBASE_API_KEY: s.coinbaseKey,
    COINBASE_WEBHOOK_SECRET: s.coinbaseSecret,
    COINBASE_API_BASE: urls.coinbase,
    SQUARE_ACCESS_TOKEN: s.squareToken,
    SQUARE_LOCATION_ID: 'LOC1',
    SQUARE_WEBHOOK_SIGNATURE_KEY: s.squareKey,
    SQUARE_API_BASE: urls.square,
    PAYFAST_MERCHANT_ID: s.payfastId,
    PAYFAST_MERCHANT_KEY: s.payfastKey,
    PAYFAST_PASSPHRASE: s.payfastPass,
    PAYFAST_BASE_URL: urls.payfast,
    ...(urls.klarna && s.klarnaUser && s.klarnaPass
      ? { KLARNA_USERNAME: s.klarnaUser, KLARNA_PASSWORD: s.klarnaPass, KLARNA_API_BASE: urls.klarna }
      : {}),
  };
}
