import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { createDbQueue } from './queue.js';
import { PermanentJobError } from './types.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.cleanup());

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
};

describe('durable job queue', () => {
  it('runs a queued job once and keeps its result and progress', async () => {
    const q = createDbQueue(app.db, { pollMs: 50 });
    const seen: number[] = [];
    q.define<{ n: number }>('test.double', async ({ n }, ctx) => {
      seen.push(n);
      await ctx.progress({ done: 1, total: 1 });
      return { doubled: n * 2 };
    });
    q.start();
    const id = await q.enqueue('test.double', { n: 21 });
    await q.idle();
    const job = await q.get(id);
    expect(job).toMatchObject({
      state: 'done',
      attempts: 1,
      result: { doubled: 42 },
      progress: { done: 1, total: 1 },
    });
    expect(seen).toEqual([21]);
    await q.stop();
  });

  it('retries a failing job with backoff, then marks it failed; an admin retry runs it again', async () => {
    const q = createDbQueue(app.db, { pollMs: 20 });
    let calls = 0;
    let healed = false;
    q.define(
      'test.flaky',
      async () => {
        calls += 1;
        if (!healed) throw new Error(`SMTP refused (${calls})`);
        return 'sent';
      },
      { maxAttempts: 3, backoffMs: 10 },
    );
    q.start();
    const id = await q.enqueue('test.flaky', {});
    await until(async () => (await q.get(id))?.state === 'failed');
    const failed = await q.get(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, last_error: 'SMTP refused (3)' });
    expect((await q.list({ state: 'failed', page: 1, size: 10 })).jobs.map((j) => j._id)).toContain(id);
    healed = true;
    expect(await q.retry(id)).toBe(true);
    expect(await q.retry(id + 10_000)).toBe(false);
    await until(async () => (await q.get(id))?.state === 'done');
    expect(calls).toBe(4);
    await q.stop();
  });

  it('fails a job at once when its handler says retrying cannot help', async () => {
    const q = createDbQueue(app.db, { pollMs: 20 });
    let calls = 0;
    q.define(
      'test.bounce',
      async () => {
        calls += 1;
        throw new PermanentJobError('550 No such mailbox');
      },
      { maxAttempts: 5, backoffMs: 10 },
    );
    q.start();
    const id = await q.enqueue('test.bounce', {});
    await until(async () => (await q.get(id))?.state === 'failed');
    expect(await q.get(id)).toMatchObject({ attempts: 1, last_error: '550 No such mailbox' });
    expect(calls).toBe(1);
    await q.stop();
  });

  it('gives each job to exactly one of several workers', async () => {
    const ran = new Map<number, number>();
    const workers = [1, 2, 3].map(() => {
      const q = createDbQueue(app.db, { pollMs: 10, concurrency: 3 });
      q.define<{ i: number }>('test.once', async ({ i }) => {
        ran.set(i, (ran.get(i) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
      return q;
    });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await workers[0]!.enqueue('test.once', { i }));
    for (const w of workers) w.start();
    const done = async () =>
      Number((await app.db('jobs').whereIn('id', ids).where('state', 'done').count({ n: '*' }))[0]?.n);
    await until(async () => (await done()) === 30);
    expect([...ran.values()].every((n) => n === 1)).toBe(true);
    expect(ran.size).toBe(30);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('survives a restart: a job queued while no worker runs is done by the next one', async () => {
    const before = createDbQueue(app.db);
    before.define('test.later', async () => 'ok');
    const id = await before.enqueue('test.later', { x: 1 });
    // The first instance stops (or dies) before running it.
    await before.stop();
    const after = createDbQueue(app.db, { pollMs: 20 });
    after.define('test.later', async () => 'ok');
    after.start();
    await until(async () => (await after.get(id))?.state === 'done');
    await after.stop();
  });

  it('takes over a job whose worker died mid-run once the lease lapses', async () => {
    const id = await app.queue.enqueue('test.orphan', {});
    await app
      .db('jobs')
      .where({ id })
      .update({
        state: 'running',
        attempts: 1,
        locked_by: 'dead-instance',
        locked_until: new Date(Date.now() - 1000),
      });
    const q = createDbQueue(app.db, { pollMs: 20 });
    q.define('test.orphan', async () => 'recovered');
    q.start();
    await until(async () => (await q.get(id))?.state === 'done');
    expect(await q.get(id)).toMatchObject({ attempts: 2, result: 'recovered' });
    await q.stop();
  });

  it('answers the same job for the same dedupe key, and counts jobs per state', async () => {
    const a = await app.queue.enqueue('test.unhandled', { a: 1 }, { dedupeKey: 'invoice-77-mail' });
    const b = await app.queue.enqueue('test.unhandled', { a: 2 }, { dedupeKey: 'invoice-77-mail' });
    expect(b).toBe(a);
    const counts = await app.queue.counts();
    expect(counts.queued).toBeGreaterThanOrEqual(1);
  });

  it('queues inside a transaction only when it commits', async () => {
    const q = createDbQueue(app.db, { pollMs: 20 });
    q.define('test.trx', async () => 'ok');
    await app.db
      .transaction(async (trx) => {
        await q.enqueue('test.trx', { keep: false }, { trx });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const committed = await app.db.transaction((trx) => q.enqueue('test.trx', { keep: true }, { trx }));
    const [{ n }] = await app.db('jobs').where('kind', 'test.trx').count({ n: '*' });
    expect(Number(n)).toBe(1);
    q.start();
    await until(async () => (await q.get(committed))?.state === 'done');
    await q.stop();
  });
});
