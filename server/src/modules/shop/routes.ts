import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { shopCatalogRoutes } from './catalog-routes.js';
import { shopOrderRoutes } from './order-routes.js';
import { ordersService } from './orders.js';

/** How often unpaid orders are looked for; the reservation time itself is a shop setting. */
export const RELEASE_EVERY_MS = 5 * 60_000;

/** The shop: catalogue, cart, checkout, orders, settings (spec 7). */
export const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shopCatalogRoutes);
  await app.register(shopOrderRoutes);
  // Stock and coupon uses of unpaid orders come back even when nobody opens the shop.
  app.scheduler.every('shop_release_unpaid', RELEASE_EVERY_MS, async () => ({
    released: await ordersService(app).expireUnpaid(),
  }));
};
