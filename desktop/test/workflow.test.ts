import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../server/test/support/orders-kit.js';
import { type Desktop, desktop, type Served, saveLikeTuningTool, serve, until } from './harness.js';

let server: Served;
let catalogue: Catalogue;
let customer: TestUser;
let tuner: TestUser;
let dir: string;
let app: Desktop;

/** An order whose original has `size` bytes (tuned files keep the original's size). */
async function placeOrder(size = 4096): Promise<number> {
  const res = await submit(server.app, customer.headers, orderFields(catalogue), [
    { field: 'original_file', name: 'golf.bin', data: randomBytes(size) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order._id;
}

async function orderOnServer(id: number): Promise<Order> {
  const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
  return res.json().order;
}

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-desktop-'));
  app = desktop(dir, server.url);
  await app.core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });
  await until(() => app.core.realtime.isConnected(), 'the websocket');
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('the work folder', () => {
  it('gets a folder per order with the original and its INI, which are never uploaded', async () => {
    const id = await placeOrder();
    const folder = await app.core.openOrderFiles(id);
    expect(path.basename(folder)).toBe(`${id} - AB12 CDE - Volkswagen Golf 2.0 TDI 150hp`);
    const files = readdirSync(folder).filter((f) => !f.startsWith('.'));
    expect(files.sort()).toEqual([`${id}.ini`, 'golf.bin']);
    expect(readFileSync(path.join(folder, `${id}.ini`), 'utf8')).toContain('[Order]');
    const order = await orderOnServer(id);
    expect(sha256(readFileSync(path.join(folder, 'golf.bin')))).toBe(order.original_file?.sha256);
    // Saving the original again under another name is not a tuned file either.
    await copyFile(path.join(folder, 'golf.bin'), path.join(folder, 'golf copy.bin'));
    await new Promise((r) => setTimeout(r, 600));
    expect(app.core.queue.entries().filter((e) => e.orderId === id)).toEqual([]);
    expect((await orderOnServer(id)).status).toBe('pending');
  });

  it('takes nothing from a folder only named like an order number, such as an archive of order folders', async () => {
    const id = await placeOrder();
    const archive = path.join(app.workFolder, `${id}-archive`);
    const moved = path.join(archive, `${id + 1} - old order`);
    mkdirSync(moved, { recursive: true });
    await writeFile(path.join(archive, 'notes.bin'), randomBytes(4096));
    await writeFile(path.join(moved, 'stage1.bin'), randomBytes(4096));
    await new Promise((r) => setTimeout(r, 1200));
    expect(app.core.queue.entries().filter((e) => e.orderId === id || e.orderId === id + 1)).toEqual([]);
    expect((await orderOnServer(id)).status).toBe('pending');
  });
});

describe('a modified file saved by the tuning tool', () => {
  it('is uploaded once, complete, to its order, which shows as delivered', async () => {
    const id = await placeOrder(300_000);
    const other = await placeOrder();
    const folder = await app.core.openOrderFiles(id);
    await app.core.openOrderFiles(other);
    const data = randomBytes(300_000);
    await saveLikeTuningTool(path.join(folder, 'golf stage1.bin'), data, 8, 60);

    const delivered = await until(async () => {
      const o = await orderOnServer(id);
      return o.status === 'completed' ? o : null;
    }, 'the delivery');
    // The same bytes again (the tool saves once more, or a copy lands in the outbox) change nothing.
    await writeFile(path.join(folder, 'golf stage1.bin'), data);
    await copyFile(
      path.join(folder, 'golf stage1.bin'),
      path.join(app.workFolder, 'outbox', `#${id} stage1.bin`),
    );
    await new Promise((r) => setTimeout(r, 800));

    const after = await orderOnServer(id);
    expect(after.revisions).toHaveLength(1);
    // Only the finished file has this fingerprint: nothing half-written was sent.
    expect(after.modified_file).toMatchObject({
      name: 'golf stage1.bin',
      size: data.length,
      sha256: sha256(data),
    });
    expect(delivered.status).toBe('completed');
    expect((await orderOnServer(other)).status).toBe('pending');
    const mine = app.core.queue.entries().filter((e) => e.orderId === id);
    expect(mine.map((e) => e.state)).toEqual(['delivered']);
    // The queue's own copy is gone once delivered.
    expect(existsSync(mine[0].spool)).toBe(false);
  });

  it('in the outbox with the order number in its name goes to that order', async () => {
    const id = await placeOrder(50_000);
    const data = randomBytes(50_000);
    await saveLikeTuningTool(path.join(app.workFolder, 'outbox', `Order ${id} - stage 1.bin`), data);
    const o = await until(async () => {
      const x = await orderOnServer(id);
      return x.status === 'completed' ? x : null;
    }, 'the outbox delivery');
    expect(o.modified_file?.sha256).toBe(sha256(data));
  });

  it('for an order that does not exist is not uploaded and is reported', async () => {
    const before = app.core.queue.entries().length;
    const shownBefore = app.shown.length;
    await saveLikeTuningTool(path.join(app.workFolder, 'outbox', '99999 tuned.bin'), randomBytes(2000));
    await saveLikeTuningTool(path.join(app.workFolder, 'outbox', 'no number here.bin'), randomBytes(2000));
    const reports = await until(
      () => (app.core.reports().length >= 2 ? app.core.reports() : null),
      'the reports',
    );
    expect(reports.map((r) => [r.fileName, r.reason, r.orderNumber])).toEqual([
      ['99999 tuned.bin', 'unknown-order', '99999'],
      ['no number here.bin', 'no-order-number', null],
    ]);
    expect(app.core.queue.entries().length).toBe(before);
    expect(app.shown.length).toBe(shownBefore + 2);
  });

  it('waits for one click when automatic upload is off', async () => {
    app.core.updateSettings({ autoUpload: false });
    try {
      const id = await placeOrder(10_000);
      const folder = await app.core.openOrderFiles(id);
      await saveLikeTuningTool(path.join(folder, 'tuned.bin'), randomBytes(10_000));
      const entry = await until(
        () => app.core.queue.entries().find((e) => e.orderId === id),
        'the queued file',
      );
      expect(entry.state).toBe('asking');
      const ask = await until(
        () => app.shown.find((n) => n.title.includes(`#${id}`) && n.title.includes('Upload')),
        'the question',
      );
      await new Promise((r) => setTimeout(r, 300));
      expect((await orderOnServer(id)).status).toBe('pending');
      ask.click();
      await until(
        async () => (await orderOnServer(id)).status === 'completed',
        'the delivery after the click',
      );
      expect(app.opened).toContain(id);
    } finally {
      app.core.updateSettings({ autoUpload: true });
    }
  });
});

describe('notifications', () => {
  it('tells about a new order and opens it on a click', async () => {
    const id = await placeOrder();
    const n = await until(() => app.shown.find((s) => s.title === `New order #${id}`), 'the notification');
    expect(n.body).toContain('AB12 CDE');
    expect(n.body).toContain('Volkswagen Golf');
    n.click();
    expect(app.opened).toContain(id);
  });

  it('tells about a customer message but not about staff replies', async () => {
    const id = await placeOrder();
    const write = (u: TestUser, text: string) => {
      const boundary = 'xxBOUNDARYxx';
      return server.app.inject({
        method: 'POST',
        url: `/api/order_message/${id}`,
        headers: { ...u.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
      });
    };
    expect((await write(tuner, 'Working on it')).statusCode).toBe(200);
    expect((await write(customer, 'Any news?')).statusCode).toBe(200);
    const title = (s: { title: string }) => s.title.endsWith(`wrote on order #${id}`);
    const n = await until(() => app.shown.find(title), 'the message notice');
    // Who wrote and what, not "open the order to read it".
    expect(n.title).toMatch(new RegExp(`^Test User\\d+ wrote on order #${id}$`));
    expect(n.body).toBe('Any news?');
    expect(app.shown.filter(title)).toHaveLength(1);
    const messages = await app.core.listMessages(id);
    expect(messages.map((m) => [m.text, m.staff])).toEqual([
      ['Working on it', true],
      ['Any news?', false],
    ]);
  });
});

describe('a file handed over by path', () => {
  it('is taken only when the person dropped or chose it, or when it lies inside the work folder', async () => {
    const id = await placeOrder(1000);
    const outside = path.join(dir, 'secret.bin');
    await writeFile(outside, randomBytes(1000));
    await expect(app.core.addPath(id, outside)).rejects.toMatchObject({
      statusCode: 403,
      code: 'PATH_REFUSED',
    });
    await expect(app.core.addPath(id, 'relative.bin')).rejects.toMatchObject({ statusCode: 403 });
    // A link inside the folder to a file outside it is the file outside.
    const link = path.join(app.workFolder, 'link.bin');
    symlinkSync(outside, link);
    await expect(app.core.addPath(id, link)).rejects.toMatchObject({ statusCode: 403 });
    await expect(app.core.addPath(id, path.join(app.workFolder, '..', 'secret.bin'))).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(app.core.queue.entries().filter((e) => e.orderId === id)).toEqual([]);

    app.core.allowPaths([outside]);
    await app.core.addPath(id, outside);
    await until(async () => (await orderOnServer(id)).status === 'completed', 'the dropped file delivered');

    const other = await placeOrder(1000);
    const inside = path.join(app.workFolder, 'outbox', 'picked by hand.bin');
    await writeFile(inside, randomBytes(1000));
    await app.core.addPath(other, inside);
    await until(
      async () => (await orderOnServer(other)).status === 'completed',
      'the work-folder file delivered',
    );
  });
});
