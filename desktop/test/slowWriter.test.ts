import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../server/test/support/orders-kit.js';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import { type Desktop, desktop, FAST, type Served, serve, until, writeSlowly } from './harness.js';

/**
 * Tools that write into the final name in chunks and stop for a while in the middle. The pauses of
 * 0.5, 2, 2.5, 5 and 10 s are run at a twentieth of their length, with the app's timings shortened alike.
 */
const SCALE = 0.05;
const SIZE = 160_000;

let server: Served;
let catalogue: Catalogue;
let customer: TestUser;
let tuner: TestUser;
let dir: string;
let app: Desktop;

async function placeOrder(size = SIZE): Promise<number> {
  const res = await submit(server.app, customer.headers, orderFields(catalogue), [
    { field: 'original_file', name: 'ecu.bin', data: randomBytes(size) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order._id;
}

async function orderOnServer(id: number): Promise<Order> {
  const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
  return res.json().order;
}

const completed = (id: number) =>
  until(
    async () => {
      const o = await orderOnServer(id);
      return o.status === 'completed' ? o : null;
    },
    `order ${id} delivered`,
    30_000,
  );

const settleTime = () => (FAST.settleMs ?? 20) * (FAST.settleChecks ?? 3) + (FAST.askAfterMs ?? 150) + 200;

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-slow-'));
  app = desktop(dir, server.url);
  await app.core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('a tool pausing while it writes the file in place', () => {
  for (const seconds of [0.5, 2, 2.5, 5, 10]) {
    it(`delivers only the final file after a ${seconds} s pause`, async () => {
      const id = await placeOrder();
      const folder = await app.core.openOrderFiles(id);
      const data = randomBytes(SIZE);
      await writeSlowly(path.join(folder, 'stage1.bin'), data, {
        chunks: 16,
        gapMs: 2,
        pauseAt: 0.5,
        pauseMs: seconds * 1000 * SCALE,
      });
      const order = await completed(id);
      await new Promise((r) => setTimeout(r, settleTime()));
      const after = await orderOnServer(id);
      expect(after.revisions.map((r) => [r.size, r.sha256])).toEqual([[SIZE, sha256(data)]]);
      expect(order.modified_file?.sha256).toBe(sha256(data));
      // A question about the half file, if one was asked during the pause, was taken back.
      expect(app.core.queue.entries().filter((e) => e.orderId === id && e.state !== 'delivered')).toEqual([]);
    });
  }
});

describe('a file of another size than the original', () => {
  it('is not sent before the tuner says so, and the question shows both sizes', async () => {
    const id = await placeOrder();
    const folder = await app.core.openOrderFiles(id);
    const data = randomBytes(SIZE + 512);
    await writeSlowly(path.join(folder, 'stage2.bin'), data, { chunks: 4 });
    const entry = await until(
      () => app.core.queue.entries().find((e) => e.orderId === id && e.state === 'asking'),
      'the question',
    );
    expect(entry.error).toContain('160,512');
    expect(entry.error).toContain('160,000');
    const notice = await until(
      () => app.shown.find((n) => n.title === `Upload to order #${id}?`),
      'the notification',
    );
    expect(notice.body).toContain('stage2.bin');
    await new Promise((r) => setTimeout(r, settleTime()));
    expect((await orderOnServer(id)).status).toBe('pending');

    await app.core.answerUpload(entry.id, true);
    const order = await completed(id);
    expect(order.modified_file).toMatchObject({ size: SIZE + 512, sha256: sha256(data) });
  });
});

describe('a file written to again while it is sent', () => {
  it('is sent again as it ended, the later revision saying which one it replaces', {
    timeout: 60_000,
  }, async () => {
    const size = 4 * 1024 * 1024;
    const id = await placeOrder(size);
    const folder = await app.core.openOrderFiles(id);
    const file = path.join(folder, 'stage3.bin');
    const first = randomBytes(size);
    const final = randomBytes(size);
    let rewritten = false;
    const off = app.core.queue.onChange((items) => {
      if (!rewritten && items.some((u) => u.orderId === id && u.state === 'uploading')) {
        rewritten = true;
        writeFileSync(file, final);
      }
    });
    try {
      writeFileSync(file, first);
      // Two 4 MB uploads: given time on a busy machine.
      await until(
        async () => (await orderOnServer(id)).modified_file?.sha256 === sha256(final),
        'the final',
        30_000,
      );
    } finally {
      off();
    }
    await new Promise((r) => setTimeout(r, settleTime()));
    const order = await orderOnServer(id);
    expect(rewritten).toBe(true);
    expect(order.modified_file?.sha256).toBe(sha256(final));
    // Either the first upload was stopped in time, or it went out and the final one says it replaces it.
    if (order.revisions.length === 2) {
      expect(order.modified_file?.note).toBe(
        'Replaces revision 1, which was sent while the file was still being saved.',
      );
      // The partial one is withdrawn: staff see it marked, its customer no longer sees it.
      expect(order.revisions[1].withdrawn_at).toEqual(expect.any(String));
      const mine = await server.app.inject({ url: `/api/order/${id}`, headers: customer.headers });
      expect(mine.json().order.revisions.map((r: { revision: number }) => r.revision)).toEqual([2]);
    } else {
      expect(order.revisions).toHaveLength(1);
    }
  });
});
