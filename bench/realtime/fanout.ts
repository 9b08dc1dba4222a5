/**
 * Realtime fan-out: an event published on one instance reaching websockets, in one process vs across two
 * instances through Redis pub/sub, beside the floor of a bare Redis publish -> message round trip, all in
 * the same run. Both apps run in this process (as the cluster tests do) and talk through a real Redis.
 * Run from the repository root (Redis on 127.0.0.1:6379):
 *   npx tsx bench/realtime/fanout.ts                     (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench npx tsx bench/realtime/fanout.ts
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ROLE, USER_STATUS, fullPermissions } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { freshDatabase } from '../lib.js';

const SOCKETS = 50;
const PACED_EVENTS = 1000;
const PACED_RATE = 100; // events per second: below saturation, so latency is not queueing
const BURST_EVENTS = 2000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portal-bench-${randomBytes(3).toString('hex')}`;

interface Row {
  name: string;
  events_per_sec: number;
  deliveries_per_sec: number;
  p50_ms: number;
  p99_ms: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
};

async function app(databaseUrl: string, dataDir: string, redis: boolean): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      CODE_PEPPER: 'bench-pepper',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      SCHEDULED_JOBS: 'false',
      ...(redis ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
    },
    { dataDir, databaseUrl },
  );
  const a = await buildApp(config, { logger: false });
  await a.listen({ port: 0, host: '127.0.0.1' });
  return a;
}

/** SOCKETS staff sockets on `on`; answers the latencies of each event at each socket. */
async function sockets(on: FastifyInstance, staffIds: number[]) {
  const port = (on.server.address() as AddressInfo).port;
  const received: number[] = [];
  let count = 0;
  let wanted = 0;
  let done: () => void = () => {};
  const opened = await Promise.all(
    staffIds.map(
      (id) =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${on.signAccessToken(id)}`);
          ws.on('message', (raw) => {
            const e = JSON.parse(raw.toString()) as { type: string; t?: number };
            if (e.type === 'hello') return resolve(ws);
            if (e.type !== 'bench') return;
            received.push(performance.now() - (e.t ?? 0));
            count += 1;
            if (count === wanted) done();
          });
        }),
    ),
  );
  return {
    expect(n: number) {
      received.length = 0;
      count = 0;
      wanted = n;
      return new Promise<void>((r) => {
        done = r;
      });
    },
    received,
    close: () => {
      for (const ws of opened) ws.close();
    },
  };
}

async function measure(name: string, from: FastifyInstance, to: FastifyInstance, staffIds: number[]) {
  const s = await sockets(to, staffIds);
  // Paced: latency at a steady rate.
  let all = s.expect(PACED_EVENTS * SOCKETS);
  for (let i = 0; i < PACED_EVENTS; i++) {
    from.realtime.publishToStaff({ type: 'bench', t: performance.now() });
    if (i % 10 === 9) await new Promise((r) => setTimeout(r, (10 * 1000) / PACED_RATE));
  }
  await all;
  const latencies = [...s.received];
  // Burst: how many events per second the path carries.
  all = s.expect(BURST_EVENTS * SOCKETS);
  const start = performance.now();
  for (let i = 0; i < BURST_EVENTS; i++)
    from.realtime.publishToStaff({ type: 'bench', t: performance.now() });
  await all;
  const seconds = (performance.now() - start) / 1000;
  s.close();
  return {
    name,
    events_per_sec: Math.round(BURST_EVENTS / seconds),
    deliveries_per_sec: Math.round((BURST_EVENTS * SOCKETS) / seconds),
    p50_ms: pct(latencies, 50),
    p99_ms: pct(latencies, 99),
  } satisfies Row;
}

async function redisFloor(): Promise<Row> {
  const pub = new Redis(REDIS_URL);
  const sub = new Redis(REDIS_URL);
  const channel = `${prefix}:floor`;
  await sub.subscribe(channel);
  const lat: number[] = [];
  let wanted = 0;
  let done: () => void = () => {};
  sub.on('message', (_c, raw: string) => {
    lat.push(performance.now() - Number(raw));
    if (lat.length === wanted) done();
  });
  wanted = PACED_EVENTS;
  let all = new Promise<void>((r) => {
    done = r;
  });
  for (let i = 0; i < PACED_EVENTS; i++) {
    await pub.publish(channel, String(performance.now()));
    if (i % 10 === 9) await new Promise((r) => setTimeout(r, (10 * 1000) / PACED_RATE));
  }
  await all;
  const latencies = [...lat];
  lat.length = 0;
  wanted = BURST_EVENTS;
  all = new Promise<void>((r) => {
    done = r;
  });
  const start = performance.now();
  for (let i = 0; i < BURST_EVENTS; i++) void pub.publish(channel, String(performance.now()));
  await all;
  const seconds = (performance.now() - start) / 1000;
  pub.disconnect();
  sub.disconnect();
  return {
    name: 'floor: bare Redis PUBLISH -> message (1 subscriber)',
    events_per_sec: Math.round(BURST_EVENTS / seconds),
    deliveries_per_sec: Math.round(BURST_EVENTS / seconds),
    p50_ms: pct(latencies, 50),
    p99_ms: pct(latencies, 99),
  };
}

const { databaseUrl, dataDir } = await freshDatabase('realtime');
const rows: Row[] = [await redisFloor()];

const single = await app(databaseUrl, dataDir, false);
const staffIds: number[] = [];
for (let i = 0; i < SOCKETS; i++)
  staffIds.push(
    await insertUser(single.db, {
      username: `bench_staff_${i}`,
      email: `bench_staff_${i}@example.test`,
      password_hash: 'x',
      firstname: 'Bench',
      lastname: String(i),
      role_id: ROLE.ADMIN,
      status: USER_STATUS.ACTIVE,
      verified: true,
      permissions: JSON.stringify(fullPermissions()),
    }),
  );
rows.push(await measure('one process (no Redis): publish -> sockets', single, single, staffIds));
await single.close();

const a = await app(databaseUrl, dataDir, true);
const b = await app(databaseUrl, dataDir, true);
rows.push(await measure('two instances via Redis: publish on A -> sockets on B', a, b, staffIds));
await Promise.all([a.close(), b.close()]);

console.log(
  `\n${SOCKETS} staff sockets; paced ${PACED_EVENTS} events at ${PACED_RATE}/s for latency, burst of ${BURST_EVENTS} for throughput; ${databaseUrl.split(':')[0]}\n`,
);
console.log('| case | events/s | deliveries/s | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.events_per_sec} | ${r.deliveries_per_sec} | ${r.p50_ms} | ${r.p99_ms} |`);
process.exit(0);
