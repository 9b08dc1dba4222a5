import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { shopCategoryRoutes } from './category-routes.js';
import { shopCouponRoutes } from './coupon-routes.js';
import { shopProductRoutes } from './product-routes.js';
import { shopShippingRoutes } from './shipping-routes.js';

/** Products, categories, coupons and shipping methods: the storefront reads, the shop manager edits. */
export const shopCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shopProductRoutes);
  await app.register(shopCouponRoutes);
  await app.register(shopCategoryRoutes);
  await app.register(shopShippingRoutes);
};
