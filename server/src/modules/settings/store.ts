import {
  type BillingSettings,
  DEFAULT_SHOP_SETTINGS,
  type NotificationSettings,
  type ShopSettings,
  type SiteSettings,
  type Theme,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { parseJson } from '../../db/helpers.js';
import { DEFAULT_BILLING } from '../credits/billing.js';
import {
  DEFAULT_COOKIE_TEXT,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_SETTINGS,
  DEFAULT_THEME,
  DEFAULT_TOOLS,
} from './defaults.js';

/** Grouped values kept under one key each in the `settings` table. */
interface Groups {
  site: SiteSettings;
  theme: Theme;
  notifications: NotificationSettings;
  supported_tools: string[];
  policies: { cookie_text: string };
  logo: { key: string; type: string };
  shop: ShopSettings;
  /** Payment provider keys entered in the admin area, each sealed by lib/secret-box (provider -> field). */
  payment_keys: Record<string, Record<string, string>>;
  /** Seller and bank details for invoices (written through credits/billing.ts). */
  billing: BillingSettings;
}

const DEFAULTS: Groups = {
  site: DEFAULT_SETTINGS,
  theme: DEFAULT_THEME,
  notifications: DEFAULT_NOTIFICATIONS,
  supported_tools: DEFAULT_TOOLS,
  policies: { cookie_text: DEFAULT_COOKIE_TEXT },
  logo: { key: '', type: '' },
  shop: DEFAULT_SHOP_SETTINGS,
  payment_keys: {},
  billing: DEFAULT_BILLING,
};

export interface SettingsStore {
  all(): Promise<SiteSettings>;
  get<K extends keyof Groups>(group: K): Promise<Groups[K]>;
  /**
   * Stores a group. Inside a transaction (`trx`, e.g. to write the audit event with it) the stored value is
   * answered as given and the cache is dropped again once the transaction has ended.
   */
  set<K extends keyof Groups>(group: K, value: Groups[K], trx?: Knex.Transaction): Promise<Groups[K]>;
  /** Drops cached values; the next read goes to the database. */
  purge(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsStore;
  }
}

// Reads are cached briefly: settings are read on most requests and change rarely. A change clears the
// cache of every instance through the bus; the TTL only bounds staleness if a message is lost.
const TTL_MS = 5000;
const CHANNEL = 'settings.changed';

export default fp(
  async function settingsStore(app: FastifyInstance) {
    const cache = new Map<string, { at: number; value: unknown }>();
    const read = async <K extends keyof Groups>(group: K): Promise<Groups[K]> => {
      const hit = cache.get(group);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Groups[K];
      const row = await app.db('settings').where({ key: group }).first();
      const stored = parseJson<Partial<Groups[K]>>(row?.value, {} as Partial<Groups[K]>);
      const def = DEFAULTS[group];
      const value = (
        Array.isArray(def) ? (Array.isArray(stored) ? stored : def) : { ...def, ...stored }
      ) as Groups[K];
      cache.set(group, { at: Date.now(), value });
      return value;
    };
    await app.bus.subscribe(CHANNEL, (message) => {
      const group = (message as { group?: string }).group;
      if (group) cache.delete(group);
      else cache.clear();
    });
    const store: SettingsStore = {
      all: () => read('site'),
      get: read,
      async set(group, value, trx) {
        const json = JSON.stringify(value);
        await (trx ?? app.db)('settings')
          .insert({ key: group, value: json, updated_at: new Date() })
          .onConflict('key')
          .merge(['value', 'updated_at']);
        cache.delete(group);
        const announce = () =>
          app.bus
            .publish(CHANNEL, { group })
            .catch((err) => app.log.warn({ err }, 'settings change not sent'));
        if (trx) {
          // Other readers (and instances) may only drop their copy once the change is committed.
          trx.executionPromise
            .finally(() => {
              cache.delete(group);
              void announce();
            })
            .catch(() => {});
          return value;
        }
        await announce();
        return read(group);
      },
      purge: () => {
        cache.clear();
        void app.bus.publish(CHANNEL, {}).catch((err) => app.log.warn({ err }, 'cache purge not sent'));
      },
    };
    app.decorate('settings', store);
  },
  { name: 'settings', dependencies: ['database', 'cluster'] },
);
