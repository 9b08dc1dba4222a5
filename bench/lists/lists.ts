/**
 * The other large lists with 100,000 rows each: customers, invoices, one customer's credit history, vehicle
 * variants (admin list), P-codes (admin list) and the registration-search finals (vehicle finals and UVC
 * finals). Each list's first page and a deep page (page 2000 of 20, by its number and after page 1999),
 * 16 connections, beside a floor measured in the same run: a bare Fastify route reading one user by primary
 * key on the same database, in a process of its own (`bench/floor`). Rows are written straight into the
 * tables (variants through the real CSV import). The server is the built dist/main.js in its own process.
 * Run from the repository root after
 * `npm run build`:
 *   npx tsx bench/lists/lists.ts                                                   (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_biglists npx tsx bench/lists/lists.ts
 * Options: BENCH_ROWS (default 100000), BENCH_SECONDS per case (default 5), BENCH_ONLY (words separated by
 * commas: only the lists whose name contains one of them).
 */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Knex } from 'knex';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { startFloor } from '../floor/start.js';
import { benchEnv, type Figures, freshDatabase, load, signIn, startProcess } from '../lib.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const PORT = 3198;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-pass-1';
const { mysql, dataDir, databaseUrl } = await freshDatabase('biglists');
const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load/, 'load');
const env = benchEnv();

