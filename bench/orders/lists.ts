/**
 * Order lists, menu counts, keyword search and the per-navigation user refresh with 100,000 orders, each
 * beside its floor measured in the same run on the same database: the list page's own SQL without a count
 * behind a bare Fastify route, and for the refresh a bare route that verifies the JWT and reads the user by
 * primary key (`bench/floor`, in a process of its own; BENCH_FLOOR=inline runs it in the bench's process). The server is the built dist/main.js in its own process. Run from the repository root after
 * `npm run build`:
 *   npx tsx bench/orders/lists.ts                                                  (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_lists npx tsx bench/orders/lists.ts
 * The MariaDB database is dropped and created again. Options: BENCH_ORDERS (default 100000), BENCH_SECONDS
 * per case (default 6), BENCH_CUSTOMERS (the other customers the orders belong to, default 200), BENCH_ONLY
 * (words separated by commas: only the cases whose name contains one of them; floors always run),
 * BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile of the whole run there, to open in Chrome's
 * DevTools or summarise with any .cpuprofile reader).
 */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFloor } from '../floor/start.js';
import { type Figures, load, signIn, startProcess } from '../lib.js';
import { BENCH_PASSWORD, prepareOrdersDatabase } from './prepare.js';
import { seedOrders } from './seed-orders.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const PORT = 3196;
const base = `http://127.0.0.1:${PORT}`;
const floorBase = `http://127.0.0.1:${PORT + 1}`;
const { mysql, dataDir, databaseUrl, env, prep, serviceId, customerId } =
  await prepareOrdersDatabase('lists');
const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load/, 'load');

await seedOrders(prep.db, { orders: ORDERS, customerId, serviceId, customers: CUSTOMERS });
const terms = await prep.db('order_search_terms').count({ n: '*' });
console.log(`search index: ${terms[0].n} terms`);
await prep.close();

const profile = process.env.BENCH_CPU_PROF;
const server = await startProcess(
  'node',
  [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'server/dist/main.js'],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  /Portal running/,
);

const floor = await startFloor(databaseUrl, env.JWT_SECRET, PORT + 1);

const rows: (Figures & { floor?: Figures })[] = [];
async function run(name: string, url: string, headers: Record<string, string>, floorUrl?: string) {
  if (ONLY.length > 0 && !ONLY.some((word) => name.includes(word))) return;
  const f = floorUrl
    ? await load(`floor for ${name}`, { url: `${floorBase}${floorUrl}`, headers, duration: SECONDS })
    : undefined;
  const r = await load(name, { url: `${base}${url}`, headers, duration: SECONDS });
  rows.push({ ...r, floor: f });
  console.log(
    `${name}: ${r.requests_per_sec} req/s p99 ${r.p99_ms} ms` +
      (f ? ` (floor ${f.requests_per_sec} req/s p99 ${f.p99_ms} ms)` : ''),
  );
}

try {
  const customer = await signIn(base, 'bench_customer', BENCH_PASSWORD);
  const staff = await signIn(base, 'bench_staff', BENCH_PASSWORD);
  console.log(`database: ${mysql ? 'MariaDB' : 'SQLite'}; node ${process.version}; ${uptime()}`);
  const deep = 2000 * 20 - 20;
  await run('staff first page (GET /order)', '/api/order?page=1&size=20', staff, '/page');
  await run('staff deep page 2000', '/api/order?page=2000&size=20', staff, `/page?offset=${deep}`);
  // The same page as the list screens ask for it after page 1999: `after` that page's `next`.
  const before = await fetch(`${base}/api/order?page=1999&size=20`, { headers: staff });
  const { next } = (await before.json()) as { next: string };
  const [lastId] = JSON.parse(Buffer.from(next, 'base64url').toString()) as [number];
  await run(
    'staff page 2000 after page 1999',
    `/api/order?page=2000&size=20&after=${next}`,
    staff,
    `/page?before=${lastId}`,
  );
  await run('pending, status on_hold', '/api/pending_orders?status=on_hold', staff, '/page?status=on_hold');
  await run('agent orders first page', '/api/agent_order', staff, '/page?agent=1');
  await run('customer own list', '/api/user_orders', customer, `/page?user=${customerId}`);
  await run('pending count (staff menu)', '/api/pending_orders_count', staff, '/page');
  await run('warning count (staff menu)', '/api/warning_orders_count', staff, '/page');
  await run('customer pending count', '/api/user_pending_orders_count', customer, `/page?user=${customerId}`);
  await run('refresh_user_data', '/api/auth/refresh_user_data', staff, '/me');
  // Keyword searches: a registration piece (1,000 matches), a whole registration typed without its space,
  // a customer, an order number, a make on a fifth of all orders, one with no match.
  for (const [what, k] of [
    ['registration piece', 'AB12'],
    ['registration without space', 'ab12000112'],
    ['customer name', 'dealer17'],
    ['order number', '54321'],
    ['make (20,000 matches)', 'scania'],
    ['no match', 'zzqx'],
  ]) {
    await run(`search: ${what} "${k}"`, `/api/order?keywords=${encodeURIComponent(k)}`, staff, '/page');
  }
  await run(
    'customer search own "AB00"',
    '/api/user_orders?keyword=AB00',
    customer,
    `/page?user=${customerId}`,
  );
  console.log(`\nafter the run: ${uptime()}\n`);
  console.log('| case | req/s | p50 ms | p99 ms | floor req/s | floor p99 ms | share of floor | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const share = r.floor ? `${Math.round((100 * r.requests_per_sec) / r.floor.requests_per_sec)}%` : '';
    console.log(
      `| ${r.name} | ${r.requests_per_sec} | ${r.p50_ms} | ${r.p99_ms} | ${r.floor?.requests_per_sec ?? ''} | ${r.floor?.p99_ms ?? ''} | ${share} | ${r.errors} |`,
    );
  }
} finally {
  // The server writes its profile as it exits: wait for that.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await floor.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
