import type { FastifyPluginAsync } from 'fastify';
import { socialsRoutes } from './socials.js';
import { termsRoutes } from './terms-routes.js';
import { whyChooseUsRoutes } from './why-choose-us.js';

/** Terms, cookie notice, why-choose-us texts and social links. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(termsRoutes);
  await app.register(whyChooseUsRoutes);
  await app.register(socialsRoutes);
};
