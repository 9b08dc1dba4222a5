import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  alwaysOpen,
  balanceOf,
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  storedFiles,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

async function customer(credits = 10_000) {
  const u = await createUser(app);
  if (credits) await giveCredits(app, u.id, credits);
  return u;
}
async function place(u: TestUser, extra = {}) {
  const res = await submit(app, u.headers, orderFields(c, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { _id: number; status: string };
}
const change = (u: TestUser, id: number, status: string, reason?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/order/${id}/change_status`,
    payload: { status, reason },
    headers: u.headers,
  });
const cancel = (u: TestUser, id: number, reason?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/order/${id}/cancel_order`,
    payload: reason ? { reason } : {},
    headers: u.headers,
  });
function deliver(id: number, data = randomBytes(500)) {
  const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data }]);
  return app.inject({
    method: 'PUT',
    url: `/api/order/${id}/submit_order`,
    payload: f.payload,
    headers: { ...admin.headers, ...f.headers },
  });
}
/** The ledger's own sums must always agree with the summary row. */
async function ledgerAgrees(userId: number) {
  const rows: { kind: string; amount: number }[] = await app.db('credit_ledger').where({ user_id: userId });
  const balance = rows
    .filter((r) => !['hold', 'release'].includes(r.kind))
    .reduce((s, r) => s + Number(r.amount), 0);
  const held = rows
    .filter((r) => ['hold', 'release', 'capture'].includes(r.kind))
    .reduce((s, r) => s + Number(r.amount), 0);
  expect(await balanceOf(app, userId)).toEqual({ balance, held });
}

