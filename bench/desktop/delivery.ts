/**
 * Time from the tuning tool closing a modified file to the order showing as delivered on the server,
 * through the desktop app's watcher, queue and upload, for 1, 4 and 16 MB files, with two kinds of tools:
 * a fast one writing the whole file at once and a slow one writing it in place in chunks with 50 ms gaps.
 * Uses the app's shipped timings (settle checks, size check against the original), so the figures are
 * what a tuner sees. Run from the repository root:
 *   npx tsx bench/desktop/delivery.ts            (RUNS=20 by default; SETTLE_MS / SETTLE_CHECKS to try others)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { giveCredits, orderFields, seedCatalogue, submit } from '../../server/test/support/orders-kit.js';
import { createStaff, createUser } from '../../server/test/helpers.js';
import { desktop, serve, writeSlowly } from '../../desktop/test/harness.js';
import { DEFAULT_TIMING } from '../../desktop/src/main/core.js';

const RUNS = Number(process.env.RUNS ?? 20);
const SIZES_MB = [1, 4, 16];
const timing = {
  ...DEFAULT_TIMING,
  settleMs: Number(process.env.SETTLE_MS ?? DEFAULT_TIMING.settleMs),
  settleChecks: Number(process.env.SETTLE_CHECKS ?? DEFAULT_TIMING.settleChecks),
};

const writers = {
  fast: (file: string, data: Buffer) => writeFile(file, data).then(() => Date.now()),
  slow: (file: string, data: Buffer) =>
    writeSlowly(file, data, { chunks: Math.max(4, data.length / (256 * 1024)), gapMs: 50 }),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// A long run on a busy machine outlasts the default 15-minute access token the bench reads orders with.
const server = await serve({ accessTokenTtlSeconds: 86_400 });
const catalogue = await seedCatalogue(server.app);
const customer = await createUser(server.app);
await giveCredits(server.app, customer.id, 10_000_000);
const tuner = await createStaff(server.app, { orders: true });
const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-desktop-'));
const { core } = desktop(dir, server.url, {}, timing);
await core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });

async function deliveredAt(id: number): Promise<number> {
  for (;;) {
    const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
    if (res.statusCode !== 200) throw new Error(`order ${id}: ${res.statusCode} ${res.body}`);
    if (res.json().order.status === 'completed') return Date.now();
    await new Promise((r) => setTimeout(r, 5));
  }
}

const rows: string[] = [];
try {
  for (const mb of SIZES_MB) {
    for (const [kind, write] of Object.entries(writers)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const data = randomBytes(mb * 1024 * 1024);
        // Tuned files keep the original's size, so the original is one of the same length.
        const placed = await submit(server.app, customer.headers, orderFields(catalogue), [
          { field: 'original_file', name: 'ecu.bin', data: randomBytes(data.length) },
        ]);
        const id: number = placed.json().order._id;
        const folder = await core.openOrderFiles(id);
        // When the app queued the file and when it started sending it: where the time goes.
        const seen: Record<string, number> = {};
        const off = core.queue.onChange((items) => {
          for (const u of items) if (u.orderId === id && !seen[u.state]) seen[u.state] = Date.now();
        });
        const closedAt = await write(path.join(folder, `tuned ${i}.bin`), data);
        const done = await deliveredAt(id);
        off();
        times.push(done - closedAt);
        if (process.env.VERBOSE) {
          const at = (s: string) => (seen[s] ? seen[s] - closedAt : '-');
          console.error(
            `${mb} MB ${kind}: queued ${at('waiting')} sending ${at('uploading')} done ${done - closedAt}`,
          );
        }
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${mb} MB | ${kind} | ${RUNS} | ${percentile(times, 50)} | ${percentile(times, 99)} | ${times.at(-1)} |`,
      );
      console.error(rows.at(-1));
    }
  }
} finally {
  await core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`settle: ${timing.settleChecks} checks ${timing.settleMs} ms apart`);
console.log('| file | writer | runs | p50 ms | p99 ms | max ms |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows) console.log(r);
