/**
 * Order-file uploads against the disk: 16 customers upload a 16 MB original at once to the real server
 * (SQLite, local storage), and in the same run the same bytes (16 x 16 MB) are written straight to the same
 * disk with fs streams. The server should reach at least 80 % of the raw rate, with its memory flat.
 * Server memory is its resident set, sampled every 20 ms. Run from the repository root after `npm run build`:
 *   npx tsx bench/uploads/uploads.ts
 * Options: BENCH_UPLOADS (uploads at once, default 16), BENCH_MB (file size, default 16), BENCH_ROUNDS
 * (rounds of each, alternating raw and server, default 3), BENCH_SERVER (default server/dist/main.js),
 * BENCH_NODE_ARGS (flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where time goes).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { credit } from '../../server/src/modules/credits/ledger.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { benchEnv, freshDatabase, signIn, startProcess } from '../lib.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 16);
const MB = Number(process.env.BENCH_MB ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = 3196;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-pass-1';
const { dataDir, databaseUrl } = await freshDatabase('uploads');

// The database is prepared in-process (migrations, a service, a customer with credits), then the real
// server takes it over.
const env = benchEnv();
const prep = await buildApp(loadConfig(env, { dataDir, databaseUrl }), { logger: false });
await prep.ready();
const now = new Date();
const [serviceId] = await prep.db('services').insert({
  service_name: 'Stage 1',
  type_1_price: 100,
  type_2_price: 100,
  type_3_price: 100,
  created_at: now,
  updated_at: now,
});
const customerId = await insertUser(prep.db, {
  username: 'bench_customer',
  email: 'customer@bench.test',
  password_hash: await hashPassword(PASSWORD),
  role_id: 2,
  status: 1,
  verified: true,
});
await prep.db.transaction((trx) =>
  credit(trx, { userId: customerId, amount: 1_000_000_000, reason: 'bench' }),
);
await prep.close();

const server = await startProcess(
  'node',
  [
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    process.env.BENCH_SERVER ?? 'server/dist/main.js',
  ],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  /Portal running/,
);
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const file = path.join(dataDir, `original-${MB}.bin`);
const bytes = randomBytes(MB * 1024 * 1024);
writeFileSync(file, bytes);
const totalMb = UPLOADS * MB;

/** The disk alone: the same bytes written by UPLOADS streams at once, in 64 KB chunks as a socket gives them. */
async function rawRound(): Promise<number> {
  const dir = path.join(dataDir, 'raw');
  await mkdir(dir, { recursive: true });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const out = createWriteStream(path.join(dir, `${i}.bin`));
      for (let at = 0; at < bytes.length; at += 65_536) {
        if (!out.write(bytes.subarray(at, at + 65_536)))
          await new Promise((resolve) => out.once('drain', resolve));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await rm(dir, { recursive: true, force: true });
  return totalMb / seconds;
}

/** The server: UPLOADS orders at once, each with the original streamed from disk by the client. */
async function serverRound(customer: Record<string, string>) {
  let errors = 0;
  const rest = rssMb();
  let peak = rest;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        make: 'VW',
        model: 'Golf',
        reg_no: 'BENCH1',
        tool: 'KESS3',
        master_or_slave: 'master',
        ecu_brand: 'Bosch',
        services: String(serviceId),
        time_frame: 'asap',
        agree_terms: 'true',
        vehicle_info_correct: 'true',
        instructions_checked: 'true',
      }))
        form.append(k, v);
      form.append('original_file', await openAsBlob(file), `original-${MB}.bin`);
      const res = await fetch(`${base}/api/order`, { method: 'POST', headers: customer, body: form });
      const text = await res.text();
      if (res.status !== 200) {
        errors += 1;
        if (errors === 1) console.error(`upload refused: ${res.status} ${text.slice(0, 200)}`);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  return { rate: totalMb / seconds, rest, peak, errors };
}

try {
  const customer = await signIn(base, 'bench_customer', PASSWORD);
  console.log(
    `SQLite, local storage; node ${process.version}; ${UPLOADS} x ${MB} MB per round; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| round | raw disk MB/s | server MB/s | server / raw | RSS before -> peak MB | errors |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const raw = await rawRound();
    const s = await serverRound(customer);
    ratios.push(s.rate / raw);
    console.log(
      `| ${round} | ${raw.toFixed(0)} | ${s.rate.toFixed(0)} | ${((100 * s.rate) / raw).toFixed(0)} % | ${s.rest.toFixed(0)} -> ${s.peak.toFixed(0)} | ${s.errors} |`,
    );
  }
  ratios.sort((a, b) => a - b);
  console.log(`median server / raw: ${(100 * (ratios[Math.floor(ratios.length / 2)] ?? 0)).toFixed(0)} %`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
