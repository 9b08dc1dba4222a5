import type { PaymentMethod } from '@portal/contracts';
import type { PaymentsConfig } from '../../config.js';
import { httpError, msg } from '../../lib/errors.js';

const STRIPE_API = 'https://api.stripe.com';

/**
 * A harmless authenticated read per provider: the answer tells whether the provider accepts the keys.
 * A 401/403 means refused keys; any other answer (even "not found" for a probe id) means they were accepted.
 */
function probe(provider: PaymentMethod, cfg: PaymentsConfig): { url: string; init: RequestInit } | null {
  switch (provider) {
    case 'stripe':
      return {
        url: `${cfg.stripe.apiBase ?? STRIPE_API}/v1/checkout/sessions/cs_portal_key_check`,
        init: { headers: { authorization: `Bearer ${cfg.stripe.secretKey ?? ''}` } },
      };
    case 'paypal':
      return {
        url: `${cfg.paypal.apiBase}/v1/oauth2/token`,
        init: {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${cfg.paypal.clientId}:${cfg.paypal.clientSecret}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        },
      };
    case 'coinbase':
      return {
        url: `${cfg.coinbase.apiBase}/charges/portal-key-check`,
        init: { headers: { 'x-cc-api-key': cfg.coinbase.apiKey ?? '', 'x-cc-version': '2018-03-22' } },
      };
    case 'square':
      return {
        url: `${cfg.square.apiBase}/v2/orders/portal-key-check`,
        init: {
          headers: {
            authorization: `Bearer ${cfg.square.accessToken ?? ''}`,
            'square-version': '2025-10-16',
          },
        },
      };
    case 'klarna':
      return {
        url: `${cfg.klarna.apiBase}/payments/v1/sessions/portal-key-check`,
        init: {
          headers: {
            authorization: `Basic ${Buffer.from(`${cfg.klarna.username}:${cfg.klarna.password}`).toString('base64')}`,
          },
        },
      };
    default:
      return null;
  }
}

/** Throws a 400 the admin can act on when the provider refuses the keys or cannot be reached. */
export async function checkProviderKeys(provider: PaymentMethod, cfg: PaymentsConfig): Promise<void> {
  const call = probe(provider, cfg);
  if (!call) throw httpError(400, 'BAD_REQUEST', msg('This payment method has no connection test.'));
  let status: number;
  try {
    const res = await fetch(call.url, { ...call.init, signal: AbortSignal.timeout(15_000) });
    status = res.status;
    await res.body?.cancel();
  } catch {
    throw httpError(
      400,
      'PROVIDER_CHECK_FAILED',
      msg('Connection is not OK: the provider could not be reached.'),
    );
  }
  if (status === 401 || status === 403)
    throw httpError(
      400,
      'PROVIDER_CHECK_FAILED',
      msg('Connection is not OK: the provider refused the keys.'),
    );
  if (status >= 500)
    throw httpError(
      400,
      'PROVIDER_CHECK_FAILED',
      msg('Connection is not OK: the provider answered with an error.'),
    );
}
