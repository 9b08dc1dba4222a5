import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { ROLE, USER_STATUS, fullPermissions } from '@portal/contracts';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { credit } from '../../src/modules/credits/ledger.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import {
  type Catalogue,
  multipart,
  orderFields,
  orderTableCounts,
  seedCatalogue,
} from '../support/orders-kit.js';
import { insertUser } from '../../src/modules/users/repo.js';
import { redisSandbox } from '../redis.js';
import { type LocalS3, startS3 } from '../s3.js';
import { type Instance, json, signIn, startInstance } from './instance.js';

// Two server processes on one MariaDB database, one Redis and one local S3 server, as in production.
const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const dbName = `portal_cluster_${randomBytes(4).toString('hex')}`;
const redis = redisSandbox();
let s3: LocalS3;
let db: Knex;
let a: Instance;
let b: Instance;
let c: Catalogue;
const password = 'Password-123';
const users = { admin: '', customer: '' };
let adminToken = '';
let customerToken = '';

const sha = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

beforeAll(async () => {
  s3 = await startS3();
  const env = {
    DATABASE_URL: `${MYSQL}/${dbName}`,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    ...s3.env(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    CODE_PEPPER: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    RATE_LIMITS: 'true',
  };
  // Both at once: they take turns migrating and seeding the empty database.
  [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  db = knex({ client: 'mysql2', connection: `${MYSQL}/${dbName}`, pool: { min: 0, max: 2 } });
  const app = { db } as never;
  c = await seedCatalogue(app);
  const make = async (role: number, name: string) => {
    const id = await insertUser(db, {
      username: name,
      email: `${name}@cluster.test`,
      password_hash: await hashPassword(password),
      firstname: 'Cluster',
      lastname: name,
      role_id: role,
      status: USER_STATUS.ACTIVE,
      verified: true,
      permissions: role === ROLE.ADMIN ? JSON.stringify(fullPermissions()) : null,
    });
    return id;
  };
  users.admin = 'clusteradmin';
  users.customer = 'clustercustomer';
  await make(ROLE.ADMIN, users.admin);
  const customerId = await make(ROLE.CUSTOMER, users.customer);
  await db.transaction((trx) => credit(trx, { userId: customerId, amount: 100_000, reason: 'test' }));
  adminToken = await signIn(a.url, users.admin, password);
  customerToken = await signIn(b.url, users.customer, password);
});

afterAll(async () => {
  for (const i of [a, b]) i?.kill('SIGKILL');
  await db?.raw('DROP DATABASE IF EXISTS ??', [dbName]).catch(() => {});
  await db?.destroy();
  await redis.cleanup();
  await s3?.close();
});

function order(bytes: Buffer) {
  return multipart(orderFields(c), [{ field: 'original_file', name: 'golf.bin', data: bytes }]);
}

async function submitTo(base: string, bytes: Buffer) {
  const form = order(bytes);
  const res = await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { ...form.headers, 'x-access-token': customerToken },
    body: form.payload,
  });
  return { status: res.status, body: (await res.json()) as { order: { _id: number } } };
}

/** A socket on an instance that resolves `next(match)` with the first matching event. */
async function listen(base: string, token: string) {
  const got: { type: string; [k: string]: unknown }[] = [];
  const waiters: {
    match: (e: (typeof got)[number]) => boolean;
    resolve: (e: (typeof got)[number]) => void;
  }[] = [];
  const socket = new WebSocket(`${base}/api/ws?token=${token}`);
  socket.on('message', (raw) => {
    const e = JSON.parse(raw.toString());
    got.push(e);
    for (const w of waiters.splice(0)) {
      if (w.match(e)) w.resolve(e);
      else waiters.push(w);
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((r) => socket.once('open', r));
  const next = (match: (e: (typeof got)[number]) => boolean, ms: number) =>
    new Promise<(typeof got)[number]>((resolve, reject) => {
      const seen = got.find(match);
      if (seen) return resolve(seen);
      const t = setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), ms);
      waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(t);
          resolve(e);
        },
      });
    });
  await next((e) => e.type === 'hello', 10_000);
  return { got, next, closed, close: () => socket.close() };
}

