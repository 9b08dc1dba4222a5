import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveCredits,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../server/test/support/orders-kit.js';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import { createHandlers } from '../src/main/handlers.js';
import { ruleOrderNumber } from '../src/main/workFolder.js';
import { type Desktop, desktop, type Served, serve, until } from './harness.js';

describe('a tuning tool naming rule', () => {
  it('finds the order number where the rule puts it, and nothing elsewhere', () => {
    expect(ruleOrderNumber('ECM_{order}_*.bin', 'ECM_10234_stage1.bin')).toBe(10234);
    expect(ruleOrderNumber('ECM_{order}_*.bin', 'ecm_77_x.BIN')).toBe(77);
    expect(ruleOrderNumber('ECM_{order}_*.bin', 'ECM_2019_Golf 2.0.ori')).toBeNull();
    expect(ruleOrderNumber('*(#{order})*', 'Golf 2.0 (#31) st1.bin')).toBe(31);
    expect(ruleOrderNumber('*.bin', '123.bin')).toBeNull();
  });
});

const SIZE = 64 * 1024;
let server: Served;
let customer: TestUser;
let tuner: TestUser;
let dir: string;
let app: Desktop;
let ecm: string;
let winols: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  server = await serve();
  catalogue = await seedCatalogue(server.app);
  customer = await createUser(server.app);
  await giveCredits(server.app, customer.id, 100_000);
  tuner = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-tools-'));
  ecm = path.join(dir, 'ECM Titanium');
  winols = path.join(dir, 'WinOLS out');
  mkdirSync(ecm);
  mkdirSync(winols);
  app = desktop(dir, server.url, {
    toolFolders: [
      { name: 'ECM Titanium', folder: ecm, rule: 'ECM_{order}_*.bin' },
      { name: 'WinOLS', folder: winols, rule: '' },
    ],
  });
  await app.core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function placeOrder(): Promise<number> {
  const res = await submit(server.app, customer.headers, orderFields(catalogue), [
    { field: 'original_file', name: 'ecu.bin', data: randomBytes(SIZE) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order._id;
}

const delivered = (id: number) =>
  until(async () => {
    const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
    const o: Order = res.json().order;
    return o.status === 'completed' ? o : null;
  }, `order ${id} delivered`);

describe('one watched folder per tuning tool', () => {
  it("delivers what each tool saves into its own folder, found by that tool's rule", async () => {
    const [a, b] = [await placeOrder(), await placeOrder()];
    const first = randomBytes(SIZE);
    const second = randomBytes(SIZE);
    await writeFile(path.join(ecm, `ECM_${a}_stage1.bin`), first);
    await writeFile(path.join(winols, `Golf #${b} stage1.bin`), second);
    expect((await delivered(a)).modified_file?.sha256).toBe(sha256(first));
    expect((await delivered(b)).modified_file?.sha256).toBe(sha256(second));
  });

  it("reports a file the tool's rule finds no order number in", async () => {
    await writeFile(path.join(ecm, `stage1 ${Date.now()}.bin`), randomBytes(SIZE));
    const r = await until(
      () => app.core.reports().find((x) => x.fileName.startsWith('stage1 ')),
      'the report',
    );
    expect(r.reason).toBe('no-order-number');
  });

  it('watches a folder added in the settings at once; the screens may only add one chosen in the dialog', async () => {
    const later = path.join(dir, 'Later tool');
    mkdirSync(later);
    const opened: string[] = [];
    const handlers = createHandlers(app.core, {
      chooseFolder: async () => later,
      chooseFiles: async () => [],
      openPath: async (p: string) => opened.push(p),
      copyText: () => undefined,
      system: () => ({}),
      logTail: () => [],
    });
    const tools = app.core.settings.get().toolFolders;
    // A page that misbehaves cannot point the app at the disk's root, or at the user's home as a tool folder.
    await expect(handlers['settings:update']({ workFolder: path.parse(dir).root })).rejects.toThrow(
      'Please choose this folder with the folder button in the settings.',
    );
    await expect(
      handlers['settings:update']({ toolFolders: [...tools, { name: 'Home', folder: homedir(), rule: '' }] }),
    ).rejects.toThrow(/folder button/);
    expect(app.core.settings.get().toolFolders).toEqual(tools);
    expect(await handlers['settings:choose-folder']()).toBe(later);
    await handlers['settings:update']({
      toolFolders: [...tools, { name: 'Later', folder: later, rule: '{order}.bin' }],
    });
    await app.core.watcherReady();
    const id = await placeOrder();
    const data = randomBytes(SIZE);
    await writeFile(path.join(later, `${id}.bin`), data);
    expect((await delivered(id)).modified_file?.sha256).toBe(sha256(data));
  });
});
