import { randomBytes } from 'node:crypto';
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
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  storedFiles,
  submit,
  ZIP_BYTES,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let orderId: number;
let messageId: number;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  owner = await createUser(app);
  other = await createUser(app);
  await giveCredits(app, owner.id, 10_000);
  await giveCredits(app, other.id, 10_000);
  const res = await submit(app, owner.headers, orderFields(c), [
    { field: 'original_file', name: 'a.bin', data: randomBytes(2000) },
    { field: 'extra_files', name: 'b.zip', data: ZIP_BYTES },
  ]);
  orderId = res.json().order._id;
  const m = multipart({ message: 'hello' }, [{ field: 'file', name: 'log.txt', data: Buffer.from('log') }]);
  const msg = await app.inject({
    method: 'POST',
    url: `/api/order_message/${orderId}`,
    payload: m.payload,
    headers: { ...owner.headers, ...m.headers },
  });
  messageId = msg.json().message._id;
});
afterAll(() => app.cleanup());

const file = () =>
  multipart({ message: 'x' }, [{ field: 'modified_file', name: 'm.bin', data: randomBytes(100) }]);

/** Every call that names one order or one of its messages. */
function calls(id: number, msg: number) {
  const f = file();
  return [
    { method: 'GET', url: `/api/order/${id}` },
    { method: 'GET', url: `/api/order/${id}/download_old_file` },
    { method: 'GET', url: `/api/order/${id}/download_new_file` },
    { method: 'GET', url: `/api/order/${id}/download_extra_file` },
    { method: 'GET', url: `/api/order/${id}/download-ini` },
    { method: 'PUT', url: `/api/order/${id}/cancel_order`, payload: { reason: 'mine now' } },
    { method: 'PUT', url: `/api/order/${id}/change_status`, payload: { status: 'pending' } },
    { method: 'POST', url: `/api/order/${id}/automation_retry` },
    { method: 'PUT', url: '/api/order/complete-later-payment', payload: { orderID: id } },
    { method: 'GET', url: `/api/order_messages/${id}` },
    { method: 'POST', url: `/api/order_message/${id}`, payload: f.payload, headers: f.headers },
    { method: 'DELETE', url: `/api/order_message/${msg}` },
    { method: 'GET', url: `/api/order_message/${msg}/download_file` },
  ] as const;
}

