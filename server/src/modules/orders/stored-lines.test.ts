import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { seeded } from '../../../test/support/seeded.js';
import { toIso } from '../../db/helpers.js';
import { withTransaction } from '../credits/ledger.js';
import { lockOrder } from './access.js';
import { type ItemRow, itemsOf, type LinedRow, linesOf, type RevisionRow, revisionsOf } from './repo.js';

// Every order carries its service lines and deliveries as JSON, kept by triggers on their tables. After
// random and concurrent changes to those tables, what the orders carry must equal the tables' rows, and the
// lists people read must show it.
let app: TestApp;
let admin: TestUser;
const customers: TestUser[] = [];
const { random, pick } = seeded(20261129);

const item = (r: ItemRow) => ({
  kind: r.kind,
  item_id: Number(r.item_id),
  name: r.name,
  amount: Number(r.amount),
});
const revision = (r: RevisionRow) => ({
  id: Number(r.id),
  revision: Number(r.revision),
  storage_key: r.storage_key,
  name: r.name,
  size: Number(r.size),
  sha256: r.sha256,
  note: r.note,
  automated: Boolean(Number(r.automated)),
  solution_id: r.solution_id,
  created_at: toIso(r.created_at),
  withdrawn_at: toIso(r.withdrawn_at),
});

async function insertOrder(userId: number): Promise<number> {
  return withTransaction(app.db, async (trx) => {
    const [id] = await trx('orders').insert({
      user_id: userId,
      status: 'pending',
      is_agent: false,
      time_frame: 'asap',
    });
    const lines = Math.floor(random() * 3);
    if (lines > 0)
      await trx('order_items').insert(
        Array.from({ length: lines }, (_, i) => ({
          order_id: id,
          kind: i === 0 ? 'service' : 'option',
          item_id: i + 1,
          name: `Line "${i}" — ü`,
          amount: 10 * i + 5,
        })),
      );
    return Number(id);
  });
}

/** A delivery added in its own transaction on the locked order (as the app does), after its last one. */
async function deliver(orderId: number): Promise<void> {
  await withTransaction(app.db, async (trx) => {
    await lockOrder(trx, orderId);
    const [{ n }] = (await trx('order_revisions').where('order_id', orderId).max({ n: 'revision' })) as {
      n: number | null;
    }[];
    await trx('order_revisions').insert({
      order_id: orderId,
      revision: Number(n ?? 0) + 1,
      storage_key: `files/${orderId}/${random()}`,
      name: 'tuned.bin',
      size: 1000 + Math.floor(random() * 1000),
      sha256: 'd'.repeat(64),
      note: random() < 0.5 ? null : 'Stage "1"',
      automated: random() < 0.5,
      created_at: new Date(Date.UTC(2026, 10, 29, 10, Math.floor(random() * 60), 5)),
    });
  });
}

async function expectCarriedExact(): Promise<void> {
  const rows = (await app.db('orders').select('*')) as LinedRow[];
  const ids = rows.map((r) => r.id);
  const carried = linesOf(rows);
  const [items, revisions] = await Promise.all([itemsOf(app.db, ids), revisionsOf(app.db, ids)]);
  for (const id of ids) {
    expect((carried.items?.get(id) ?? []).map(item), `lines of order ${id}`).toEqual(
      (items.get(id) ?? []).map(item),
    );
    expect((carried.revisions?.get(id) ?? []).map(revision), `deliveries of order ${id}`).toEqual(
      (revisions.get(id) ?? []).map(revision),
    );
  }
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  for (let i = 0; i < 3; i++) customers.push(await createUser(app));
});
afterAll(() => app.cleanup());

describe('the lines and deliveries an order carries', () => {
  it('equal their tables after random changes, some at once on the same order', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 8 }, () => insertOrder(pick(customers).id)));
      const ids = (await app.db('orders').pluck('id')) as number[];
      // Deliveries at once, several on the same order.
      await Promise.all(Array.from({ length: 10 }, () => deliver(pick(ids))));
      const delivered = (await app.db('order_revisions').select('order_id', 'revision')) as {
        order_id: number;
        revision: number;
      }[];
      if (delivered.length > 0) {
        const withdrawn = pick(delivered);
        await app
          .db('order_revisions')
          .where(withdrawn)
          .update({ withdrawn_at: new Date(Date.UTC(2026, 10, 29, 11, 0, 0)), note: 'Replaced' });
        await app.db('order_revisions').where(pick(delivered)).delete();
      }
      // Files purged from a few orders at once, as the expiry job does.
      await app
        .db('order_revisions')
        .whereIn('order_id', [pick(ids), pick(ids), pick(ids)])
        .update({ storage_key: null });
      // A change rolled back leaves the order as it was.
      await app.db
        .transaction(async (trx) => {
          await trx('order_items').where('order_id', pick(ids)).delete();
          throw new Error('rolled back');
        })
        .catch(() => {});
      await app.db('order_items').where('order_id', pick(ids)).where('kind', 'option').delete();
      await app.db('orders').where('id', pick(ids)).delete();
      await expectCarriedExact();
    }
  });

  it('show in the staff list and the order itself as in the tables', async () => {
    const customer = await createUser(app);
    customers.push(customer);
    const id = await insertOrder(customer.id);
    await app
      .db('order_items')
      .insert({ order_id: id, kind: 'service', item_id: 9, name: 'Stage 2', amount: 250 });
    await deliver(id);
    await deliver(id);
    await app.db('order_revisions').where({ order_id: id, revision: 1 }).update({ note: 'First try' });
    await expectCarriedExact();
    const list = await app.inject({ url: '/api/order?page=1&size=5', headers: admin.headers });
    const listed = (
      list.json().items as { _id: number; services: { name: string }[]; revisions: unknown[] }[]
    ).find((o) => o._id === id);
    expect(listed?.services.map((s) => s.name)).toContain('Stage 2');
    expect(listed?.revisions).toHaveLength(2);
    expect(listed?.revisions).toContainEqual(expect.objectContaining({ note: 'First try' }));
    // The customer has the latest delivery.
    const single = await app.inject({ url: `/api/order/${id}`, headers: customer.headers });
    expect(single.json().order.revisions).toEqual([expect.objectContaining({ revision: 2 })]);
  });

  it('go with a customer whose orders are deleted with the account', async () => {
    const leaving = customers.pop() as TestUser;
    const id = await insertOrder(leaving.id);
    await deliver(id);
    await app.db('users').where('id', leaving.id).delete();
    expect(await app.db('order_revisions').where('order_id', id)).toEqual([]);
    await expectCarriedExact();
  });
});
