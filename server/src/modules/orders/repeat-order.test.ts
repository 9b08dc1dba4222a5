import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
});
afterAll(() => app.cleanup());

const ordersOf = async (userId: number) =>
  (await app.db('orders').where({ user_id: userId }).select('id')).map((r) => Number(r.id));

describe('a resent order form', () => {
  it('places one order and holds its credits once, however often it arrives under one key', async () => {
    const u = await createUser(app);
    await giveCredits(app, u.id, 5000);
    const headers = { ...u.headers, 'idempotency-key': 'order-form-1' };
    const answers = await Promise.all([1, 2].map(() => submit(app, headers, orderFields(c))));
    const later = await submit(app, headers, orderFields(c));
    const ids = await ordersOf(u.id);
    expect(ids).toHaveLength(1);
    expect(await balanceOf(app, u.id)).toEqual({ balance: 5000, held: 1200 });
    for (const a of [...answers, later]) {
      if (a.statusCode === 200) expect(a.json().order._id).toBe(ids[0]);
      else expect(a.statusCode).toBe(409);
    }
    expect(later.statusCode).toBe(200);

    await submit(app, { ...u.headers, 'idempotency-key': 'order-form-2' }, orderFields(c));
    expect(await ordersOf(u.id)).toHaveLength(2);
  });
});
