import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { shopCatalogRoutes } from './catalog-routes.js';
import { shopOrderRoutes } from './order-routes.js';

/** The shop: catalogue, cart, checkout, orders, settings (spec 7). */
export const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shopCatalogRoutes);
  await app.register(shopOrderRoutes);
};
