/**
 * Time from the tuning tool closing a modified file (its rename into place) to the order showing as
 * delivered on the server, through the desktop app's watcher, queue and upload, for 1, 4 and 16 MB files.
 * Uses the app's own timings (a file must stay unchanged for 1.5 s before it counts as written), so the
 * figures are what a tuner sees. Run from the repository root:
 *   npx tsx bench/desktop/delivery.ts            (RUNS=20 by default; STABLE_MS=... to try other settings)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { giveCredits, orderFields, seedCatalogue, submit } from '../../server/test/support/orders-kit.js';
import { createStaff, createUser } from '../../server/test/helpers.js';
import { desktop, saveLikeTuningTool, serve } from '../../desktop/test/harness.js';
import { DEFAULT_TIMING } from '../../desktop/src/main/core.js';

const RUNS = Number(process.env.RUNS ?? 20);
const SIZES_MB = [1, 4, 16];
const stableMs = Number(process.env.STABLE_MS ?? DEFAULT_TIMING.stableMs);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const server = await serve();
const catalogue = await seedCatalogue(server.app);
const customer = await createUser(server.app);
await giveCredits(server.app, customer.id, 10_000_000);
const tuner = await createStaff(server.app, { orders: true });
const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-desktop-'));
// The shipped timings, not the shortened ones the tests use.
const { core } = desktop(dir, server.url, {}, { ...DEFAULT_TIMING, stableMs });
await core.signIn({ serverUrl: server.url, login: tuner.username, password: tuner.password });

async function deliveredAt(id: number): Promise<number> {
  for (;;) {
    const res = await server.app.inject({ url: `/api/order/${id}`, headers: tuner.headers });
    if (res.json().order.status === 'completed') return Date.now();
    await new Promise((r) => setTimeout(r, 5));
  }
}

const rows: string[] = [];
try {
  for (const mb of SIZES_MB) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const placed = await submit(server.app, customer.headers, orderFields(catalogue));
      const id: number = placed.json().order._id;
      const folder = await core.openOrderFiles(id);
      const closedAt = await saveLikeTuningTool(
        path.join(folder, `tuned ${i}.bin`),
        randomBytes(mb * 1024 * 1024),
        8,
        5,
      );
      times.push((await deliveredAt(id)) - closedAt);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${mb} MB | ${RUNS} | ${percentile(times, 50)} | ${percentile(times, 99)} |`);
  }
} finally {
  await core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`stable-size wait: ${stableMs} ms`);
console.log('| file | runs | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
for (const r of rows) console.log(r);
