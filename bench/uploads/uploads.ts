/**
 * Order-file uploads against the disk: 16 customers upload a 16 MB original at once to the real server
 * (SQLite, local storage), and in the same run the same bytes (16 x 16 MB) are written straight to the same
 * disk with fs streams (flushed to the disk before closing, as the portal stores files; the page-cache rate
 * without the flush is printed beside it), and sent to a bare HTTP server that only streams them to disk (the transfer's own
 * ceiling). Goal: the portal at 80 % of the raw rate or better, with its memory flat. The client sends one
 * prebuilt form buffer, so the figures measure servers, not the client's form encoding. Server memory is its
 * resident set, sampled every 20 ms. Run from the repository root after `npm run build`:
 *   npx tsx bench/uploads/uploads.ts
 * Options: BENCH_UPLOADS (uploads at once, default 16), BENCH_MB (file size, default 16), BENCH_ROUNDS
 * (rounds, each raw then bare HTTP then portal, default 3), BENCH_SERVER (default server/dist/main.js),
 * BENCH_PORT (the portal; the bare server takes the next one; default 3196), BENCH_NODE_ARGS (flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where time goes).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import path from 'node:path';
import { signIn, startProcess } from '../lib.js';
import { BENCH_PASSWORD, prepareOrdersDatabase } from '../orders/prepare.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 16);
const MB = Number(process.env.BENCH_MB ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3196);
const base = `http://127.0.0.1:${PORT}`;
// The database is prepared in-process (a service, a customer with credits), then the real server takes it over.
const { dataDir, databaseUrl, env, prep, serviceId } = await prepareOrdersDatabase('uploads', {
  credits: 1_000_000_000,
});
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
/** CPU seconds the server has used (user + system): its cost per MB, which other load on the box barely moves. */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const bytes = randomBytes(MB * 1024 * 1024);
const totalMb = UPLOADS * MB;

/**
 * The disk alone: the same bytes written by UPLOADS streams at once, in 64 KB chunks as a socket gives them.
 * `durable`: each file flushed to the disk before it is closed, as the portal stores them; otherwise the rate
 * of the page cache (memory), shown beside it.
 */
async function rawRound(durable: boolean): Promise<number> {
  const dir = path.join(dataDir, 'raw');
  await mkdir(dir, { recursive: true });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const out = createWriteStream(path.join(dir, `${i}.bin`), { flush: durable });
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

/**
 * One order form as multipart bytes, built once: the client only hands the same buffer to the socket, so
 * the figures measure the server rather than the client's form encoding (both share the machine).
 */
function orderBody(): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
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
  };
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="original_file"; filename="original-${MB}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head + fileHead), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function post(url: string, headers: Record<string, string>, form: { body: Buffer; type: string }) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-type': form.type, 'content-length': String(form.body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(form.body);
  });
}

/** The server: UPLOADS orders at once, each carrying the MB original. */
async function serverRound(customer: Record<string, string>, form: { body: Buffer; type: string }) {
  const rest = rssMb();
  const cpuBefore = cpuSeconds();
  let peak = rest;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = process.hrtime.bigint();
  const codes = await Promise.all(
    Array.from({ length: UPLOADS }, () => post(`${base}/api/order`, customer, form)),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  const errors = codes.filter((c) => c !== 200).length;
  const cpuMsPerMb = ((cpuSeconds() - cpuBefore) * 1000) / totalMb;
  return { rate: totalMb / seconds, rest, peak, errors, cpuMsPerMb };
}

/**
 * The same uploads to a bare HTTP server in this process that streams each body to a file (flushed to the
 * disk, as the portal does), without the portal: what the transfer over loopback plus the disk allow on this machine, the ceiling for any server.
 */
async function httpSinkRound(form: { body: Buffer; type: string }): Promise<number> {
  const dir = path.join(dataDir, 'sink');
  await mkdir(dir, { recursive: true });
  let n = 0;
  const sink = createServer((req, res) => {
    n += 1;
    pipelineAsync(req, createWriteStream(path.join(dir, `${n}.bin`), { flush: true })).then(
      () => res.end('ok'),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => sink.listen(PORT + 1, '127.0.0.1', resolve));
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: UPLOADS }, () => post(`http://127.0.0.1:${PORT + 1}/`, {}, form)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await new Promise((resolve) => sink.close(resolve));
  await rm(dir, { recursive: true, force: true });
  return totalMb / seconds;
}

try {
  const customer = await signIn(base, 'bench_customer', BENCH_PASSWORD);
  console.log(
    `SQLite, local storage; node ${process.version}; ${UPLOADS} x ${MB} MB per round; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '| round | page cache MB/s | raw disk MB/s | bare HTTP to disk MB/s | portal MB/s | portal / raw | portal / bare HTTP | portal CPU ms per MB | portal RSS before -> peak MB | errors |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const form = orderBody();
  const ratios: number[] = [];
  const ofHttp: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const cache = await rawRound(false);
    const raw = await rawRound(true);
    const bare = await httpSinkRound(form);
    const s = await serverRound(customer, form);
    ratios.push(s.rate / raw);
    ofHttp.push(s.rate / bare);
    const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
    console.log(
      `| ${round} | ${cache.toFixed(0)} | ${raw.toFixed(0)} | ${bare.toFixed(0)} | ${s.rate.toFixed(0)} | ${pct(s.rate / raw)} | ${pct(s.rate / bare)} | ${s.cpuMsPerMb.toFixed(1)} | ${s.rest.toFixed(0)} -> ${s.peak.toFixed(0)} | ${s.errors} |`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `median portal / raw disk: ${(100 * median(ratios)).toFixed(0)} %; portal / bare HTTP: ${(100 * median(ofHttp)).toFixed(0)} %; load after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
