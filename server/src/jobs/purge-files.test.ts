import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../test/helpers.js';
import {
  balanceOf,
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  storedFiles,
  submit,
} from '../../test/support/orders-kit.js';
import { withJobLock } from './lock.js';
import { purgeExpiredFiles, retentionCutoff, retentionMonths } from './purge-files.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let u: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  u = await createUser(app);
  await giveCredits(app, u.id, 10_000);
});
afterAll(() => app.cleanup());

const twoMonthsAgo = () => new Date(Date.now() - 62 * 86_400_000);

async function order(delivered: boolean) {
  const o = (await submit(app, u.headers, orderFields(c))).json().order;
  const m = multipart({ message: 'log attached' }, [
    { field: 'file', name: 'log.txt', data: randomBytes(100) },
  ]);
  await app.inject({
    method: 'POST',
    url: `/api/order_message/${o._id}`,
    payload: m.payload,
    headers: { ...u.headers, ...m.headers },
  });
  if (delivered) {
    const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(100) }]);
    await app.inject({
      method: 'PUT',
      url: `/api/order/${o._id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
  }
  return o._id as number;
}

describe('monthly file purge', () => {
  it('computes the cutoff from the retention', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(retentionCutoff(now, 0).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(retentionCutoff(now, 3).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(retentionMonths({})).toBe(0);
    expect(retentionMonths({ FILE_RETENTION_MONTHS: '2' })).toBe(2);
    expect(() => retentionMonths({ FILE_RETENTION_MONTHS: 'soon' })).toThrow(/FILE_RETENTION_MONTHS/);
  });

  it('deletes old files of finished orders, keeps the records and marks them expired', async () => {
    const oldDone = await order(true);
    const oldOpen = await order(false);
    const fresh = await order(true);
    await app
      .db('orders')
      .whereIn('id', [oldDone, oldOpen])
      .update({ created_at: twoMonthsAgo(), updated_at: twoMonthsAgo() });
    await app
      .db('order_messages')
      .whereIn('order_id', [oldDone, oldOpen])
      .update({ created_at: twoMonthsAgo() });
    const up = multipart({ note: 'old' }, [{ field: 'files', name: 'old.bin', data: randomBytes(100) }]);
    const uploaded = (
      await app.inject({
        method: 'POST',
        url: '/api/file_upload',
        payload: up.payload,
        headers: { ...u.headers, ...up.headers },
      })
    ).json();
    await app.db('file_uploads').where({ id: uploaded.items[0]._id }).update({ created_at: twoMonthsAgo() });

    const before = await storedFiles(app);
    expect(await purgeExpiredFiles(app, new Date(), 3)).toEqual({
      orders: 0,
      messages: 0,
      uploads: 0,
      files: 0,
    });
    const result = await purgeExpiredFiles(app, new Date(), 0);
    // The delivered old order: original, modified file and the message's file; plus the upload.
    expect(result).toEqual({ orders: 1, messages: 0, uploads: 1, files: 4 });
    expect(await storedFiles(app)).toBe(before - 4);

    const gone = (await app.inject({ url: `/api/order/${oldDone}`, headers: u.headers })).json().order;
    expect(gone).toMatchObject({
      status: 'completed',
      file_expired: true,
      original_file: { name: 'golf.bin' },
    });
    const download = await app.inject({ url: `/api/order/${oldDone}/download_old_file`, headers: u.headers });
    expect(download.statusCode).toBe(410);
    expect(download.json().message).toMatch(/deleted after the retention period/);
    expect(
      (await app.inject({ url: `/api/order/${oldDone}/download_new_file`, headers: u.headers })).statusCode,
    ).toBe(410);
    const messages = (await app.inject({ url: `/api/order_messages/${oldDone}`, headers: u.headers })).json()
      .items;
    expect(messages[0]).toMatchObject({ file_expired: true, file: { name: 'log.txt' } });
    const uploads = (await app.inject({ url: '/api/file_uploads', headers: admin.headers })).json().items;
    expect(uploads.find((x: { _id: number }) => x._id === uploaded.items[0]._id).file_expired).toBe(true);

    // Work in progress and this month's orders keep their files.
    for (const id of [oldOpen, fresh]) {
      const res = await app.inject({ url: `/api/order/${id}/download_old_file`, headers: u.headers });
      expect(res.statusCode).toBe(200);
    }
    expect(await purgeExpiredFiles(app, new Date(), 0)).toEqual({
      orders: 0,
      messages: 0,
      uploads: 0,
      files: 0,
    });
  });

  it("keeps a file delivered this month to an older order; once purged, the order takes no new file and can't be paid", async () => {
    const lateDone = await order(false);
    await app
      .db('orders')
      .where({ id: lateDone })
      .update({ created_at: twoMonthsAgo(), updated_at: twoMonthsAgo() });
    await app.db('order_messages').where({ order_id: lateDone }).update({ created_at: twoMonthsAgo() });
    const deliver = () => {
      const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(100) }]);
      return app.inject({
        method: 'PUT',
        url: `/api/order/${lateDone}/submit_order`,
        payload: f.payload,
        headers: { ...admin.headers, ...f.headers },
      });
    };
    expect((await deliver()).statusCode).toBe(200);
    await purgeExpiredFiles(app, new Date(), 0);
    const fetchNew = () =>
      app.inject({ url: `/api/order/${lateDone}/download_new_file`, headers: u.headers });
    expect((await fetchNew()).statusCode).toBe(200);
    // Its message's attachment stays with it too.
    const kept = (await app.inject({ url: `/api/order_messages/${lateDone}`, headers: u.headers })).json()
      .items;
    expect(kept[0]).toMatchObject({ file_expired: false });

    // A month on, its files go; a corrected file staff send then is refused and not stored.
    await app.db('orders').where({ id: lateDone }).update({ updated_at: twoMonthsAgo() });
    expect((await purgeExpiredFiles(app, new Date(), 0)).orders).toBe(1);
    const files = await storedFiles(app);
    const late = await deliver();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'FILES_EXPIRED', message: expect.stringMatching(/new order/) });
    expect(await storedFiles(app)).toBe(files);
    expect(await app.db('order_revisions').where({ order_id: lateDone })).toHaveLength(1);
    expect((await fetchNew()).json().code).toBe('FILES_EXPIRED');

    // An order left unpaid past the retention loses its file and can no longer be paid.
    await app.settings.set('site', { ...(await app.settings.all()), submit_order_pay_later: true });
    const unpaid = (await submit(app, u.headers, { ...orderFields(c), pay_later: 'true' })).json().order;
    expect(unpaid.status).toBe('unpaid');
    await app
      .db('orders')
      .where({ id: unpaid._id })
      .update({ created_at: twoMonthsAgo(), updated_at: twoMonthsAgo() });
    await purgeExpiredFiles(app, new Date(), 0);
    const balance = () => balanceOf(app, u.id);
    const before = await balance();
    const pay = await app.inject({
      method: 'PUT',
      url: '/api/order/complete-later-payment',
      payload: { orderID: unpaid._id },
      headers: u.headers,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({
      code: 'FILES_EXPIRED',
      message: expect.stringMatching(/can no longer be paid/),
    });
    const after = (await app.inject({ url: `/api/order/${unpaid._id}`, headers: u.headers })).json().order;
    expect(after).toMatchObject({ status: 'unpaid', file_expired: true, paid_at: null });
    expect(await balance()).toEqual(before);
  });

  it('runs on one instance at a time through a lock row that expires', async () => {
    await app
      .db('job_locks')
      .insert({ name: 'purge_files', holder: 'other-instance', expires_at: new Date(Date.now() + 60_000) });
    expect(await withJobLock(app.db, 'purge_files', 60_000, async () => 'ran')).toBeNull();
    await app
      .db('job_locks')
      .where({ name: 'purge_files' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect(await withJobLock(app.db, 'purge_files', 60_000, async () => 'ran')).toBe('ran');
    expect(await app.db('job_locks').where({ name: 'purge_files' }).first()).toBeUndefined();
  });
});
