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
  alwaysOpen,
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  await alwaysOpen(app);
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const dashboard = (u: TestUser) =>
  app.inject({ method: 'GET', url: '/api/statistics/dashboard', headers: u.headers });

describe('dashboard statistics', () => {
  it("counts today's orders by status, credits sold this month and the turnaround of completed orders", async () => {
    const u = await createUser(app);
    await giveCredits(app, u.id, 10_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await submit(app, u.headers, orderFields(c));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().order._id);
    }
    // One order took exactly two hours: placed two hours before it was delivered.
    await app
      .db('orders')
      .where({ id: ids[0] })
      .update({ created_at: new Date(Date.now() - 2 * 3_600_000) });
    const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(200) }]);
    const delivered = await app.inject({
      method: 'PUT',
      url: `/api/order/${ids[0]}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await app.db('credit_invoices').insert({
      user_id: u.id,
      kind: 'credits',
      item_name: '50 credits',
      count: 5000,
      amount: 4750,
      total: 4750,
      currency: 'EUR',
      status: 'paid',
      paid_at: new Date(),
    });

    const res = await dashboard(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.orders_per_day).toHaveLength(30);
    const today = body.orders_per_day.at(-1);
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.counts).toMatchObject({ pending: 2 });
    const placed = Object.values(body.orders_per_day as { counts: Record<string, number> }[])
      .map((d) => Object.values(d.counts).reduce((a, b) => a + b, 0))
      .reduce((a, b) => a + b, 0);
    expect(placed).toBe(3);
    expect(body.credits_per_month).toHaveLength(12);
    expect(body.credits_per_month.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      credits: 5000,
    });
    expect(body.turnaround_hours).toBeCloseTo(2, 0);
    expect(body.turnaround_per_month.at(-1)).toMatchObject({ orders: 1 });
  });

  it('is for staff with the orders permission only; credits sold only for those who see invoices', async () => {
    expect((await dashboard(await createStaff(app, { tickets: true }))).statusCode).toBe(403);
    expect((await dashboard(await createUser(app))).statusCode).toBe(403);
    const orders = await dashboard(await createStaff(app, { orders: true }));
    expect(orders.statusCode).toBe(200);
    expect(orders.json().orders_per_day).toHaveLength(30);
    expect(orders.json()).not.toHaveProperty('credits_per_month');
    const sales = await dashboard(
      await createStaff(app, { orders: true, dealers_manager: { dealers_invoices: true } }),
    );
    expect(sales.json().credits_per_month).toHaveLength(12);
  });
});

describe('agent balance over time', () => {
  it('answers the balance after each change, oldest first', async () => {
    const agent = await createUser(app);
    for (const amount of [10_000, -2_500, 4_000]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/credits/agent-balance/adjust',
        headers: admin.headers,
        payload: { user_id: agent.id, amount, reason: 'statistics test' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await app.inject({
      method: 'GET',
      url: `/api/statistics/agent-balance/${agent.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().points.map((p: { balance: number }) => p.balance)).toEqual([10_000, 7_500, 11_500]);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/statistics/agent-balance/999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const other = await createUser(app);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/statistics/agent-balance/${agent.id}`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers the credit balance after each change too, so a credits-only customer has a history', async () => {
    const customer = await createUser(app);
    for (const amount of [9_000, 1_500]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/credits/adjust',
        headers: admin.headers,
        payload: { user_id: customer.id, amount, reason: 'statistics test' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await app.inject({
      method: 'GET',
      url: `/api/statistics/agent-balance/${customer.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().points).toEqual([]);
    expect(res.json().credits.map((p: { balance: number }) => p.balance)).toEqual([9_000, 10_500]);
  });
});