describe('status changes', () => {
  it('follows the status machine and refuses the rest with 409 and a reason', async () => {
    const u = await customer();
    const o = await place(u);
    const hold = await change(admin, o._id, 'on_hold', 'Waiting for a full read');
    expect(hold.json().order).toMatchObject({ status: 'on_hold', current_status: 'Waiting for a full read' });
    const complete = await change(admin, o._id, 'completed');
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'An order is completed by delivering the modified file.',
    });
    expect((await deliver(o._id)).statusCode).toBe(409);
    expect((await change(admin, o._id, 'in_progress')).json().order.status).toBe('in_progress');
    expect((await deliver(o._id)).json().order.status).toBe('completed');
    const back = await change(admin, o._id, 'on_hold');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A completed order cannot be put on hold.');
    expect((await cancel(admin, o._id, 'too late')).statusCode).toBe(409);
    await ledgerAgrees(u.id);
  });

  it('lets the customer resubmit an order sent back as incomplete', async () => {
    const u = await customer();
    const o = await place(u);
    await change(admin, o._id, 'incomplete', 'Please send the full read');
    expect((await change(u, o._id, 'pending')).json().order.status).toBe('pending');
  });

  it('deletes only finished orders, with their files', async () => {
    const u = await customer();
    const o = await place(u);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/order/${o._id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    await deliver(o._id);
    const files = await storedFiles(app);
    const ok = await app.inject({ method: 'DELETE', url: `/api/order/${o._id}`, headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(await storedFiles(app)).toBe(files - 2);
    expect((await app.inject({ url: `/api/order/${o._id}`, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('needs a reason and returns the held credits in the same step', async () => {
    const u = await customer(5000);
    const o = await place(u);
    expect(await balanceOf(app, u.id)).toEqual({ balance: 5000, held: 1200 });
    const none = await cancel(u, o._id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/No reason provided/);
    const ok = await cancel(u, o._id, 'Wrong file');
    expect(ok.json().order).toMatchObject({ status: 'cancelled', current_status: 'Wrong file' });
    expect(await balanceOf(app, u.id)).toEqual({ balance: 5000, held: 0 });
    expect((await cancel(u, o._id, 'again')).statusCode).toBe(409);
    await ledgerAgrees(u.id);
  });

  it('lets staff cancel work in progress, but not the customer', async () => {
    const u = await customer(5000);
    const o = await place(u);
    await change(admin, o._id, 'in_progress');
    expect((await cancel(u, o._id, 'changed my mind')).statusCode).toBe(403);
    expect((await cancel(admin, o._id, 'ECU not supported')).json().order.status).toBe('cancelled');
    expect(await balanceOf(app, u.id)).toEqual({ balance: 5000, held: 0 });
  });
});

describe('paying later', () => {
  it('keeps the order unpaid until the customer pays, then holds the credits', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), submit_order_pay_later: true });
    const u = await customer(0);
    const o = await place(u, { pay_later: 'true' });
    expect(o).toMatchObject({ status: 'unpaid', pay_later: true, paid_at: null, due_at: null });
    expect(await balanceOf(app, u.id)).toEqual({ balance: 0, held: 0 });
    expect((await change(admin, o._id, 'in_progress')).statusCode).toBe(409);
    const pay = () =>
      app.inject({
        method: 'PUT',
        url: '/api/order/complete-later-payment',
        payload: { orderID: o._id },
        headers: u.headers,
      });
    const poor = await pay();
    expect(poor.statusCode).toBe(402);
    expect((await app.inject({ url: `/api/order/${o._id}`, headers: u.headers })).json().order.status).toBe(
      'unpaid',
    );
    await giveCredits(app, u.id, 2000);
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'pending', pay_later: true });
    expect(paid.json().order.paid_at).not.toBeNull();
    expect(await balanceOf(app, u.id)).toEqual({ balance: 2000, held: 1200 });
    expect((await pay()).statusCode).toBe(409);
    await ledgerAgrees(u.id);
  });
});

describe('lists, counts, warnings and opening hours', () => {
  it('counts per status for staff and per customer for customers', async () => {
    const u = await customer();
    const a = await place(u);
    const b = await place(u);
    await cancel(u, b._id, 'duplicate');
    const count = async (path: string, who: TestUser) =>
      (await app.inject({ url: `/api${path}`, headers: who.headers })).json().count;
    expect(await count('/user_pending_orders_count', u)).toBe(1);
    expect(await count('/pending_orders_count', u)).toBe(1);
    expect(await count('/cancelled_orders_count', u)).toBe(1);
    expect(await count('/warning_orders_count', u)).toBe(0);
    const staffPending = await count('/pending_orders_count', admin);
    expect(staffPending).toBeGreaterThanOrEqual(1);
    // The time frame runs out: the order turns into a warning.
    await app
      .db('orders')
      .where({ id: a._id })
      .update({ due_at: new Date(Date.now() - 60_000) });
    expect(await count('/warning_orders_count', u)).toBe(1);
    expect((await app.inject({ url: `/api/order/${a._id}`, headers: u.headers })).json().order.warning).toBe(
      true,
    );
    const pending = await app.inject({
      url: '/api/pending_orders?status=pending&keyword=golf',
      headers: u.headers,
    });
    expect(pending.json().items.map((o: { _id: number }) => o._id)).toEqual([a._id]);
    const history = await app.inject({ url: '/api/complete_orders', headers: u.headers });
    expect(history.json().items.map((o: { _id: number }) => o._id)).toEqual([b._id]);
    const byId = await app.inject({ url: `/api/order?keywords=${a._id}`, headers: admin.headers });
    expect(byId.json().items.map((o: { _id: number }) => o._id)).toContain(a._id);
  });

  it('accepts orders while closed and marks them waiting for the opening', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [holiday] = await app.db('closing_dates').insert({
      title: 'Holiday',
      date_from: today,
      date_to: today,
      created_at: new Date(),
      updated_at: new Date(),
    });
    // Written past the hours routes, so the instance is told as those routes tell it.
    await app.openingHours.changed();
    try {
      const u = await customer();
      const o = await place(u);
      expect(o).toMatchObject({ status: 'pending', waiting_for_opening: true });
      // Sixty working minutes only start counting once the holiday is over.
      const due = new Date((o as unknown as { due_at: string }).due_at).getTime();
      expect(due).toBeGreaterThan(new Date(`${today}T23:59:59Z`).getTime());
      await app.db('closing_dates').where({ id: holiday }).delete();
      await app.openingHours.changed();
      expect(
        (await app.inject({ url: `/api/order/${o._id}`, headers: u.headers })).json().order
          .waiting_for_opening,
      ).toBe(false);
    } finally {
      await app.db('closing_dates').where({ id: holiday }).delete();
      await alwaysOpen(app);
    }
  });
  it('shows a holiday added or removed through the hours pages on the very next order read', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const u = await customer();
    const read = async (id: number) =>
      (await app.inject({ url: `/api/order/${id}`, headers: u.headers })).json().order.waiting_for_opening;
    // Read once while open, so the hours are held in memory before the change.
    const open = await place(u);
    expect(await read(open._id)).toBe(false);
    const holiday = await app.inject({
      method: 'POST',
      url: '/api/closing-dates',
      headers: admin.headers,
      payload: { title: 'Stocktaking', date_from: today },
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    try {
      const closed = await place(u);
      expect(await read(closed._id)).toBe(true);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/closing-dates/${holiday.json()._id}`,
        headers: admin.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(await read(closed._id)).toBe(false);
    } finally {
      await app.db('closing_dates').where({ id: holiday.json()._id }).delete();
      await alwaysOpen(app);
    }
  });
});
