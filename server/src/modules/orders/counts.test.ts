import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts';
import { HOLDING_STATUSES, WORKING_STATUSES } from '@portal/domain/src/order-status.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { expectRangesExact } from '../../../test/support/ranges.js';
import { seeded } from '../../../test/support/seeded.js';

// The order tallies behind list totals, menu counts and typed page numbers must equal COUNT(*) whatever
// changed the orders.
let app: TestApp;
let admin: TestUser;
const customers: TestUser[] = [];

const { random, pick } = seeded(20261126);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  for (let i = 0; i < 4; i++) customers.push(await createUser(app));
});
afterAll(() => app.cleanup());

const insertOrder = (userId: number, status: OrderStatus, isAgent = random() < 0.3) =>
  app.db('orders').insert({ user_id: userId, status, is_agent: isAgent, time_frame: 'asap' });

async function expectTalliesExact() {
  const counted = (await app
    .db('orders')
    .select('is_agent', 'user_id', 'status')
    .count({ n: '*' })
    .groupBy('is_agent', 'user_id', 'status')) as {
    is_agent: number;
    user_id: number;
    status: string;
    n: number;
  }[];
  const tallied = (await app.db('order_counts').where('n', '>', 0).whereNot('user_id', 0)) as typeof counted;
  const key = (r: (typeof counted)[number]) =>
    `${Number(r.is_agent)}|${r.user_id}|${r.status}|${Number(r.n)}`;
  expect(tallied.map(key).sort()).toEqual(counted.map(key).sort());
  expect(await app.db('order_counts').where('n', '<', 0)).toEqual([]);
  // Everyone's tallies (customer 0), which the staff lists and menu counts read.
  const everyone = new Map<string, number>();
  for (const r of counted) {
    const k = `${Number(r.is_agent)}|0|${r.status}`;
    everyone.set(k, (everyone.get(k) ?? 0) + Number(r.n));
  }
  const summed = (await app.db('order_counts').where('n', '>', 0).where('user_id', 0)) as typeof counted;
  expect(summed.map(key).sort()).toEqual([...everyone].map(([k, n]) => `${k}|${n}`).sort());
  // The tallies per id range that place a typed page number.
  await expectRangesExact(app.db, 'order_pages', 'orders', ['is_agent', 'status']);
}

describe('order tallies', () => {
  it('equal COUNT(*) after random inserts, status changes, moves and deletes, some at once', async () => {
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 12 }, () => insertOrder(pick(customers).id, pick(ORDER_STATUSES))),
      );
      // One order far past the others, so the orders spread over several id ranges.
      const [{ top }] = (await app.db('orders').max({ top: 'id' })) as { top: number }[];
      await app.db('orders').insert({
        id: Number(top) + 1 + Math.floor(random() * 2000),
        user_id: pick(customers).id,
        status: 'pending',
        is_agent: false,
        time_frame: 'asap',
      });
      const ids = (await app.db('orders').pluck('id')) as number[];
      // Concurrent status changes, each in its own transaction, several on the same order.
      await Promise.all(
        Array.from({ length: 10 }, () =>
          app.db.transaction((trx) =>
            trx('orders')
              .where('id', pick(ids))
              .update({ status: pick(ORDER_STATUSES) }),
          ),
        ),
      );
      await app
        .db('orders')
        .where('id', pick(ids))
        .update({ user_id: pick(customers).id });
      await app
        .db('orders')
        .where('id', pick(ids))
        .update({ is_agent: random() < 0.5 });
      // A change rolled back leaves no trace in the tallies.
      await app.db
        .transaction(async (trx) => {
          await trx('orders').where('id', pick(ids)).update({ status: 'cancelled' });
          throw new Error('rolled back');
        })
        .catch(() => {});
      await app
        .db('orders')
        .whereIn('id', [pick(ids), pick(ids)])
        .delete();
      await expectTalliesExact();
    }
  });

  it('take opposite status changes of many orders at once, none refused for a deadlock', async () => {
    // Orders of one customer in one id range, half moving pending -> completed and half the other way, each
    // in its own transaction: every change touches the same tally rows, from opposite ends.
    const [owner] = customers;
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const [id] = await app.db('orders').insert({
        user_id: owner.id,
        status: i % 2 ? 'completed' : 'pending',
        is_agent: false,
        time_frame: 'asap',
      });
      ids.push(Number(id));
    }
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(
        ids.map((id, i) =>
          app.db.transaction((trx) =>
            trx('orders')
              .where('id', id)
              .update({ status: (i + round) % 2 ? 'pending' : 'completed' }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      await expectTalliesExact();
    }
  });

  it('forget a deleted customer whose orders went with the account', async () => {
    const leaving = await createUser(app);
    for (const status of ['pending', 'completed', 'pending'] as const)
      await insertOrder(leaving.id, status, false);
    await app.db('users').where('id', leaving.id).delete();
    await expectTalliesExact();
    expect(await app.db('order_counts').where('user_id', leaving.id)).toEqual([]);
  });

  it('answer the menu counts and list totals people see', async () => {
    const [, b] = customers;
    const get = async (path: string, u: TestUser) =>
      (await app.inject({ url: `/api${path}`, headers: u.headers, remoteAddress: '10.9.8.7' })).json();
    const actual = async (where: Record<string, unknown>, statuses?: readonly string[]) => {
      const q = app.db('orders').where(where);
      if (statuses) q.whereIn('status', statuses);
      const [{ n }] = await q.count({ n: '*' });
      return Number(n);
    };
    const active = ['unpaid', ...HOLDING_STATUSES];
    expect((await get('/pending_orders_count', admin)).count).toBe(await actual({ is_agent: false }, active));
    expect((await get('/user_pending_orders_count', b)).count).toBe(
      await actual({ is_agent: false, user_id: b.id }, active),
    );
    expect((await get('/agent_complete_orders_count', admin)).count).toBe(
      await actual({ is_agent: true }, ['completed']),
    );
    const first = await get('/order?page=1&size=5', admin);
    expect(first.total, JSON.stringify(first).slice(0, 300)).toBe(await actual({ is_agent: false }));
    expect((await get('/order?page=1&size=5', b)).total).toBe(
      await actual({ is_agent: false, user_id: b.id }),
    );
    expect((await get('/order?page=1&size=5&status=cancelled', admin)).total).toBe(
      await actual({ is_agent: false }, ['cancelled']),
    );
    expect((await get('/complete_orders?page=1&size=5&status=pending', admin)).total).toBe(0);
  });

  it('count late orders exactly: working, past the deadline, whatever the mix', async () => {
    const hour = 3_600_000;
    const dues = [new Date(Date.now() - 5 * hour), new Date(Date.now() + 5 * hour), null];
    for (let i = 0; i < 40; i++)
      await app.db('orders').insert({
        user_id: pick(customers).id,
        status: pick(ORDER_STATUSES),
        is_agent: random() < 0.3,
        time_frame: 'asap',
        due_at: pick(dues),
      });
    const late = async (isAgent: boolean) => {
      const [{ n }] = await app
        .db('orders')
        .where('is_agent', isAgent)
        .whereIn('status', WORKING_STATUSES)
        .where('due_at', '<', new Date())
        .count({ n: '*' });
      return Number(n);
    };
    const count = async (path: string) =>
      (await app.inject({ url: `/api${path}`, headers: admin.headers, remoteAddress: '10.9.8.6' })).json()
        .count;
    expect(await late(false)).toBeGreaterThan(0);
    expect(await count('/warning_orders_count')).toBe(await late(false));
    expect(await count('/agent_warning_orders_count')).toBe(await late(true));
  });
});
