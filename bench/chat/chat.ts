/**
 * Live chat over the realtime hub: 500 customer websockets connected, chat messages sent through the real
 * route (POST /api/chat_message: stored, then published to both sides) and timed until the recipient's
 * socket has them. Beside it, in the same run and process, the floor: a bare `ws` server behind a bare
 * HTTP endpoint that forwards each posted message to one of the same number of sockets. 300 untimed
 * messages each way go first, so that neither timed case pays for the process warming up.
 * Run from the repository root:
 *   npx tsx bench/chat/chat.ts                     (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_chat npx tsx bench/chat/chat.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ROLE, USER_STATUS, fullPermissions } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { freshDatabase } from '../lib.js';

const CLIENTS = Number(process.env.CHAT_CLIENTS ?? 500);
const PACED = 1000;
const PACED_RATE = 50; // messages per second: below saturation, so latency is not queueing
const BURST = 2000;
const SENDERS = 32; // requests in flight during the burst

interface Row {
  name: string;
  per_sec: number;
  p50_ms: number;
  p99_ms: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
};

/** Marks when each numbered message was sent and answers the latency once a socket receives it. */
function clock() {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let wanted = 0;
  let done: () => void = () => {};
  return {
    sent: (n: number) => sentAt.set(n, performance.now()),
    received(n: number) {
      const t = sentAt.get(n);
      if (t === undefined) return;
      sentAt.delete(n);
      latencies.push(performance.now() - t);
      if (latencies.length === wanted) done();
    },
    expect(n: number) {
      latencies.length = 0;
      wanted = n;
      return new Promise<void>((r) => {
        done = r;
      });
    },
    latencies,
  };
}

/**
 * Sends `send(n)` for n in 0..PACED at PACED_RATE (latency), then BURST more with SENDERS in flight
 * (throughput).
 */
async function run(name: string, c: ReturnType<typeof clock>, send: (n: number) => Promise<void>) {
  let all = c.expect(PACED);
  for (let i = 0; i < PACED; i++) {
    c.sent(i);
    void send(i);
    if (i % 10 === 9) await new Promise((r) => setTimeout(r, (10 * 1000) / PACED_RATE));
  }
  await all;
  const paced = [...c.latencies];
  all = c.expect(BURST);
  const start = performance.now();
  let next = PACED;
  const end = PACED + BURST;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < end) {
        const n = next++;
        c.sent(n);
        await send(n);
      }
    }),
  );
  await all;
  const seconds = (performance.now() - start) / 1000;
  return { name, per_sec: Math.round(BURST / seconds), p50_ms: pct(paced, 50), p99_ms: pct(paced, 99) };
}

const post = async (url: string, headers: Record<string, string>, body: object) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

