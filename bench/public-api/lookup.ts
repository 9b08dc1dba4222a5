/**
 * Public API vehicle lookup: throughput and latency of GET /api/public/v1/vehicles/variants?generation_id=
 * with key authentication, origin check and the per-key rate limit, beside the same look-up without them in
 * the same run (the internal dropdown call with a session, and the look-up function behind a bare route).
 *
 *   npm run build && npx tsx bench/public-api/lookup.ts
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench npx tsx bench/public-api/lookup.ts
 *
 * BENCH_VARIANTS (default 5000) engines are imported; BENCH_SECONDS (default 5) per case and connection count.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { connect } from '../../server/src/db/connection.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { vehicleLookup } from '../../server/src/modules/api-access/vehicles.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { benchEnv, freshDatabase, signIn, startProcess } from '../lib.js';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER = process.env.BENCH_SERVER ?? 'server/dist/main.js';
const PORT = 3197;
const BARE_PORT = 3198;
const base = `http://127.0.0.1:${PORT}`;
const ORIGIN = 'https://dealer.bench';
const PASSWORD = 'Bench-pass-1';
const { mysql, dataDir, databaseUrl } = await freshDatabase('public-api');
const env = benchEnv();

const prep = await buildApp(loadConfig(env, { dataDir, databaseUrl }), { logger: false });
await prep.ready();
const hash = await hashPassword(PASSWORD);
const ids: Record<string, number> = {};
for (const [username, role_id] of [
  ['bench_admin', 1],
  ['bench_dealer', 2],
] as const) {
  ids[username] = await insertUser(prep.db, {
    username,
    email: `${username}@bench.test`,
    password_hash: hash,
    role_id,
    status: 1,
    verified: true,
  });
}
await prep.close();

const server = await startProcess(
  'node',
  [SERVER],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  /Portal running/,
);
const db = await connect(databaseUrl);
const bare = Fastify({ logger: false });

function vehicleCsv(): string {
  const lines = [
    'type,manufacturer,model,generation,variant,fuel_type,stock_hp,stock_torque,stage1_hp,stage1_torque',
  ];
  for (let n = 0; n < VARIANTS; n++) {
    const hp = 90 + ((n * 7) % 300);
    lines.push(
      `Cars,Make ${n % 40},Model ${n % 40}-${Math.floor(n / 40) % 25},Gen ${1 + (n % 3)},${(1 + (n % 20) / 10).toFixed(1)} TDI ${hp}hp ${n},Diesel,${hp},${hp * 2},${hp + 40},${hp * 2 + 80}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function call<T>(headers: Record<string, string>, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function measure(name: string, url: string, headers: Record<string, string>, next: () => string) {
  const run = (connections: number) =>
    autocannon({
      url,
      headers,
      connections,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            req.path = next();
            return req;
          },
        },
      ],
    });
  const one = await run(1);
  const many = await run(16);
  return {
    name,
    p50: one.latency.p50,
    p99: one.latency.p99,
    rps16: Math.round(many.requests.average),
    p99at16: many.latency.p99,
    errors: one.errors + many.errors + one.non2xx + many.non2xx,
  };
}

try {
  const admin = await signIn(base, 'bench_admin', PASSWORD);
  const dealer = await signIn(base, 'bench_dealer', PASSWORD);
  const form = new FormData();
  form.append('file', new Blob([vehicleCsv()], { type: 'text/csv' }), 'vehicles.csv');
  await call(admin, '/vehicle/import', { method: 'POST', body: form });

  const granted = await call<{ access: { _id: number; keys: { publishable_key: string } } }>(
    admin,
    '/access_api',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: ids.bench_dealer,
        start_date: '2020-01-01',
        expiration_date: '2099-12-31',
        api_rate: 10_000,
        website_url: [ORIGIN],
        api_for: 'both',
      }),
    },
  );
  // Far above what the run can send, so the limiter is consulted on every call but never refuses.
  await db('api_access').where({ id: granted.access._id }).update({ api_rate: 100_000_000 });
  const key = granted.access.keys.publishable_key;

  type Items = { items: { _id: number }[] };
  const generations: number[] = [];
  const makes = (await call<Items>(dealer, '/vehicle/manufacturer/selected/all')).items;
  for (const m of makes.slice(0, 10))
    for (const model of (await call<Items>(dealer, `/vehicle/vmodel/selected/${m._id}`)).items.slice(0, 5))
      generations.push(
        ...(await call<Items>(dealer, `/vehicle/generation/selected/${model._id}`)).items.map((g) => g._id),
      );

  const lookup = vehicleLookup(db);
  bare.get('/variants/:id', (req) => lookup.options('variants', Number((req.params as { id: string }).id)));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

  console.log(
    `database: ${mysql ? 'MariaDB/MySQL' : 'SQLite'}; node ${process.version}; ${VARIANTS} variants, ${generations.length} generations picked from; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const rows = [
    await measure(
      'public API, publishable key + origin + rate limit',
      base,
      { 'x-api-key': key, origin: ORIGIN },
      () => `/api/public/v1/vehicles/variants?generation_id=${pick(generations)}`,
    ),
    await measure(
      'internal dropdown, session token, no rate limit',
      base,
      dealer,
      () => `/api/vehicle/variant/selected/${pick(generations)}`,
    ),
    await measure(
      'same look-up, bare route (no auth, no limit)',
      `http://127.0.0.1:${BARE_PORT}`,
      {},
      () => `/variants/${pick(generations)}`,
    ),
  ];
  console.log('| case | p50 ms (1 conn) | p99 ms (1 conn) | req/s (16 conn) | p99 ms (16 conn) | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps16} | ${r.p99at16} | ${r.errors} |`);
} finally {
  await bare.close();
  await db.destroy();
  server.kill();
  if (!mysql) rmSync(dataDir, { recursive: true, force: true });
}
