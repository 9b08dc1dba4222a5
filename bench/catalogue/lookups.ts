import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { benchEnv, freshDatabase, signIn, startProcess } from '../lib.js';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);
const CODES = Number(process.env.BENCH_CODES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER = process.env.BENCH_SERVER ?? 'server/dist/main.js';
const PORT = 3196;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-pass-1';
const { mysql, dataDir, databaseUrl } = await freshDatabase('catalogue');
const env = benchEnv();

// Migrations and two accounts in-process; everything else goes through the real server.
const prep = await buildApp(loadConfig(env, { dataDir, databaseUrl }), { logger: false });
await prep.ready();
const hash = await hashPassword(PASSWORD);
for (const [username, role_id] of [
  ['bench_admin', 1],
  ['bench_customer', 2],
] as const) {
  await insertUser(prep.db, {
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

async function json<T>(headers: Record<string, string>, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${base}/api${pathAndQuery}`, { headers });
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Shape of a catalogue of about VARIANTS engines: 2 types, 60 makes each, 30 models, 3 generations. */
function vehicleCsv(): string {
  const makes = 60;
  const models = 30;
  const generations = 3;
  const perGeneration = Math.max(1, Math.ceil(VARIANTS / (2 * makes * models * generations)));
  const lines = [
    'type,manufacturer,model,generation,variant,fuel_type,stock_hp,stock_torque,stage1_hp,stage1_torque',
  ];
  let n = 0;
  for (const type of ['Cars', 'Trucks'])
    for (let m = 0; m < makes && n < VARIANTS; m++)
      for (let o = 0; o < models && n < VARIANTS; o++)
        for (let g = 0; g < generations && n < VARIANTS; g++)
          for (let v = 0; v < perGeneration && n < VARIANTS; v++, n++) {
            const hp = 90 + ((n * 7) % 300);
            lines.push(
              `${type},Make ${type[0]}${m},Model ${m}-${o},Gen ${g + 1},${(1 + v / 10).toFixed(1)} TDI ${hp}hp,Diesel,${hp},${hp * 2},${hp + 40},${hp * 2 + 80}`,
            );
          }
  return `${lines.join('\n')}\n`;
}

function codeCsv(): string {
  const lines = ['code,description'];
  // P-codes are "P" and four hexadecimal digits; the range above P0FFF keeps clear of the seeded P0 codes.
  for (let i = 0; i < CODES; i++) {
    const code = `P${(0x1000 + i).toString(16).toUpperCase().padStart(4, '0')}`;
    lines.push(
      `${code},Manufacturer-specific fault ${i}: sensor circuit range/performance bank ${1 + (i % 2)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function importCsv(headers: Record<string, string>, route: string, csv: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api${route}`, { method: 'POST', headers, body: form });
  const body = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${body.slice(0, 500)}`);
  return { seconds: (performance.now() - started) / 1000, body };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Row {
  name: string;
  mean: number;
  p50: number;
  p99: number;
  rps16: number;
  p99at16: number;
  errors: number;
}

async function measure(name: string, headers: Record<string, string>, next: () => string): Promise<Row> {
  const run = (connections: number) =>
    autocannon({
      url: base,
      headers,
      connections,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            req.path = `/api${next()}`;
            return req;
          },
        },
      ],
    });
  const one = await run(1);
  const many = await run(16);
  return {
    name,
    mean: one.latency.average,
    p50: one.latency.p50,
    p99: one.latency.p99,
    rps16: Math.round(many.requests.average),
    p99at16: many.latency.p99,
    // 404s of the unknown-code case are answers, not errors; the runner counts only 5xx and failures.
    errors: one.errors + many.errors + one['5xx'] + many['5xx'],
  };
}

try {
  const admin = await signIn(base, 'bench_admin', PASSWORD);
  const customer = await signIn(base, 'bench_customer', PASSWORD);

  const vehicles = await importCsv(admin, '/vehicle/import', vehicleCsv(), 'vehicles.csv');
  const codes = await importCsv(admin, '/pcode/import', codeCsv(), 'codes.csv');
  console.log(
    `database: ${mysql ? 'MariaDB/MySQL' : 'SQLite'}; node ${process.version}; load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `imported ${VARIANTS} variants in ${vehicles.seconds.toFixed(1)} s; ${CODES} P-codes in ${codes.seconds.toFixed(1)} s`,
  );

  // Ids to pick from, read through the same dropdown calls the customer page uses.
  type Items = { items: { _id: number; name: string }[] };
  const types = (await json<Items>(customer, '/vehicle/vtype/selected/all')).items;
  const makes = (await json<Items>(customer, `/vehicle/manufacturer/selected/${types[0]?._id}`)).items;
  const models = (await json<Items>(customer, `/vehicle/vmodel/selected/${makes[0]?._id}`)).items;
  const generations = (await json<Items>(customer, `/vehicle/generation/selected/${models[0]?._id}`)).items;
  const variants = (await json<Items>(customer, `/vehicle/variant/selected/${generations[0]?._id}`)).items;
  const makeIds = makes.map((m) => m._id);
  const modelIds: number[] = [];
  for (const id of makeIds.slice(0, 10))
    modelIds.push(...(await json<Items>(customer, `/vehicle/vmodel/selected/${id}`)).items.map((m) => m._id));
  const generationIds: number[] = [];
  for (const id of modelIds.slice(0, 40))
    generationIds.push(
      ...(await json<Items>(customer, `/vehicle/generation/selected/${id}`)).items.map((g) => g._id),
    );
  const variantIds: number[] = [];
  for (const id of generationIds.slice(0, 40))
    variantIds.push(
      ...(await json<Items>(customer, `/vehicle/variant/selected/${id}`)).items.map((v) => v._id),
    );
  console.log(
    `dropdown sizes: ${types.length} types, ${makes.length} makes, ${models.length} models, ${generations.length} generations, ${variants.length} engines`,
  );
  const codeAt = (i: number) => `P${(0x1000 + i).toString(16).toUpperCase()}`;
  const words = ['TDI', '2.0', '1.6 TDI', 'Model 3', 'Gen 2', '190hp'];

  const rows: Row[] = [
    await measure('types (selected/all)', customer, () => '/vehicle/vtype/selected/all'),
    await measure('makes of a type', customer, () => `/vehicle/manufacturer/selected/${pick(types)._id}`),
    await measure('models of a make', customer, () => `/vehicle/vmodel/selected/${pick(makeIds)}`),
    await measure(
      'models of a make, keyword',
      customer,
      () => `/vehicle/vmodel/selected/${pick(makeIds)}?keyword=model%20${Math.floor(Math.random() * 60)}-1`,
    ),
    await measure('generations of a model', customer, () => `/vehicle/generation/selected/${pick(modelIds)}`),
    await measure(
      'engines of a generation',
      customer,
      () => `/vehicle/variant/selected/${pick(generationIds)}`,
    ),
    await measure('engine details (gain card)', customer, () => `/vehicle/variant/${pick(variantIds)}`),
    await measure(
      `admin variant list, keyword over ${VARIANTS}`,
      admin,
      () => `/vehicle/variant?keyword=${encodeURIComponent(pick(words))}&page=1&size=20`,
    ),
    await measure(
      `P-code exact (random of ${CODES})`,
      customer,
      () => `/pcode_single?code=${codeAt(Math.floor(Math.random() * CODES)).toLowerCase()}`,
    ),
    await measure(
      'P-code prefix (instant lookup)',
      customer,
      () => `/pcode_single?keyword=${codeAt(Math.floor(Math.random() * CODES)).slice(0, 3)}`,
    ),
    await measure(
      'P-code unknown (404)',
      customer,
      () => `/pcode_single?code=PFFF${Math.floor(Math.random() * 10)}`,
    ),
    await measure(
      'admin P-code search, text word',
      admin,
      () => `/pcode_admin?keyword=bank&page=${1 + Math.floor(Math.random() * 50)}&size=20`,
    ),
  ];
  console.log(
    '| call | mean ms (1 conn) | p50 ms (1 conn) | p99 ms (1 conn) | req/s (16 conn) | p99 ms (16 conn) | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.mean.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.rps16} | ${r.p99at16} | ${r.errors} |`,
    );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