/** The floor: HTTP POST { to, n } -> a bare ws server sends { n } to client `to`. */
async function floor(): Promise<Row> {
  const wss = new WebSocketServer({ noServer: true });
  const byId = new Map<number, WebSocket>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const m = JSON.parse(body) as { to: number; n: number };
      byId.get(m.to)?.send(JSON.stringify({ type: 'chat.message', n: m.n }));
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const id = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('id'));
    wss.handleUpgrade(req, socket, head, (ws) => {
      byId.set(id, ws);
      ws.send('{"type":"hello"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const c = clock();
  const clients = await Promise.all(
    Array.from(
      { length: CLIENTS },
      (_, i) =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/?id=${i}`);
          ws.on('message', (raw) => {
            const e = JSON.parse(raw.toString()) as { type: string; n?: number };
            if (e.type === 'hello') return resolve(ws);
            if (e.n !== undefined) c.received(e.n);
          });
        }),
    ),
  );
  const row = await run(`floor: bare HTTP POST -> ws send (${CLIENTS} clients)`, c, (n) =>
    post(`http://127.0.0.1:${port}/`, {}, { to: n % CLIENTS, n }),
  );
  for (const ws of clients) ws.close();
  wss.close();
  server.close();
  return row;
}

async function portal(databaseUrl: string, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      CODE_PEPPER: 'bench-pepper',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      SCHEDULED_JOBS: 'false',
    },
    { dataDir, databaseUrl },
  );
  const a = await buildApp(config, { logger: false });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await a.settings.set('site', { ...(await a.settings.all()), live_support_public: true });
  return a;
}

const user = (app: FastifyInstance, name: string, role: number) =>
  insertUser(app.db, {
    username: name,
    email: `${name}@example.test`,
    password_hash: 'x',
    firstname: 'Bench',
    lastname: name,
    role_id: role,
    status: USER_STATUS.ACTIVE,
    verified: true,
    permissions: role === ROLE.CUSTOMER ? '{}' : JSON.stringify(fullPermissions()),
  });

const { databaseUrl, dataDir } = await freshDatabase('chat');
const rows: Row[] = [await floor()];

const app = await portal(databaseUrl, dataDir);
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const staffId = await user(app, 'bench_chat_staff', ROLE.ADMIN);
const customers: number[] = [];
for (let i = 0; i < CLIENTS; i++) customers.push(await user(app, `bench_chat_c${i}`, ROLE.CUSTOMER));
const tokenOf = (id: number) => app.signAccessToken(id);

/** Messages are numbered in their text ("b<n>"); each socket reports the ones it receives. */
const toCustomer = clock();
const toStaff = clock();
const listen = (id: number, c: ReturnType<typeof clock>, fromStaff: boolean) =>
  new Promise<WebSocket>((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/ws?token=${tokenOf(id)}`);
    ws.on('message', (raw) => {
      const e = JSON.parse(raw.toString()) as {
        type: string;
        message?: { message: string; from_staff: boolean };
      };
      if (e.type === 'hello') return resolve(ws);
      // Each side also gets its own messages back (for its other tabs): only the other side's count.
      if (e.type === 'chat.message' && e.message?.from_staff === fromStaff)
        c.received(Number(e.message.message.slice(1)));
    });
  });
const customerSockets = await Promise.all(customers.map((id) => listen(id, toCustomer, true)));
const staffSocket = await listen(staffId, toStaff, false);

const staffHeaders = { 'x-access-token': tokenOf(staffId) };
const customerHeaders = customers.map((id) => ({ 'x-access-token': tokenOf(id) }));
// Untimed messages both ways first: whichever case ran first used to pay for the process warming up
// (compiling the hot code, the garbage of 500 sign-ups and connections), not for its own path.
const WARM = 300;
await Promise.all(
  Array.from({ length: SENDERS }, async (_, s) => {
    for (let i = s; i < WARM; i += SENDERS) {
      await post(`${base}/api/chat_message`, staffHeaders, { message: 'w', user_id: customers[i % CLIENTS] });
      await post(`${base}/api/chat_message`, customerHeaders[i % CLIENTS], { message: 'w' });
    }
  }),
);
await new Promise((r) => setTimeout(r, 1000));
rows.push(
  await run(`portal: staff reply -> customer socket (${CLIENTS} customers connected)`, toCustomer, (n) =>
    post(`${base}/api/chat_message`, staffHeaders, { message: `b${n}`, user_id: customers[n % CLIENTS] }),
  ),
);
rows.push(
  await run(`portal: customer message -> staff socket (${CLIENTS} customers connected)`, toStaff, (n) =>
    post(`${base}/api/chat_message`, customerHeaders[n % CLIENTS], { message: `b${n}` }),
  ),
);
for (const ws of [...customerSockets, staffSocket]) ws.close();

console.log(
  `\n${CLIENTS} clients; paced ${PACED} messages at ${PACED_RATE}/s for latency (send -> recipient's socket), burst of ${BURST} with ${SENDERS} in flight for throughput; ${databaseUrl.split(':')[0]}\n`,
);
console.log('| case | messages/s | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${r.per_sec} | ${r.p50_ms} | ${r.p99_ms} |`);
// Delayed jobs (unread-chat e-mails) are still queued: the process ends without waiting for them.
process.exit(0);
