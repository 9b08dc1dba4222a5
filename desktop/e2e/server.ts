/**
 * Starts what the browser tests talk to: a real API on a file-less SQLite database with a staff member,
 * a customer with credits and one order, and the renderer's production build served by Vite's preview
 * server, which proxies /api to that API. Run by Playwright's webServer; prints `ready` when both listen.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdmin, createStaff, createUser, buildTestApp } from '../../server/test/helpers.js';
import { giveCredits, orderFields, seedCatalogue, submit } from '../../server/test/support/orders-kit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.E2E_API_PORT);
const webPort = Number(process.env.E2E_WEB_PORT);
const fixturesFile = process.env.E2E_FIXTURES as string;

const app = await buildTestApp({ rateLimits: false });
await app.listen({ port: apiPort, host: '127.0.0.1' });
const catalogue = await seedCatalogue(app);
const customer = await createUser(app);
await giveCredits(app, customer.id, 100_000);
const staff = await createStaff(app, { orders: true });
const admin = await createAdmin(app);
// Staff whose permissions the admin changes in the app, and a catalogue entry the admin renames.
const editor = await createStaff(app, { orders: true });
const brand = await app.inject({
  method: 'POST',
  url: '/api/special-ecu-brands',
  headers: admin.headers,
  payload: { name: `Brand ${Date.now().toString(36)}`, description: 'Needs a bench read' },
});
const placed = await submit(app, customer.headers, orderFields(catalogue));
writeFileSync(
  fixturesFile,
  JSON.stringify({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    staff: { login: staff.username, password: staff.password },
    admin: { login: admin.username, password: admin.password },
    editor: { login: editor.username, password: editor.password },
    customer: { login: customer.username, password: customer.password },
    brand: brand.json(),
    customerToken: customer.token,
    orderId: placed.json().order._id,
    fields: orderFields(catalogue),
  }),
);

process.env.PORTAL_API = `http://127.0.0.1:${apiPort}`;
const { build, preview } = await import('vite');
const configFile = path.resolve(here, '../vite.config.ts');
const root = path.resolve(here, '..');
await build({ configFile, root: path.join(root, 'src/renderer'), logLevel: 'warn' });
await preview({
  configFile,
  root: path.join(root, 'src/renderer'),
  preview: { port: webPort, strictPort: true, host: '127.0.0.1' },
});
console.log('ready');

const stop = async () => {
  await app.cleanup();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
