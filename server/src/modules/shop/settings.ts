import type { ShopSettings, ShopSettingsUpdate } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { checkedCountry } from '../../lib/country-vat.js';
import { httpError } from '../../lib/errors.js';

/** Shop settings (settings group 'shop') and what every shop answer needs from them. */
export function shopSettings(app: FastifyInstance) {
  return {
    get: () => app.settings.get('shop'),
    async update(patch: ShopSettingsUpdate): Promise<ShopSettings> {
      const next = { ...(await app.settings.get('shop')), ...patch };
      // Checked only when sent, so a stored value from before the check does not block other changes.
      if (patch.country !== undefined) next.country = checkedCountry(patch.country);
      return app.settings.set('shop', next);
    },
    /** Low-stock threshold and currency, for product answers. */
    async context() {
      const [shop, site] = await Promise.all([app.settings.get('shop'), app.settings.all()]);
      return { lowStock: shop.low_stock_threshold, currency: site.currency, shop };
    },
    /** Storefront calls of customers fail clearly while the shop is switched off. */
    async requireOpen() {
      if (!(await app.settings.get('shop')).status)
        throw httpError(403, 'FEATURE_DISABLED', 'The shop is closed at the moment.');
    },
  };
}
export type ShopSettingsService = ReturnType<typeof shopSettings>;
