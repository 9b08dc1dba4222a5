/**
 * One keyword search at a time on 100,000 orders, in-process: how long each takes alone (no queueing) and
 * the plan each database chose, to see where a search's time goes. Run from the repository root:
 *   npx tsx bench/orders/search-plan.ts            (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_plan npx tsx bench/orders/search-plan.ts
 * Options: BENCH_ORDERS (default 100000), BENCH_RUNS per keyword (default 30), BENCH_PLAN=<keyword> to print the plan of that search.
 */
import { searchOrders } from '../../server/src/modules/orders/search-index.js';
import { prepareOrdersDatabase } from './prepare.js';
import { seedOrders } from './seed-orders.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const { prep, serviceId, customerId } = await prepareOrdersDatabase('plan');
await seedOrders(prep.db, { orders: ORDERS, customerId, serviceId });
const db = prep.db;
const staffScope = (q: import('knex').Knex.QueryBuilder) => q.where('o.is_agent', false);

for (const keyword of ['AB12', 'ab12000112', 'dealer17', '54321', 'scania', 'zzqx']) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    total = (await searchOrders(db, keyword, staffScope, { limit: 20, offset: 0 })).total;
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${keyword}: ${total} found; median ${times[Math.floor(RUNS / 2)].toFixed(2)} ms, best ${times[0].toFixed(2)} ms`,
  );
}
if (process.env.BENCH_PLAN) {
  const seen: { sql: string; bindings: unknown[] }[] = [];
  const listen = (q: { sql: string; bindings: unknown[] }) => seen.push(q);
  db.on('query', listen);
  await searchOrders(db, process.env.BENCH_PLAN, staffScope, { limit: 20, offset: 0 });
  db.off('query', listen);
  const explain = db.client.config.client === 'better-sqlite3' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
  for (const q of seen) {
    console.log(q.sql, q.bindings);
    const plan = await db.raw(`${explain} ${q.sql}`, q.bindings as never);
    console.table(Array.isArray(plan[0]) ? plan[0] : plan);
  }
}
await prep.close();
