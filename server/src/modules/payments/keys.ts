import {
  PAYMENT_KEY_FIELDS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentProviderStatus,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { bankMissing } from './providers/bank.js';

type Keyed = Exclude<PaymentMethod, 'bank'>;

/** API field name -> the property of PaymentsConfig it fills. */
const CONFIG_KEY: Record<string, string> = {
  secret_key: 'secretKey',
  webhook_secret: 'webhookSecret',
  client_id: 'clientId',
  client_secret: 'clientSecret',
  webhook_id: 'webhookId',
  api_key: 'apiKey',
  access_token: 'accessToken',
  location_id: 'locationId',
  webhook_signature_key: 'webhookSignatureKey',
  merchant_id: 'merchantId',
  merchant_key: 'merchantKey',
  passphrase: 'passphrase',
  username: 'username',
  password: 'password',
};

/** Providers whose keys can be checked with a harmless call to their API. */
const TESTABLE: Record<PaymentMethod, boolean> = {
  bank: false,
  stripe: true,
  paypal: true,
  coinbase: true,
  square: true,
  payfast: false,
  klarna: true,
};

const fieldsOf = (p: PaymentMethod) =>
  PAYMENT_KEY_FIELDS[p] as readonly { name: string; env: string; required: boolean }[];

/**
 * Payment keys from two places: the environment (read at start, always wins) and the admin area (stored
 * sealed in the settings table, read on use so a change takes effect without a restart).
 */
export function paymentKeys(app: FastifyInstance) {
  const secret = app.config.jwtSecret;
  const env = app.config.payments as unknown as Record<Keyed, Record<string, string | undefined>>;

  async function stored(): Promise<Record<string, Record<string, string>>> {
    return app.settings.get('payment_keys');
  }

  /** The keys in force: environment first, then the stored value where it can be opened. */
  async function effective(): Promise<PaymentsConfig> {
    const sealed = await stored();
    const out = structuredClone(app.config.payments) as unknown as Record<Keyed, Record<string, unknown>>;
    for (const p of PAYMENT_METHODS) {
      if (p === 'bank') continue;
      for (const f of fieldsOf(p)) {
        const prop = CONFIG_KEY[f.name];
        if (out[p][prop]) continue;
        const value = sealed[p]?.[f.name];
        const plain = value ? openSecret(secret, value) : null;
        if (plain) out[p][prop] = plain;
      }
    }
    return out as unknown as PaymentsConfig;
  }

  async function status(): Promise<PaymentProviderStatus[]> {
    const site = (await app.settings.all()) as unknown as Record<string, unknown>;
    const sealed = await stored();
    // Bank transfer has no keys; what it needs is the account in the billing settings.
    const bank = bankMissing(await app.settings.get('billing'));
    return PAYMENT_METHODS.map((p) => {
      const fields = fieldsOf(p).map((f) => {
        const fromEnv = p !== 'bank' && Boolean(env[p][CONFIG_KEY[f.name]]);
        const value = sealed[p]?.[f.name];
        const fromStore = !fromEnv && Boolean(value && openSecret(secret, value) !== null);
        const source = fromEnv ? 'env' : fromStore ? 'stored' : 'missing';
        return {
          name: f.name,
          env: f.env,
          required: f.required,
          source: source as 'env' | 'stored' | 'missing',
        };
      });
      const missing =
        p === 'bank' ? bank : fields.filter((f) => f.required && f.source === 'missing').map((f) => f.name);
      const enabled = site[`${p}_payment`] === true;
      return {
        provider: p,
        enabled,
        configured: missing.length === 0,
        ready: enabled && missing.length === 0,
        fields,
        missing,
        testable: TESTABLE[p],
      };
    });
  }

  /** Stores (sealed) or removes the given keys of one provider, in one write with its audit event. */
  async function save(actorId: number, provider: PaymentMethod, keys: Record<string, string | null>) {
    const known = new Set(fieldsOf(provider).map((f) => f.name));
    const unknown = Object.keys(keys).filter((k) => !known.has(k));
    if (provider === 'bank')
      throw badRequest('Bank transfer needs no keys; its details are in the billing settings.');
    if (unknown.length) throw badRequest(`Unknown key for this provider: ${unknown.join(', ')}.`);
    const all = await stored();
    const next = { ...all, [provider]: { ...(all[provider] ?? {}) } };
    for (const [name, value] of Object.entries(keys)) {
      const trimmed = value?.trim() ?? '';
      if (trimmed) next[provider][name] = sealSecret(secret, trimmed);
      else delete next[provider][name];
    }
    await app.db.transaction(async (trx) => {
      await app.settings.set('payment_keys', next, trx);
      // Which keys changed, never their values.
      await audit(trx, actorId, 'settings.payment_keys', 'settings', null, {
        provider,
        set: Object.entries(keys)
          .filter(([, v]) => v?.trim())
          .map(([k]) => k),
        removed: Object.entries(keys)
          .filter(([, v]) => !v?.trim())
          .map(([k]) => k),
      });
    });
  }

  return { effective, status, save };
}

export type PaymentKeys = ReturnType<typeof paymentKeys>;
