import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { usersRoutes } from './users/routes.js';

/** Every API module; each registers its routes under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const routes of [authRoutes, usersRoutes, settingsRoutes]) {
    await app.register(routes, { prefix: '/api' });
  }
}
