/**
 * Small local stand-ins for the payment providers' APIs, for tests only. Each speaks just enough of the
 * provider's documented protocol for our calls, keeps its state in memory and lets a test "pay".
 */
export * from './payment-fakes/stripe.js';
export * from './payment-fakes/paypal.js';
export * from './payment-fakes/coinbase.js';
export * from './payment-fakes/square.js';
export * from './payment-fakes/payfast.js';
export * from './payment-fakes/klarna.js';
export type { Fake } from './payment-fakes/serve.js';
export { type ProviderSecrets, providerEnv } from './payment-fakes/env.js';
