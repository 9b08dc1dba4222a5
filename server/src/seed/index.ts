import type { FastifyInstance } from 'fastify';
import { seedVat } from './vat.js';
import { seedConfiguredAdmin, seedDemoUsers } from './users.js';

/** Reference data always; demo data on the embedded default. Answers the sign-in lines to print. */
export async function seed(app: FastifyInstance): Promise<string[]> {
  await seedVat(app.db);
  const lines = app.config.seedDemo ? await seedDemoUsers(app) : [];
  return [...(await seedConfiguredAdmin(app)), ...lines];
}
