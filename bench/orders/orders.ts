/**
 * Orders: upload throughput and the server's peak memory while originals stream in (1, 4 and 16 MB files,
 * 1 and 16 uploads at once). Lists, counts and keyword search are in lists.ts beside this file. The server is a
 * real process started from server/ (the built dist/main.js); memory is its resident set, sampled every 20 ms.
 * Run from the repository root after `npm run build`:
 *   npx tsx bench/orders/orders.ts                                                     (uploads on SQLite)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_orders npx tsx bench/orders/orders.ts
 * With DATABASE_URL the named database is dropped and created again.
 * Options: BENCH_UPLOADS (uploads per case, default 32), BENCH_SERVER (default
 * server/dist/main.js).
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signIn, startProcess } from '../lib.js';
import { BENCH_PASSWORD, prepareOrdersDatabase } from './prepare.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 32);
const PORT = 3195;
const base = `http://127.0.0.1:${PORT}`;
// Prepare the database in-process (a service, a customer with credits), then let the real server take it over.
const { mysql, dataDir, databaseUrl, env, prep, serviceId } = await prepareOrdersDatabase('orders', {
  credits: 1_000_000_000,
});
await prep.close();

const server = await startProcess(
  'node',
  [process.env.BENCH_SERVER ?? 'server/dist/main.js'],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  /Portal running/,
);
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

try {
  const customer = await signIn(base, 'bench_customer', BENCH_PASSWORD);
  console.log(
    `database: ${mysql ? 'MariaDB/MySQL' : 'SQLite'}; node ${process.version}; server RSS at rest ${rssMb().toFixed(0)} MB`,
  );
  console.log('| original | uploads at once | uploads | MB/s | orders/s | server peak RSS MB | errors |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const mb of [1, 4, 16]) {
    const file = path.join(dataDir, `original-${mb}.bin`);
    writeFileSync(file, randomBytes(mb * 1024 * 1024));
    for (const concurrency of [1, 16]) {
      const total = Math.max(UPLOADS, concurrency);
      let next = 0;
      let errors = 0;
      let peak = rssMb();
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb());
      }, 20);
      const started = process.hrtime.bigint();
      const worker = async () => {
        while (next < total) {
          next += 1;
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
          // Streamed from disk: the client does not hold the file either.
          form.append('original_file', await openAsBlob(file), `original-${mb}.bin`);
          const res = await fetch(`${base}/api/order`, { method: 'POST', headers: customer, body: form });
          await res.arrayBuffer();
          if (res.status !== 200) errors += 1;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      clearInterval(sampler);
      console.log(
        `| ${mb} MB | ${concurrency} | ${total} | ${((total * mb) / seconds).toFixed(1)} | ${(total / seconds).toFixed(1)} | ${peak.toFixed(0)} | ${errors} |`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
