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
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  await alwaysOpen(app);
  admin = await createAdmin(app);
  staff = await createStaff(app, { orders: true });
});
afterAll(() => app.cleanup());

async function customer() {
  const u = await createUser(app);
  await giveCredits(app, u.id, 10_000);
  return u;
}
async function place(u: TestUser) {
  const res = await submit(app, u.headers, orderFields(c));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order._id as number;
}
async function deliver(by: TestUser, id: number) {
  const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(300) }]);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/order/${id}/submit_order`,
    payload: f.payload,
    headers: { ...by.headers, ...f.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const rate = (u: TestUser, id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/order/${id}/rating`, headers: u.headers, payload });
const ratings = (u: TestUser, id: number) =>
  app.inject({ method: 'GET', url: `/api/order/${id}/ratings`, headers: u.headers });
const summary = (u: TestUser) =>
  app.inject({ method: 'GET', url: '/api/ratings/summary', headers: u.headers });

describe('ratings of delivered files', () => {
  it('lets the customer rate once per delivered file; staff see it on the order with who delivered', async () => {
    const u = await customer();
    const id = await place(u);
    const early = await rate(u, id, { stars: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('There is no delivered file to rate yet.');

    await deliver(staff, id);
    expect((await ratings(u, id)).json()).toEqual({ items: [], can_rate_revision: 1 });
    const first = await rate(u, id, { stars: 4, comment: '  Runs smoothly, a little smoke.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      can_rate_revision: null,
      items: [{ revision: 1, stars: 4, comment: 'Runs smoothly, a little smoke.' }],
    });
    expect(first.json().items[0].staff_name).toBeUndefined();
    const again = await rate(u, id, { stars: 1 });
    expect(again.statusCode).toBe(409);

    const seen = await ratings(admin, id);
    expect(seen.json().items[0]).toMatchObject({ stars: 4, staff_name: staff.username });
  });

  it('refuses a second rating of the same file under a race: exactly one is stored', async () => {
    const u = await customer();
    const id = await place(u);
    await deliver(staff, id);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => rate(u, id, { stars: n })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(await app.db('order_ratings').where({ order_id: id })).toHaveLength(1);
  });

  it("answers bad stars with 400 and hides other customers' orders behind 404", async () => {
    const u = await customer();
    const id = await place(u);
    await deliver(staff, id);
    for (const stars of [0, 6, 2.5]) expect((await rate(u, id, { stars })).statusCode).toBe(400);
    const stranger = await createUser(app);
    expect((await rate(stranger, id, { stars: 5 })).statusCode).toBe(404);
    expect((await ratings(stranger, id)).statusCode).toBe(404);
    expect((await rate(admin, id, { stars: 5 })).statusCode).toBe(403);
  });

  it('averages per staff member and per service for staff with the orders permission only', async () => {
    const res = await summary(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.overall.count).toBeGreaterThanOrEqual(2);
    const mine = body.by_staff.find((s: { staff_id: number }) => s.staff_id === staff.id);
    expect(mine).toMatchObject({ name: staff.username });
    expect(mine.count).toBe(body.overall.count);
    expect(body.by_service[0]).toMatchObject({ service_id: c.stage1 });
    expect(body.by_service[0].average).toBeCloseTo(body.overall.average, 2);

    const noPermission = await createStaff(app, { tickets: true });
    expect((await summary(noPermission)).statusCode).toBe(403);
    expect((await summary(await createUser(app))).statusCode).toBe(403);
  });
});
