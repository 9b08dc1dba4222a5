import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { afterAll, expect, it } from 'vitest';
import { createStaff, createUser } from '../../server/test/helpers.js';
import {
  giveCredits,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../server/test/support/orders-kit.js';
import { desktop, saveLikeTuningTool, type Served, serve, until } from './harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-offline-'));
const serverData = path.join(dir, 'server');
mkdirSync(serverData);
// A file database in the folder of its own, so a second server finds everything the first one left.
const config = { databaseUrl: `sqlite:${path.join(serverData, 'db.sqlite')}`, dataDir: serverData };
const running: Served[] = [];

afterAll(async () => {
  for (const s of running) await s.app.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

it('queues an upload while the server is away and delivers it once after both restart', async () => {
  const first = await serve(config);
  running.push(first);
  const catalogue = await seedCatalogue(first.app);
  const customer = await createUser(first.app);
  await giveCredits(first.app, customer.id, 10_000);
  const tuner = await createStaff(first.app, { orders: true });
  const placed = await submit(first.app, customer.headers, orderFields(catalogue), [
    { field: 'original_file', name: 'golf.bin', data: randomBytes(200_000) },
  ]);
  const id: number = placed.json().order._id;

  const appDir = path.join(dir, 'desktop');
  const before = desktop(appDir, first.url);
  await before.core.signIn({ serverUrl: first.url, login: tuner.username, password: tuner.password });
  const folder = await before.core.openOrderFiles(id);

  await first.app.close();
  const data = randomBytes(200_000);
  await saveLikeTuningTool(path.join(folder, 'tuned.bin'), data);
  const waiting = await until(
    () =>
      before.core.queue.entries().find((e) => e.orderId === id && e.state === 'retrying' && e.attempts >= 2),
    'a retried upload',
  );
  expect(waiting.error).toMatch(/server/i);
  await before.core.stop();

  // Both come back: the server on the same database and address, the app from its saved state.
  const second = await serve(config, first.port);
  running.push(second);
  const after = desktop(appDir, first.url);
  expect(after.core.state().user?.username).toBe(tuner.username);
  expect(after.core.queue.entries().map((e) => [e.orderId, e.state])).toEqual([[id, 'retrying']]);
  await after.core.start();

  const order = await until(async () => {
    const res = await second.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
    const o: Order = res.json().order;
    return o.status === 'completed' ? o : null;
  }, 'the delivery after the restart');
  await until(() => after.core.queue.entries()[0]?.state === 'delivered', 'the queue to agree');
  await new Promise((r) => setTimeout(r, 500));
  const res = await second.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
  expect(res.json().order.revisions).toHaveLength(1);
  expect(order.modified_file).toMatchObject({ name: 'tuned.bin', sha256: sha256(data) });
  await after.core.stop();
});
