import { ORDER_STATUSES } from '@portal/contracts';
import { HOLDING_STATUSES, TERMINAL_STATUSES } from '@portal/domain/src/order-status.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { seeded } from '../../../test/support/seeded.js';
import { ID_RANGE } from '../../lib/id-ranges.js';

// A page number typed far down a staff list starts where the per-range tallies place it; whatever the
// orders' ids, gaps and statuses, it must hold the orders an offset over the whole list would.
let app: TestApp;
let admin: TestUser;
let customer: TestUser;

const { random, pick } = seeded(20261129);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  const other = await createUser(app);
  const order = (id?: number) => ({
    ...(id ? { id } : {}),
    user_id: random() < 0.5 ? customer.id : other.id,
    status: pick(ORDER_STATUSES),
    is_agent: random() < 0.2,
    time_frame: 'asap',
  });
  // Several ranges' worth, then a hole of deleted orders across a range boundary and one far past the rest.
  for (let batch = 0; batch < 6; batch++)
    await app.db.batchInsert(
      'orders',
      Array.from({ length: 500 }, () => order()),
      250,
    );
  const ids = (await app.db('orders').orderBy('id').pluck('id')) as number[];
  await app.db('orders').whereBetween('id', [ids[900], ids[1300]]).delete();
  await app.db('orders').insert(order(Number(ids.at(-1)) + 3 * ID_RANGE));
});
afterAll(() => app.cleanup());

async function offsetPage(
  where: { is_agent: boolean; user_id?: number },
  statuses: readonly string[] | null,
  page: number,
  size: number,
) {
  const q = app
    .db('orders')
    .where(where)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size);
  if (statuses) q.whereIn('status', statuses);
  return ((await q.pluck('id')) as number[]).map(Number);
}

async function listed(path: string, user: TestUser) {
  const res = await app.inject({ url: `/api${path}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { _id: number }[]; total: number };
  return { ids: body.items.map((i) => i._id), total: body.total };
}

describe('a page number typed into a staff list', () => {
  const cases: { path: string; is_agent: boolean; statuses: readonly string[] | null }[] = [
    { path: '/order?', is_agent: false, statuses: null },
    { path: '/order?status=completed&', is_agent: false, statuses: ['completed'] },
    { path: '/pending_orders?', is_agent: false, statuses: ['unpaid', ...HOLDING_STATUSES] },
    { path: '/complete_orders?', is_agent: false, statuses: TERMINAL_STATUSES },
    { path: '/agent_order?', is_agent: true, statuses: null },
  ];

  it.each(cases)(
    'shows what an offset over the whole list would: $path',
    async ({ path, is_agent, statuses }) => {
      for (const size of [20, 37]) {
        const [{ n }] = await app
          .db('orders')
          .where({ is_agent })
          .modify((q) => (statuses ? q.whereIn('status', statuses) : q))
          .count({ n: '*' });
        const last = Math.ceil(Number(n) / size);
        for (const page of [
          1,
          2,
          Math.ceil(ID_RANGE / size),
          Math.ceil(ID_RANGE / size) + 1,
          Math.floor(last / 2),
          last - 1,
          last,
          last + 1,
          last + 40,
        ]) {
          if (page < 1) continue;
          const got = await listed(`${path}page=${page}&size=${size}`, admin);
          expect(got.ids, `${path} page ${page} of ${last}, size ${size}`).toEqual(
            await offsetPage({ is_agent }, statuses, page, size),
          );
          expect(got.total).toBe(Number(n));
        }
      }
    },
  );

  it('follows the orders as they change, and a customer still sees only their own', async () => {
    const ids = (await app
      .db('orders')
      .where('is_agent', false)
      .orderBy('id', 'desc')
      .pluck('id')) as number[];
    await app.db('orders').whereIn('id', ids.slice(10, 60)).delete();
    await app.db('orders').whereIn('id', ids.slice(200, 1500)).update({ status: 'completed' });
    await app.db('orders').whereIn('id', ids.slice(1600, 1610)).update({ is_agent: true });
    for (const page of [56, 60, 70]) {
      expect((await listed(`/order?page=${page}&size=20`, admin)).ids).toEqual(
        await offsetPage({ is_agent: false }, null, page, 20),
      );
      expect((await listed(`/order?status=completed&page=${page}&size=20`, admin)).ids).toEqual(
        await offsetPage({ is_agent: false }, ['completed'], page, 20),
      );
      const own = await listed(`/order?page=${page / 2}&size=20`, customer);
      expect(own.ids).toEqual(
        await offsetPage({ is_agent: false, user_id: customer.id }, null, page / 2, 20),
      );
    }
  });
});
