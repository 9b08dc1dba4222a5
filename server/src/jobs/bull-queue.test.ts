import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { redisSandbox } from '../../test/redis.js';
import { createBullQueue } from './bull-queue.js';
import { type JobQueue, PermanentJobError } from './types.js';

// The BullMQ backend behind the same interface as the database queue, against a real Redis.
const sandbox = redisSandbox();
let app: TestApp;
let redis: Redis;
const queues: JobQueue[] = [];

const make = () => {
  const q = createBullQueue({ url: sandbox.url, redis, prefix: sandbox.prefix, db: app.db, sweepMs: 100 });
  queues.push(q);
  return q;
};

beforeAll(async () => {
  app = await buildTestApp();
  redis = new Redis(sandbox.url);
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop().catch(() => {})));
  redis.disconnect();
  await sandbox.cleanup();
  await app.cleanup();
});

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
};

describe('job queue on Redis (BullMQ)', () => {
  it('runs a job once, keeps result and progress, and dedupes by key', async () => {
    const q = make();
    const seen: number[] = [];
    q.define<{ n: number }>('t.double', async ({ n }, ctx) => {
      seen.push(n);
      await ctx.progress({ done: 1, total: 1 });
      return { doubled: n * 2 };
    });
    q.start();
    const id = await q.enqueue('t.double', { n: 21 }, { createdBy: 5, dedupeKey: 'double-21' });
    expect(await q.enqueue('t.double', { n: 21 }, { dedupeKey: 'double-21' })).toBe(id);
    await until(async () => (await q.get(id))?.state === 'done');
    expect(await q.get(id)).toMatchObject({
      _id: id,
      kind: 't.double',
      state: 'done',
      attempts: 1,
      result: { doubled: 42 },
      progress: { done: 1, total: 1 },
      created_by: 5,
      payload: { n: 21 },
    });
    expect(seen).toEqual([21]);
    const listed = await q.list({ state: 'done', kind: 't.double', page: 1, size: 10 });
    expect(listed.jobs.map((j) => j._id)).toEqual([id]);
    await q.stop();
  });

  it('retries with backoff, then fails; an admin retry runs it again', async () => {
    const q = make();
    let calls = 0;
    let healed = false;
    q.define(
      't.flaky',
      async () => {
        calls += 1;
        if (!healed) throw new Error(`SMTP refused (${calls})`);
        return 'sent';
      },
      { maxAttempts: 3, backoffMs: 10 },
    );
    q.start();
    const id = await q.enqueue('t.flaky', {});
    await until(async () => (await q.get(id))?.state === 'failed');
    expect(await q.get(id)).toMatchObject({ state: 'failed', attempts: 3, last_error: 'SMTP refused (3)' });
    expect((await q.counts()).failed).toBeGreaterThanOrEqual(1);
    expect(await q.retry(id)).toBe(true);
    healed = true;
    await until(async () => (await q.get(id))?.state === 'done');
    expect(await q.retry(id)).toBe(false);
    expect(calls).toBe(4);
    await q.stop();
  });

  it('fails a job at once when its handler says retrying cannot help', async () => {
    const q = make();
    let calls = 0;
    q.define(
      't.bounce',
      async () => {
        calls += 1;
        throw new PermanentJobError('550 No such mailbox');
      },
      { maxAttempts: 5, backoffMs: 10 },
    );
    q.start();
    const id = await q.enqueue('t.bounce', {});
    await until(async () => (await q.get(id))?.state === 'failed');
    expect(await q.get(id)).toMatchObject({ attempts: 1, last_error: '550 No such mailbox' });
    expect(calls).toBe(1);
    await q.stop();
  });

  it('queues inside a transaction: a committed job runs, a rolled back one never exists', async () => {
    const q = make();
    const ran: string[] = [];
    q.define<{ name: string }>('t.trx', async ({ name }) => {
      ran.push(name);
    });
    q.start();
    const kept = await app.db.transaction((trx) => q.enqueue('t.trx', { name: 'kept' }, { trx }));
    let dropped = 0;
    await app.db
      .transaction(async (trx) => {
        dropped = await q.enqueue('t.trx', { name: 'dropped' }, { trx });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await until(async () => (await q.get(kept))?.state === 'done');
    await q.idle();
    expect(ran).toEqual(['kept']);
    expect(await q.get(dropped)).toBeNull();
    expect(await app.db('job_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
    await q.stop();
  });

  it('keeps a job queued while no instance runs and runs it once across two instances', async () => {
    const producer = make();
    const id = await producer.enqueue('t.once', { n: 1 });
    await producer.stop();
    const runs: string[] = [];
    const [a, b] = [make(), make()];
    a.define('t.once', async () => void runs.push('a'));
    b.define('t.once', async () => void runs.push('b'));
    a.start();
    b.start();
    await until(async () => (await a.get(id))?.state === 'done');
    await a.idle();
    expect(runs).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });
});