describe('who may touch an order', () => {
  it('answers 404 to another customer for every call on the order, and changes nothing', async () => {
    for (const call of calls(orderId, messageId)) {
      const res = await app.inject({
        method: call.method,
        url: call.url,
        payload: 'payload' in call ? call.payload : undefined,
        headers: { ...other.headers, ...('headers' in call ? call.headers : {}) },
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const mine = await app.inject({ url: `/api/order/${orderId}`, headers: owner.headers });
    expect(mine.json().order.status).toBe('pending');
    const messages = await app.inject({ url: `/api/order_messages/${orderId}`, headers: owner.headers });
    expect(messages.json().items).toHaveLength(1);
    const list = await app.inject({ url: '/api/user_orders', headers: other.headers });
    expect(list.json().total).toBe(0);
    const all = await app.inject({ url: '/api/order', headers: other.headers });
    expect(all.json().items.map((o: { _id: number }) => o._id)).not.toContain(orderId);
  });

  it('keeps staff without the orders permission out', async () => {
    const staff = await createStaff(app, { tickets: true });
    for (const url of [
      `/api/order/${orderId}`,
      '/api/order',
      '/api/pending_orders_count',
      `/api/order/${orderId}/download_old_file`,
    ]) {
      const res = await app.inject({ url, headers: staff.headers });
      expect(res.statusCode, url).toBe(403);
    }
    const withPermission = await createStaff(app, { orders: true });
    expect(
      (await app.inject({ url: `/api/order/${orderId}`, headers: withPermission.headers })).statusCode,
    ).toBe(200);
  });

  it('keeps customers away from staff actions', async () => {
    const f = file();
    const deliver = await app.inject({
      method: 'PUT',
      url: `/api/order/${orderId}/submit_order`,
      payload: f.payload,
      headers: { ...owner.headers, ...f.headers },
    });
    expect(deliver.statusCode).toBe(403);
    const start = await app.inject({
      method: 'PUT',
      url: `/api/order/${orderId}/change_status`,
      payload: { status: 'in_progress' },
      headers: owner.headers,
    });
    expect(start.statusCode).toBe(403);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/order/${orderId}`,
      headers: owner.headers,
    });
    expect(remove.statusCode).toBe(403);
    const library = await app.inject({ url: '/api/automation/solutions', headers: owner.headers });
    expect(library.statusCode).toBe(403);
  });

  it('lets only the author delete a message, and staff read and answer it', async () => {
    const staffDelete = await app.inject({
      method: 'DELETE',
      url: `/api/order_message/${messageId}`,
      headers: admin.headers,
    });
    expect(staffDelete.statusCode).toBe(403);
    const download = await app.inject({
      url: `/api/order_message/${messageId}/download_file`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('log');
  });

  it('answers 404 for agent orders on a site that is not an admin site', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), is_admin_site: false });
    try {
      const res = await app.inject({ url: '/api/agent_pending_orders', headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Agent orders are not available on this site.');
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), is_admin_site: true });
    }
  });
});

describe('what a message may carry', () => {
  /** Posts a message on the order and checks that no row and no file was stored. */
  async function refused(
    fields: Record<string, string>,
    files: { field: string; name: string; data: Buffer }[],
  ) {
    const count = async () =>
      Number((await app.db('order_messages').count<{ n: number }[]>({ n: '*' }))[0].n);
    const before = { rows: await count(), files: await storedFiles(app) };
    const m = multipart(fields, files);
    const res = await app.inject({
      method: 'POST',
      url: `/api/order_message/${orderId}`,
      payload: m.payload,
      headers: { ...owner.headers, ...m.headers },
    });
    expect({ rows: await count(), files: await storedFiles(app) }).toEqual(before);
    return res;
  }

  it('refuses an empty file as the whole message, and stores nothing', async () => {
    const res = await refused({}, [{ field: 'file', name: 'empty.txt', data: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('"empty.txt" is empty.');
    const withText = await refused({ message: 'see the file' }, [
      { field: 'file', name: 'empty.txt', data: Buffer.alloc(0) },
    ]);
    expect(withText.statusCode).toBe(400);
    expect(withText.json().message).toBe('"empty.txt" is empty.');
  });

  it('refuses a text over 5000 characters instead of cutting it, and stores nothing', async () => {
    for (const files of [[], [{ field: 'file', name: 'log.txt', data: Buffer.from('log') }]]) {
      const res = await refused({ message: 'x'.repeat(6000) }, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The message can be at most 5000 characters long.');
    }
    const m = multipart({ message: 'y'.repeat(5000) });
    const ok = await app.inject({
      method: 'POST',
      url: `/api/order_message/${orderId}`,
      payload: m.payload,
      headers: { ...owner.headers, ...m.headers },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message.message).toHaveLength(5000);
    await app.inject({
      method: 'DELETE',
      url: `/api/order_message/${ok.json().message._id}`,
      headers: owner.headers,
    });
  });
});

describe('a message on an order', () => {
  it('is refused with invisible characters (blank text, hidden direction overrides), as a ticket message is', async () => {
    for (const text of ['\u200b', 'a\u0000b', '\u202egnp.exe']) {
      const m = multipart({ message: text }, []);
      const res = await app.inject({
        method: 'POST',
        url: `/api/order_message/${orderId}`,
        payload: m.payload,
        headers: { ...owner.headers, ...m.headers },
      });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().field).toBe('message');
    }
  });
});
