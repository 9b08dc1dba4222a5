import type { OrderEvent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let orderId: number;

const events = (u: TestUser | null, id: number | string) =>
  app.inject({ method: 'GET', url: `/api/order/${id}/events`, headers: u?.headers ?? {} });

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  owner = await createUser(app);
  other = await createUser(app);
  await giveCredits(app, owner.id, 10_000);
  const res = await submit(app, owner.headers, orderFields(c));
  expect(res.statusCode, res.body).toBe(200);
  orderId = res.json().order._id;
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/order/${orderId}/change_status`,
    payload: { status: 'in_progress' },
    headers: admin.headers,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const cancelled = await app.inject({
    method: 'PUT',
    url: `/api/order/${orderId}/cancel_order`,
    payload: { reason: 'The read is from another ECU.' },
    headers: admin.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(() => app.cleanup());

describe('GET /order/:id/events', () => {
  it('tells the customer each change in order, with the reason, without staff names', async () => {
    const res = await events(owner, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as OrderEvent[];
    expect(items.map((e) => e.to_status).slice(-2)).toEqual(['in_progress', 'cancelled']);
    expect(items[0]).toMatchObject({ from_status: null, actor: 'customer' });
    expect(items.at(-1)).toMatchObject({ actor: 'staff', reason: 'The read is from another ECU.' });
    expect(items.every((e) => !('actor_name' in e))).toBe(true);
    const times = items.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('names the staff member for staff, by full name', async () => {
    const items = (await events(admin, orderId)).json().items as OrderEvent[];
    const named = async (u: TestUser) => {
      const row = await app.db('users').where({ id: u.id }).first('firstname', 'lastname');
      return `${row.firstname} ${row.lastname}`;
    };
    expect(items.at(-1)).toMatchObject({ actor: 'staff', actor_name: await named(admin) });
    expect(items[0]).toMatchObject({ actor: 'customer', actor_name: await named(owner) });
  });

  it('names the first admin by his profile name, not the generated user name; else by user name', async () => {
    // As the admin made from PORTAL_ADMIN_EMAIL is stored: a generated handle and the placeholder name.
    await app.db('users').where({ id: admin.id }).update({ firstname: 'Site', lastname: 'Administrator' });
    let items = (await events(admin, orderId)).json().items as OrderEvent[];
    expect(items.at(-1)).toMatchObject({ actor: 'staff', actor_name: 'Site Administrator' });
    await app.db('users').where({ id: admin.id }).update({ firstname: '', lastname: '' });
    items = (await events(admin, orderId)).json().items as OrderEvent[];
    expect(items.at(-1)).toMatchObject({ actor: 'staff', actor_name: admin.username });
  });

  it("answers 404 for another customer's order, 401 without a session, 400 for a bad id", async () => {
    expect((await events(other, orderId)).statusCode).toBe(404);
    expect((await events(null, orderId)).statusCode).toBe(401);
    expect((await events(owner, 'abc')).statusCode).toBe(400);
    expect((await events(owner, 999_999)).statusCode).toBe(404);
  });

  it('is not an agent-order route for customer orders', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/agent_order/${orderId}/events`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
