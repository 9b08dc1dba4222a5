import type { FastifyPluginAsync } from 'fastify';
import { priceListRoutes } from './price-list-routes.js';
import { pricesRoutes } from './prices-routes.js';
import { servicesRoutes } from './services-routes.js';
import { translationsRoutes } from './translations-routes.js';

/** Services and options, price items and the public price list. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(servicesRoutes);
  await app.register(pricesRoutes);
  await app.register(priceListRoutes);
  await app.register(translationsRoutes);
};
