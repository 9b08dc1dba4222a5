import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../server/test/support/orders-kit.js';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import { type Desktop, desktop, type Served, serve, until } from './harness.js';

let server: Served;
let catalogue: Catalogue;
let customer: TestUser;
let tuner: TestUser;
let dir: string;
let app: Desktop;
const pushed: { channel: string; payload: unknown }[] = [];

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await server.app.db('users').where({ id: customer.id }).update({ firstname: 'Jane', lastname: 'Driver' });
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-catchup-'));
  app = desktop(dir, server.url, {}, undefined, (channel, payload) => pushed.push({ channel, payload }));
  await app.core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });
  await until(() => app.core.realtime.isConnected(), 'the websocket');
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function placeOrder(): Promise<number> {
  const res = await submit(server.app, customer.headers, orderFields(catalogue));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order._id;
}

function write(id: number, text: string) {
  const boundary = 'xxBOUNDARYxx';
  return server.app.inject({
    method: 'POST',
    url: `/api/order_message/${id}`,
    headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  });
}

it('names who wrote a message and what', async () => {
  const id = await placeOrder();
  expect((await write(id, 'Can you add a pops and bangs map?')).statusCode).toBe(200);
  const n = await until(
    () => app.shown.find((s) => s.title === `Jane Driver wrote on order #${id}`),
    'the notice',
  );
  expect(n.body).toBe('Can you add a pops and bangs map?');
});

it('replays what happened while it was offline, told in one notice', async () => {
  await until(() => app.shown.length > 0, 'the earlier notices');
  app.core.realtime.stop();
  const shownBefore = app.shown.length;
  const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
  expect((await write(ids[0], 'Hello?')).statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 300));
  expect(app.shown.length).toBe(shownBefore);

  app.core.realtime.start();
  const summary = await until(
    () => app.shown.find((s) => s.title === 'New orders while you were away: 3'),
    'the summary',
  );
  expect(summary.body).toBe('New messages: 1');
  // One notice for all of it, not one per order; the screens still got every event.
  await new Promise((r) => setTimeout(r, 300));
  expect(app.shown.length).toBe(shownBefore + 1);
  const replayed = pushed
    .filter((p) => p.channel === 'push:event' && (p.payload as { type: string }).type === 'order.created')
    .map((p) => (p.payload as { order_id: number }).order_id);
  for (const id of ids) expect(replayed).toContain(id);

  // Reconnecting again with nothing missed tells nothing.
  app.core.realtime.stop();
  app.core.realtime.start();
  await until(() => app.core.realtime.isConnected(), 'the socket again');
  await new Promise((r) => setTimeout(r, 300));
  expect(app.shown.length).toBe(shownBefore + 1);
});
