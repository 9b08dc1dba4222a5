import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../server/test/support/orders-kit.js';
import { type Desktop, desktop, FAST, type Served, serve, until } from './harness.js';

/**
 * A file that never settles within the app's wait (a program keeps writing or holding it) used to be
 * dropped without a word. The wait is shortened to 600 ms here.
 */
let server: Served;
let catalogue: Catalogue;
let customer: TestUser;
let tuner: TestUser;
let dir: string;
let app: Desktop;

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-stuck-'));
  app = desktop(dir, server.url, {}, { ...FAST, settleMaxMs: 600 });
  await app.core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('a file of an order that does not settle', () => {
  it('is reported with its order number, and sent once it is finished', async () => {
    const res = await submit(server.app, customer.headers, orderFields(catalogue), [
      { field: 'original_file', name: 'ecu.bin', data: randomBytes(4096) },
    ]);
    const id = res.json().order._id;
    const folder = await app.core.openOrderFiles(id);
    const file = path.join(folder, 'stage1.bin');
    writeFileSync(file, randomBytes(4096));
    const writer = setInterval(() => appendFileSync(file, randomBytes(64)), 15);
    let report: ReturnType<typeof app.core.reports>[number] | undefined;
    try {
      report = await until(
        () => app.core.reports().find((r) => r.fileName === 'stage1.bin'),
        'a report of the file',
        10_000,
      );
    } finally {
      clearInterval(writer);
    }
    expect(report).toMatchObject({ reason: 'unreadable', orderNumber: String(id) });
    expect(app.shown.some((n) => n.body.includes('stage1.bin') && n.body.includes('ten minutes'))).toBe(true);
    expect(app.core.listUploads().some((u) => u.fileName === 'stage1.bin')).toBe(false);

    // Saved once more (the original's size, so nobody is asked), it settles and goes to its order.
    writeFileSync(file, randomBytes(4096));
    const order = await until(
      async () => {
        const o = (await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers })).json().order;
        return o.status === 'completed' ? o : null;
      },
      'the file delivered',
      20_000,
    );
    expect(order.status).toBe('completed');
  });
});