describe('two instances on MariaDB, Redis and S3', () => {
  it('stores an order uploaded through A that downloads byte-identical through B, and tells B at once', async () => {
    const staffOnB = await listen(b.ws, adminToken);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const placed = await submitTo(a.url, bytes);
    expect(placed.status).toBe(200);
    const id = placed.body.order._id;
    // Caused on A, delivered by B's socket within a second of A's answer.
    const event = await staffOnB.next((e) => e.type === 'order.created' && e.order_id === id, 1000);
    expect(event.id).toEqual(expect.any(Number));

    const res = await fetch(`${b.url}/api/order/${id}/download_old_file`, {
      headers: { 'x-access-token': customerToken },
    });
    expect(res.status).toBe(200);
    expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(bytes));
    expect((await s3.keys()).length).toBeGreaterThan(0);

    // Missed events replay from either instance.
    const replay = await json<{ events: { id: number; type: string }[] }>(
      a.url,
      `/api/events?since=${(event.id as number) - 1}`,
      { token: adminToken },
    );
    expect(replay.body.events[0]).toMatchObject({ id: event.id, type: 'order.created' });
    staffOnB.close();
  });

  it('counts sign-in attempts of both instances against one limit', async () => {
    // A login nobody used yet: its counter starts at zero on both instances.
    const login = `guess-${randomBytes(3).toString('hex')}`;
    const attempt = (base: string) =>
      json(base, '/api/auth/signin', { body: { login, password: 'wrong-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? b.url : a.url)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await attempt(a.url)).status).toBe(429);
    expect((await attempt(b.url)).status).toBe(429);
  });

  it('runs the scheduled purge once per period although both instances plan it', async () => {
    type Jobs = { jobs: { state: string; payload: { period: string }; attempts: number }[] };
    const purges = async () =>
      (await json<Jobs>(a.url, '/api/jobs?kind=schedule.purge_files&size=100', { token: adminToken })).body
        .jobs;
    for (let i = 0; i < 200 && !(await purges()).some((j) => j.state === 'done'); i++)
      await new Promise((r) => setTimeout(r, 50));
    const jobs = await purges();
    const periods = new Set(jobs.map((j) => j.payload.period));
    // This period's job (run) and the next one's (waiting): one each, whoever planned them.
    expect(jobs).toHaveLength(2);
    expect(periods.size).toBe(2);
    expect(jobs.filter((j) => j.state === 'done').map((j) => j.attempts)).toEqual([1]);
  });

  it('keeps serving from B when A is killed mid-upload, with nothing half-written', async () => {
    const before = await orderTableCounts({ db } as never);
    const keysBefore = await s3.keys();
    const form = order(randomBytes(20 * 1024 * 1024));
    const req = request(`${a.url}/api/order`, {
      method: 'POST',
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        'x-access-token': customerToken,
      },
    });
    const failed = new Promise<Error>((resolve) => req.once('error', resolve));
    // Half the body is on its way: A is reading and streaming it to the bucket when it dies.
    await new Promise<void>((resolve) =>
      req.write(form.payload.subarray(0, form.payload.length / 2), () => resolve()),
    );
    a.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect((await failed).message).toMatch(/socket hang up|ECONNRESET/);

    expect((await json(b.url, '/api/health')).status).toBe(200);
    expect((await json(b.url, '/api/ready')).body).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect(await orderTableCounts({ db } as never)).toEqual(before);
    expect(await s3.keys()).toEqual(keysBefore);
    const again = await submitTo(b.url, randomBytes(1024));
    expect(again.status).toBe(200);
  });

  it('stops B gracefully: sockets are told to reconnect, the process exits cleanly', async () => {
    const socket = await listen(b.ws, customerToken);
    b.kill('SIGTERM');
    expect(await socket.closed).toBe(1012);
    expect(await b.exited).toBe(0);
  });
});
