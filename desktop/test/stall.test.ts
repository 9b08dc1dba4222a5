import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../server/test/support/orders-kit.js';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import type { Timing } from '../src/main/core.js';
import { desktop, FAST, type Served, saveLikeTuningTool, serve, until } from './harness.js';
import { stallingProxy } from './stallingProxy.js';

const SIZE = 200_000;
let server: Served;
let catalogue: Catalogue;
let customer: TestUser;
let tuner: TestUser;
const dirs: string[] = [];

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
});

afterAll(async () => {
  await server.app.cleanup();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function orderOnServer(id: number): Promise<Order> {
  const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
  return res.json().order;
}

/** The app behind a network that swallows the first upload (or its answer), with an order and its folder ready. */
async function behindStallingNetwork(
  timing: Partial<Timing>,
  first: 'swallowed' | 'unanswered' = 'swallowed',
) {
  const proxy = await stallingProxy(server.port);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-stall-'));
  dirs.push(dir);
  const app = desktop(dir, proxy.url, {}, { ...FAST, ...timing });
  await app.core.signIn({ serverUrl: proxy.url, login: tuner.username, password: tuner.password });
  const placed = await submit(server.app, customer.headers, orderFields(catalogue), [
    { field: 'original_file', name: 'ecu.bin', data: randomBytes(SIZE) },
  ]);
  const id: number = placed.json().order._id;
  const folder = await app.core.openOrderFiles(id);
  if (first === 'swallowed') proxy.stallUploads(1);
  else proxy.holdUploadAnswers(1);
  const errors: string[] = [];
  app.core.queue.onChange((items) => {
    for (const u of items) if (u.error && !errors.includes(u.error)) errors.push(u.error);
  });
  return { app, proxy, id, folder, errors };
}

it('gives up an upload the server stopped answering, says so, and delivers on the retry', async () => {
  const { app, proxy, id, folder, errors } = await behindStallingNetwork({ uploadIdleMs: 500 });
  try {
    const data = randomBytes(SIZE);
    await saveLikeTuningTool(path.join(folder, 'tuned.bin'), data);
    await until(async () => (await orderOnServer(id)).status === 'completed', 'the delivery', 15_000);
    expect(proxy.stalled()).toBe(1);
    expect(errors).toContain('The upload stopped moving and will be tried again.');
    const entry = await until(
      () => app.core.queue.entries().find((e) => e.orderId === id && e.state === 'delivered'),
      'the answer',
    );
    // At least the swallowed attempt failed (a loaded machine may make a retry slow as well).
    expect(entry.attempts).toBeGreaterThanOrEqual(1);
    expect((await orderOnServer(id)).revisions.map((r) => r.sha256)).toEqual([sha256(data)]);
  } finally {
    await app.core.stop();
    await proxy.close();
  }
});

it('starts a stalled upload over when woken (the server is seen again), long before its time limit', async () => {
  const { app, proxy, id, folder } = await behindStallingNetwork({
    uploadIdleMs: 60_000,
    uploadBaseMs: 60_000,
    stallMs: 200,
  });
  try {
    await saveLikeTuningTool(path.join(folder, 'tuned.bin'), randomBytes(SIZE));
    await until(() => proxy.stalled() === 1, 'the stalled upload');
    await new Promise((r) => setTimeout(r, 400));
    expect(app.core.queue.entries().find((e) => e.orderId === id)?.state).toBe('uploading');
    const woken = Date.now();
    app.core.queue.wake();
    await until(async () => (await orderOnServer(id)).status === 'completed', 'the delivery', 5000);
    expect(Date.now() - woken).toBeLessThan(5000);
  } finally {
    await app.core.stop();
    await proxy.close();
  }
});

it('names an upload it stopped for a newer save, so the server withdraws it when it had landed after all', async () => {
  // The first upload reaches the server, which stores it, but its answer never comes back; the tuner saves
  // again meanwhile. The app stops the first upload and sends the new file, naming the one it stopped.
  const { app, proxy, id, folder } = await behindStallingNetwork(
    { uploadIdleMs: 60_000, uploadBaseMs: 60_000, stallMs: 60_000 },
    'unanswered',
  );
  try {
    const file = path.join(folder, 'tuned.bin');
    const first = randomBytes(SIZE);
    const final = randomBytes(SIZE);
    await saveLikeTuningTool(file, first);
    await until(() => proxy.heldAnswers() === 1, 'the server storing the first save');
    expect(app.core.queue.entries().find((e) => e.orderId === id)?.state).toBe('uploading');
    await saveLikeTuningTool(file, final);
    await until(
      async () => (await orderOnServer(id)).modified_file?.sha256 === sha256(final),
      'the final file',
      15_000,
    );
    const order = await orderOnServer(id);
    expect(order.revisions.map((r) => [r.revision, r.sha256, Boolean(r.withdrawn_at)])).toEqual([
      [2, sha256(final), false],
      [1, sha256(first), true],
    ]);
    expect(order.modified_file?.note).toBe(
      'Replaces revision 1, which was sent while the file was still being saved.',
    );
    const mine = await server.app.inject({ url: `/api/order/${id}`, headers: customer.headers });
    expect(mine.json().order.revisions.map((r: { revision: number }) => r.revision)).toEqual([2]);
  } finally {
    await app.core.stop();
    await proxy.close();
  }
});
