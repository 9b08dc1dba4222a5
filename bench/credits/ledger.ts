/**
 * Credits ledger at scale: loads 1,000,000 ledger entries into MariaDB/MySQL with multi-row inserts, then
 * measures the balance read (getBalance) and the customer's history page (GET /api/credits_history_user,
 * through the whole app) and prints p50/p99 latencies. Run from the repository root:
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_credits npx tsx bench/credits/ledger.ts
 * Options: BENCH_ENTRIES (default 1000000), BENCH_USERS (default 1000), BENCH_SAMPLES (default 2000).
 * The named database is dropped and created again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { connect } from '../../server/src/db/connection.js';
import { migrateLatest } from '../../server/src/db/migrator.js';
import { getBalance } from '../../server/src/modules/credits/ledger.js';

const url = process.env.DATABASE_URL ?? '';
if (!/^(mysql|mariadb):\/\//.test(url)) {
  console.error('Set DATABASE_URL=mysql://user@host:port/database (it is dropped and created again).');
  process.exit(1);
}
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const BATCH = 5000;

// A fresh database every run, so figures are comparable.
const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
const dbName = parsed.pathname.slice(1);
const server = knex({
  client: 'mysql2',
  connection: `${parsed.protocol}//${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@${parsed.host}`,
});
await server.raw('DROP DATABASE IF EXISTS ??', [dbName]);
await server.destroy();

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-credits-'));
const config = loadConfig(
  {
    JWT_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
  },
  { dataDir, databaseUrl: url },
);
// Migrate first: on a busy machine the full migration can outlast the app's plugin start-up time limit.
const conn = await connect(url);
await migrateLatest(conn);
const app = await buildApp(config, { logger: false, db: conn });
await app.ready();
const db = app.db;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// Users: plain rows, no password hashing needed for the measurement.
let t = process.hrtime.bigint();
const userRows = Array.from({ length: USERS }, (_, i) => ({
  username: `bench${i}`,
  email: `bench${i}@bench.test`,
  password_hash: 'x',
  role_id: 2,
  status: 1,
  verified: true,
}));
for (let i = 0; i < userRows.length; i += BATCH) await db('users').insert(userRows.slice(i, i + BATCH));
const ids = (await db('users').orderBy('id').pluck('id')) as number[];

// Entries: mostly purchases and spends spread over users, with one heavy user holding 10 % of the ledger
// so the history page is also measured where the index range is largest.
const heavy = ids[0];
const state = new Map<number, number>(ids.map((id) => [id, 0]));
const counts = new Map<number, number>(ids.map((id) => [id, 0]));
const started = new Date(Date.now() - 365 * 86400_000).getTime();
let rows: object[] = [];
for (let n = 0; n < ENTRIES; n += 1) {
  const user = n % 10 === 0 ? heavy : ids[1 + (n % (ids.length - 1))];
  const balance = state.get(user) ?? 0;
  const spend = balance >= 500 && n % 3 !== 0;
  const amount = spend ? -500 : 1000;
  state.set(user, balance + amount);
  counts.set(user, (counts.get(user) ?? 0) + 1);
  rows.push({
    user_id: user,
    kind: spend ? 'capture' : 'purchase',
    amount,
    ref_type: spend ? 'order' : 'invoice',
    ref_id: String(n),
    reason: '',
    actor_id: null,
    balance_after: balance + amount,
    held_after: 0,
    created_at: new Date(started + n * 30_000),
  });
  if (rows.length === BATCH) {
    await db('credit_ledger').insert(rows);
    rows = [];
  }
}
if (rows.length) await db('credit_ledger').insert(rows);
const balances = [...state].map(([user_id, balance]) => ({
  user_id,
  balance,
  held: 0,
  entries: counts.get(user_id) ?? 0,
  updated_at: new Date(),
}));
for (let i = 0; i < balances.length; i += BATCH)
  await db('credit_balances').insert(balances.slice(i, i + BATCH));
const loadSeconds = ms(t) / 1000;
console.log(
  `Loaded ${ENTRIES} ledger entries for ${USERS} users in ${loadSeconds.toFixed(1)} s (${Math.round(ENTRIES / loadSeconds)} rows/s).`,
);
await db.raw('ANALYZE TABLE credit_ledger, credit_balances');

async function measure(name: string, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i += 1) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    t = process.hrtime.bigint();
    await fn(i);
    times.push(ms(t));
  }
  times.sort((a, b) => a - b);
  return { name, p50: pct(times, 50), p99: pct(times, 99) };
}

const pick = (i: number) => ids[(i * 7919) % ids.length];
const tokens = new Map<number, string>();
const token = (id: number) => {
  if (!tokens.has(id)) tokens.set(id, app.signAccessToken(id));
  return tokens.get(id) as string;
};
const history = async (user: number, page: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/credits_history_user?page=${page}&size=20`,
    headers: { 'x-access-token': token(user) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

const results = [
  await measure('getBalance (random user)', (i) => getBalance(db, pick(i))),
  await measure('history page 1 (random user)', (i) => history(pick(i), 1)),
  await measure(`history page 1 (user with ${ENTRIES / 10} entries)`, () => history(heavy, 1)),
  await measure('history page 100 (heavy user)', () => history(heavy, 100)),
];
console.log('| case | p50 ms | p99 ms |');
console.log('|---|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`);

// The summary row must agree with the ledger after the bulk load.
const check = await db('credit_ledger').where({ user_id: heavy }).sum({ s: 'amount' });
console.log(`heavy user: ledger sum ${Number(check[0].s)}, summary ${(await getBalance(db, heavy)).balance}`);

await app.close();
await conn.destroy();
rmSync(dataDir, { recursive: true, force: true });