/** Inserts `n` rows made by `row` in batches small enough for either database. */
async function fill(db: Knex, table: string, n: number, row: (i: number) => Record<string, unknown>) {
  const started = Date.now();
  const batch = mysql ? 2000 : 400;
  for (let i = 0; i < n; i += batch)
    await db(table).insert(Array.from({ length: Math.min(batch, n - i) }, (_, k) => row(i + k)));
  console.log(`${table}: ${n} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const prep = await buildApp(loadConfig(env, { dataDir, databaseUrl }), { logger: false });
await prep.ready();
const hash = await hashPassword(PASSWORD);
const adminId = await insertUser(prep.db, {
  username: 'bench_admin',
  email: 'admin@bench.test',
  password_hash: hash,
  role_id: 1,
  status: 1,
  verified: true,
});
const customerId = await insertUser(prep.db, {
  username: 'bench_customer',
  email: 'customer@bench.test',
  password_hash: hash,
  role_id: 2,
  status: 1,
  verified: true,
});
const t0 = Date.now() - ROWS * 60_000;
const at = (i: number) => new Date(t0 + i * 60_000);
await fill(prep.db, 'users', ROWS, (i) => ({
  username: `bench_c${i}`,
  email: `c${i}@bench.test`,
  password_hash: 'x',
  company_name: `Garage ${i % 997}`,
  role_id: 2,
  status: 1,
  verified: true,
  created_at: at(i),
  updated_at: at(i),
}));
await fill(prep.db, 'credit_invoices', ROWS, (i) => ({
  user_id: customerId,
  item_name: '100 credits',
  count: 100,
  amount: 10000,
  total: 10000,
  currency: 'EUR',
  status: i % 3 === 0 ? 'due' : 'paid',
  invoice_no: `B${String(i).padStart(8, '0')}`,
  buyer: '{}',
  created_at: at(i),
  updated_at: at(i),
}));
await fill(prep.db, 'credit_ledger', ROWS, (i) => ({
  user_id: customerId,
  kind: 'adjustment',
  amount: 1,
  reason: 'bench',
  balance_after: i + 1,
  held_after: 0,
  created_at: at(i),
}));
await prep.db('credit_balances').insert({ user_id: customerId, balance: ROWS, held: 0, entries: ROWS });
await fill(prep.db, 'p_codes', ROWS, (i) => {
  const code = `P${(0x10000 + i).toString(16).toUpperCase()}`;
  return {
    code,
    code_key: code,
    description: `Bench fault ${i}: circuit range`,
    created_at: at(i),
    updated_at: at(i),
  };
});
const [makeId] = await prep.db('reg_makes').insert({ name: 'Bench', name_key: 'bench' });
await fill(prep.db, 'reg_vehicle_finals', ROWS, (i) => ({
  make_id: Number(makeId),
  match_key: `${makeId}:${i}:0:0:0`,
  stock_hp: 100 + (i % 300),
  stages: '[]',
}));
await fill(prep.db, 'reg_uvc_finals', ROWS, (i) => ({
  uvc: `UVC${i}`,
  make_id: Number(makeId),
  description: `Bench vehicle ${i}`,
}));
await prep.close();

const server = await startProcess(
  'node',
  ['server/dist/main.js'],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  /Portal running/,
);
const floor = await startFloor(databaseUrl, env.JWT_SECRET, PORT + 1);

async function importCsv(headers: Record<string, string>, route: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api${route}`, { method: 'POST', headers, body: form });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  console.log(`${route}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  const admin = await signIn(base, 'bench_admin', PASSWORD);
  const customer = await signIn(base, 'bench_customer', PASSWORD);
  const variants = ['type,manufacturer,model,generation,variant,fuel_type,stock_hp,stock_torque'];
  for (let i = 0; i < ROWS; i++)
    variants.push(
      `Cars,Make ${i % 60},Model ${i % 60}-${(i >> 6) % 30},Gen ${1 + ((i >> 11) % 3)},${i} TDI,Diesel,${100 + (i % 300)},${300 + (i % 400)}`,
    );
  await importCsv(admin, '/vehicle/import', `${variants.join('\n')}\n`);

  console.log(`database: ${mysql ? 'MariaDB' : 'SQLite'}; node ${process.version}; ${uptime()}`);
  const rows: Figures[] = [
    await load('floor: bare route, one user by primary key', {
      url: `http://127.0.0.1:${PORT + 1}/one?id=${adminId}`,
      duration: SECONDS,
    }),
  ];
  const lists: [string, string, Record<string, string>][] = [
    ['customers (GET /user/customers)', '/user/customers', admin],
    ['invoices (GET /credits)', '/credits', admin],
    ["one customer's invoices (GET /credits_user)", '/credits_user', customer],
    ['credit history (GET /credits_history_user)', '/credits_history_user', customer],
    ['vehicle variants (GET /vehicle/variant)', '/vehicle/variant', admin],
    ['P-codes (GET /pcode_admin)', '/pcode_admin', admin],
    ['UVC finals (GET /reg-search/uvc-final)', '/reg-search/uvc-final', admin],
    // Last: its requests outlive the case on a busy machine and would hold up the next one.
    ['vehicle finals (GET /reg-search/vehicle-finals)', '/reg-search/vehicle-finals', admin],
  ];
  for (const [name, path, headers] of lists) {
    if (ONLY.length && !ONLY.some((word) => name.includes(word))) continue;
    // Page 2000 twice: by its number (an offset of 39,980 rows) and as the list screens ask for it after
    // page 1999 (`after` that page's `next`).
    const before = await fetch(`${base}/api${path}?page=1999&size=20`, { headers });
    const { next } = (await before.json()) as { next?: string };
    if (!next) throw new Error(`${path}: page 1999 answered no next`);
    const cases: [string, string][] = [
      ['page 1', 'page=1'],
      ['page 2000', 'page=2000'],
      ['page 2000 after page 1999', `page=2000&after=${next}`],
    ];
    for (const [label, query] of cases) {
      const r = await load(`${name}, ${label}`, {
        url: `${base}/api${path}?${query}&size=20`,
        headers,
        duration: SECONDS,
      });
      rows.push(r);
      console.log(`${r.name}: ${r.requests_per_sec} req/s p99 ${r.p99_ms} ms, errors ${r.errors}`);
    }
  }
  console.log(`\nafter the run: ${uptime()}\n`);
  console.log('| list | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.requests_per_sec} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`);
} finally {
  server.kill('SIGTERM');
  await floor.close();
  rmSync(dataDir, { recursive: true, force: true });
}
