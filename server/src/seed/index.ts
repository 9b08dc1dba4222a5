import type { FastifyInstance } from 'fastify';
import { seedCreditsDemo } from '../modules/credits/seed.js';
import { seedDemoCatalogue, seedDemoHours } from './catalogue.js';
import { seedPCodes } from './codes.js';
import { seedDemoContent } from './content.js';
import { seedVat } from './vat.js';
import { seedDemoVehicles } from './vehicles.js';
import { seedConfiguredAdmin, seedDemoUsers } from './users.js';
import { seedDemoOrders } from '../modules/orders/seed.js';
import { seedDemoShop } from '../modules/shop/seed.js';

/** Reference data always; demo data on the embedded default. Answers the sign-in lines to print. */
export async function seed(app: FastifyInstance): Promise<string[]> {
  await seedVat(app.db);
  await seedPCodes(app);
  const lines = app.config.seedDemo ? await seedDemoUsers(app) : [];
  if (app.config.seedDemo) await seedCreditsDemo(app);
  if (app.config.seedDemo) {
    await seedDemoCatalogue(app);
    await seedDemoHours(app);
    await seedDemoContent(app);
  }
  if (app.config.seedDemo) await seedDemoVehicles(app);
  if (app.config.seedDemo) await seedDemoOrders(app);
  if (app.config.seedDemo) await seedDemoShop(app);
  return [...(await seedConfiguredAdmin(app)), ...lines];
}
