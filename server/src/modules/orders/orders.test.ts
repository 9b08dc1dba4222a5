import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Order } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import {
  balanceOf,
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  orderTableCounts,
  seedCatalogue,
  sha256,
  storedFiles,
  submit,
  ZIP_BYTES,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

async function customerWith(credits: number) {
  const u = await createUser(app);
  if (credits) await giveCredits(app, u.id, credits);
  return u;
}

/** A browser-like form sent over real HTTP, so the upload really streams through the server. */
function form(
  fields: Record<string, string | number | (string | number)[]>,
  files: { field: string; name: string; data: Buffer }[],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v]) f.append(k, String(one));
  for (const file of files) f.append(file.field, new Blob([file.data]), file.name);
  return f;
}

async function download(path: string, user: TestUser) {
  const res = await fetch(`${base}${path}`, { headers: user.headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('the full order path over HTTP', () => {
  it('submits, holds credits, lets staff download and deliver, captures and hands back the file', async () => {
    const u = await customerWith(5000);
    const original = randomBytes(4 * 1024 * 1024);
    const res = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: u.headers,
      body: form(orderFields(c) as never, [
        { field: 'original_file', name: 'Golf ÄÖ 2.0.bin', data: original },
        { field: 'extra_files', name: 'logs.zip', data: ZIP_BYTES },
      ]),
    });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as { order: Order };
    expect(order).toMatchObject({
      status: 'pending',
      credit_count: 1200,
      price_type: 1,
      make: 'Volkswagen',
      model: 'Golf',
      engine: '2.0 TDI 150hp',
      reg_no: 'AB12 CDE',
      dtc: ['P0401', 'P2002'],
      waiting_for_opening: false,
      warning: false,
      automated: false,
      original_file: { name: 'Golf ÄÖ 2.0.bin', size: original.length, sha256: sha256(original) },
      extra_file: { name: 'logs.zip', size: ZIP_BYTES.length, sha256: sha256(ZIP_BYTES) },
      services: [{ _id: c.stage1, name: 'Stage 1', amount: 1000 }],
      options: [{ _id: c.popcorn, name: 'Pop and bang', amount: 200 }],
    });
    // The due time counts 60 working minutes from payment; the service is open round the clock here.
    expect(new Date(order.due_at ?? 0).getTime() - new Date(order.paid_at ?? 0).getTime()).toBe(60 * 60_000);
    expect(await balanceOf(app, u.id)).toEqual({ balance: 5000, held: 1200 });

    const old = await download(`/api/order/${order._id}/download_old_file`, admin);
    expect(old.res.status).toBe(200);
    expect(old.body.equals(original)).toBe(true);
    expect(old.res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Golf%20%C3%84%C3%96%202.0.bin",
    );
    const extras = await download(`/api/order/${order._id}/download_extra_file`, admin);
    expect(extras.body.equals(ZIP_BYTES)).toBe(true);
    const ini = await download(`/api/order/${order._id}/download-ini`, admin);
    expect(ini.body.toString()).toContain(`[Order]\r\nnumber=${order._id}`);
    expect(ini.body.toString()).toContain(`original_sha256=${sha256(original)}`);
    expect(ini.body.toString()).toContain('services=Stage 1');

    const modified = randomBytes(4 * 1024 * 1024);
    const delivered = await fetch(`${base}/api/order/${order._id}/submit_order`, {
      method: 'PUT',
      headers: admin.headers,
      body: form({ note: 'Stage 1 done' }, [
        { field: 'modified_file', name: 'golf_stage1.bin', data: modified },
      ]),
    });
    expect(delivered.status).toBe(200);
    const done = ((await delivered.json()) as { order: Order }).order;
    expect(done).toMatchObject({
      status: 'completed',
      current_status: 'Stage 1 done',
      modified_file: { revision: 1 },
    });
    expect(await balanceOf(app, u.id)).toEqual({ balance: 3800, held: 0 });

    const mine = await download(`/api/order/${order._id}/download_new_file`, u);
    expect(mine.res.status).toBe(200);
    expect(mine.body.equals(modified)).toBe(true);
    expect(mine.res.headers.get('content-length')).toBe(String(modified.length));

    // A revision: kept for staff, the customer gets the newest; the credits are not taken twice.
    const second = randomBytes(1000);
    const again = await fetch(`${base}/api/order/${order._id}/submit_order`, {
      method: 'PUT',
      headers: admin.headers,
      body: form({}, [{ field: 'modified_file', name: 'golf_stage1_v2.bin', data: second }]),
    });
    expect(((await again.json()) as { order: Order }).order.revisions).toHaveLength(2);
    expect((await download(`/api/order/${order._id}/download_new_file`, u)).body.equals(second)).toBe(true);
    expect(
      (await download(`/api/order/${order._id}/download_new_file?revision=1`, admin)).body.equals(modified),
    ).toBe(true);
    expect((await download(`/api/order/${order._id}/download_new_file?revision=1`, u)).res.status).toBe(404);
    expect(await balanceOf(app, u.id)).toEqual({ balance: 3800, held: 0 });
    const customerView = await app.inject({ url: `/api/order/${order._id}`, headers: u.headers });
    expect(customerView.json().order.revisions).toHaveLength(1);
  });
});

describe('bad input writes nothing', () => {
  const nothingWritten = async (run: () => Promise<{ statusCode: number; json(): { message: string } }>) => {
    const before = { ...(await orderTableCounts(app)), files: await storedFiles(app) };
    const res = await run();
    expect({ ...(await orderTableCounts(app)), files: await storedFiles(app) }).toEqual(before);
    return res;
  };

  it('refuses extra files that are not one ZIP or RAR', async () => {
    const u = await customerWith(5000);
    for (const extras of [
      [{ field: 'extra_files', name: 'logs.txt', data: Buffer.from('hello') }],
      // A ZIP name on bytes that are not a ZIP.
      [{ field: 'extra_files', name: 'logs.zip', data: randomBytes(5000) }],
    ]) {
      const res = await nothingWritten(() =>
        submit(app, u.headers, orderFields(c), [
          { field: 'original_file', name: 'a.bin', data: randomBytes(3000) },
          ...extras,
        ]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Extra files must be zipped into one ZIP or RAR file.');
    }
    // Two archives are not a wrong kind of file: a 400 that says one is the most.
    const two = await nothingWritten(() =>
      submit(app, u.headers, orderFields(c), [
        { field: 'original_file', name: 'a.bin', data: randomBytes(3000) },
        { field: 'extra_files', name: 'a.zip', data: ZIP_BYTES },
        { field: 'extra_files', name: 'b.zip', data: ZIP_BYTES },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one file can be attached in the field "extra_files".');
  });

  it('names a missing confirmation, an unknown service, a broken vehicle branch and missing fields', async () => {
    const u = await customerWith(5000);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ agree_terms: 'false' }, 400, /agree_terms/],
      [{ instructions_checked: '' }, 400, /instructions_checked/],
      [{ services: [999_999] }, 400, /no longer offered/],
      [{ services: [c.offline] }, 400, /no longer offered/],
      [{ manufacturer: c.otherManufacturer }, 400, /does not belong/],
      [{ tool: 'Hammer' }, 400, /supported tools/],
      [{ time_frame: 'tomorrow' }, 400, /time_frame/],
      [{ services: [] }, 400, /services/],
      [{ pay_later: 'true' }, 400, /Paying later is not available/],
    ];
    for (const [extra, status, message] of cases) {
      const res = await nothingWritten(() => submit(app, u.headers, orderFields(c, extra as never)));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const noFile = await nothingWritten(() => submit(app, u.headers, orderFields(c), []));
    expect(noFile.json().message).toMatch(/original_file/);
  });

  it('answers 402 without credits and 413 above the upload limit, leaving nothing behind', async () => {
    const poor = await customerWith(500);
    const res = await nothingWritten(() => submit(app, poor.headers, orderFields(c)));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('You do not have enough credits. Please buy credits first.');
    expect(await balanceOf(app, poor.id)).toEqual({ balance: 500, held: 0 });

    await app.settings.set('site', { ...(await app.settings.all()), max_upload_mb: 1 });
    try {
      const big = await nothingWritten(() =>
        submit(app, poor.headers, orderFields(c), [
          { field: 'original_file', name: 'big.bin', data: randomBytes(1024 * 1024 + 10) },
        ]),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The original file is larger than the 1 MB limit.');
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), max_upload_mb: 64 });
    }
  });

  it('prices a typed-in vehicle as a car and a truck by its vehicle type', async () => {
    const u = await customerWith(10_000);
    const typed = orderFields(c, { services: [c.stage1], options: [] });
    for (const k of ['vtype', 'manufacturer', 'vmodel', 'generation', 'variant'])
      delete (typed as Record<string, unknown>)[k];
    const res = await submit(app, u.headers, {
      ...typed,
      make: 'Ford',
      model: 'Focus',
      engine: '1.0 EcoBoost',
    });
    expect(res.json().order).toMatchObject({
      make: 'Ford',
      model: 'Focus',
      price_type: 1,
      credit_count: 1000,
      vtype: null,
    });
    const truck = await submit(app, u.headers, {
      ...typed,
      vtype: c.truckType,
      make: 'Scania',
      model: 'R450',
    });
    expect(truck.json().order).toMatchObject({
      price_type: 2,
      credit_count: 3000,
      vtype: { _id: c.truckType, name: 'Trucks' },
    });
  });

  it('answers 400 to a form that is cut off or malformed', async () => {
    const u = await customerWith(5000);
    const full = multipart(orderFields(c), [
      { field: 'original_file', name: 'a.bin', data: randomBytes(100_000) },
    ]);
    for (const payload of [
      full.payload.subarray(0, 60_000),
      full.payload.subarray(0, 300),
      Buffer.from('junk'),
    ]) {
      const res = await nothingWritten(() =>
        app.inject({
          method: 'POST',
          url: '/api/order',
          payload,
          headers: { ...u.headers, ...full.headers },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/could not be read/);
    }
  });

  it('lets only customers send orders', async () => {
    const staff = await createStaff(app, { orders: true });
    expect((await submit(app, staff.headers, orderFields(c))).statusCode).toBe(403);
    expect((await submit(app, {}, orderFields(c))).statusCode).toBe(401);
  });
});

describe('many fault codes', () => {
  it('accepts an order with 90 codes sent as repeated fields and stores them all', async () => {
    const u = await customerWith(5000);
    const codes = Array.from({ length: 90 }, (_, i) => `P${String(i + 1).padStart(4, '0')}`);
    const res = await submit(app, u.headers, orderFields(c, { dtc: codes }));
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json() as { order: Order };
    expect(order.dtc).toEqual(codes);
    const row = await app.db('orders').where({ id: order._id }).first();
    expect(JSON.parse(row.dtc)).toHaveLength(90);
  });
});
