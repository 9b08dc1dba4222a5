import type { Knex } from 'knex';

const STATUSES = [
  'completed',
  'completed',
  'completed',
  'completed',
  'cancelled',
  'pending',
  'in_progress',
  'on_hold',
];
const MAKES = [
  ['Volkswagen', 'Golf'],
  ['BMW', '320d'],
  ['Audi', 'A4'],
  ['Ford', 'Transit'],
  ['Scania', 'R450'],
];

/**
 * Loads `orders` orders (with one service line each, and one delivery each completed one) in multi-row
 * inserts: 1 in 100 belongs to the bench customer, the rest to `customers` other customers (default 200); 1 in
 * 10 is an agent order. No files: the list figures measure the database and the app. The search index's
 * triggers fire for every row, as in production.
 */
export async function seedOrders(
  db: Knex,
  opts: { orders: number; customerId: number; serviceId: number; customers?: number },
): Promise<void> {
  const started = Date.now();
  const others = Array.from({ length: opts.customers ?? 200 }, (_, i) => ({
    username: `bench_dealer${i}`,
    email: `dealer${i}@bench.test`,
    password_hash: 'x',
    role_id: 2,
    status: 1,
    verified: true,
  }));
  await db.batchInsert('users', others, 200);
  const ids = (await db('users').where('username', 'like', 'bench_dealer%').pluck('id')) as number[];
  const sqlite = db.client.config.client === 'better-sqlite3';
  // knex writes a multi-row insert for SQLite as one compound SELECT, at most 500 terms.
  const BATCH = sqlite ? 400 : 2000;
  const t0 = Date.now() - opts.orders * 60_000;
  for (let start = 0; start < opts.orders; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(opts.orders, start + BATCH); i++) {
      const [make, model] = MAKES[i % MAKES.length];
      const created = new Date(t0 + i * 60_000);
      rows.push({
        user_id: i % 100 === 0 ? opts.customerId : ids[i % ids.length],
        is_agent: i % 10 === 9,
        status: STATUSES[i % STATUSES.length],
        make,
        model,
        engine: '2.0',
        reg_no: `AB${String(i % 100).padStart(2, '0')} ${String(i).padStart(6, '0')}`,
        tool: 'KESS3',
        ecu_brand: 'Bosch',
        time_frame: 'asap',
        dtc: '[]',
        comment: '',
        credit_count: 100,
        original_name: 'original.bin',
        original_size: 1024,
        original_sha256: `${i}`.padStart(64, '0'),
        paid_at: created,
        due_at: new Date(created.getTime() + 3_600_000),
        created_at: created,
        updated_at: created,
      });
    }
    const answered = Number((await db('orders').insert(rows))[0]);
    // MySQL answers the first id of a multi-row insert, SQLite the last; the rows have consecutive ids.
    const first = sqlite ? answered - rows.length + 1 : answered;
    await db('order_items').insert(
      rows.map((_, k) => ({
        order_id: first + k,
        kind: 'service',
        item_id: opts.serviceId,
        name: 'Stage 1',
        amount: 100,
      })),
    );
    const delivered = rows.flatMap((r, k) => (r.status === 'completed' ? [{ r, id: first + k }] : []));
    await db('order_revisions').insert(
      delivered.map(({ r, id }) => ({
        order_id: id,
        revision: 1,
        name: 'tuned.bin',
        size: 1024,
        sha256: r.original_sha256,
        note: 'Stage 1 done',
        created_at: r.updated_at,
      })),
    );
  }
  console.log(`loaded ${opts.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
