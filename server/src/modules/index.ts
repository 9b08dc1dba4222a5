import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { codesRoutes } from './codes/routes.js';
import { contentRoutes } from './content/routes.js';
import { downloadsRoutes } from './downloads/routes.js';
import { hoursRoutes } from './hours/routes.js';
import { creditsRoutes } from './credits/routes.js';
import { paymentsRoutes } from './payments/routes.js';
import { paymentKeysRoutes } from './payments/keys.routes.js';
import { settingsRoutes } from './settings/routes.js';
import { usersRoutes } from './users/routes.js';
import { vatRoutes } from './vat/routes.js';
import { vehiclesRoutes } from './vehicles/routes.js';
import { regSearchRoutes } from './regsearch/routes.js';
import { automationRoutes } from './automation/routes.js';
import { notificationsRoutes } from './notifications/routes.js';
import { ordersRoutes } from './orders/routes.js';
import { securityRoutes } from './security/routes.js';
import { jobsRoutes } from './jobs/routes.js';
import { shopRoutes } from './shop/routes.js';
import { ratingsRoutes } from './ratings/routes.js';
import { statisticsRoutes } from './statistics/routes.js';
import { apiAccessRoutes } from './api-access/routes.js';
import { ticketsRoutes } from './tickets/routes.js';
import { chatRoutes } from './chat/routes.js';
import { messagingRoutes } from './messaging/routes.js';
import { pushRoutes } from './push/routes.js';

/** Every API module; each registers its routes under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const routes of [
    authRoutes,
    usersRoutes,
    settingsRoutes,
    vehiclesRoutes,
    regSearchRoutes,
    creditsRoutes,
    vatRoutes,
    paymentsRoutes,
    paymentKeysRoutes,
    catalogueRoutes,
    hoursRoutes,
    codesRoutes,
    downloadsRoutes,
    contentRoutes,
    ordersRoutes,
    notificationsRoutes,
    automationRoutes,
    securityRoutes,
    jobsRoutes,
    shopRoutes,
    ratingsRoutes,
    statisticsRoutes,
    apiAccessRoutes,
    ticketsRoutes,
    chatRoutes,
    messagingRoutes,
    pushRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
}
