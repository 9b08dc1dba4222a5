import { type Job as BullJob, DelayedError, type JobType, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { redisConnection } from '../cluster/redis.js';
import {
  type Job,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type JobState,
  PermanentJobError,
} from './types.js';

/** What a BullMQ job carries: the payload and who queued it. */
interface Data {
  p: unknown;
  by: number | null;
}

interface Definition {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  backoffMs: number;
}

const MAX_BACKOFF_MS = 3_600_000;
const DEDUPE_TTL_S = 30 * 86_400;
const UNKNOWN_KIND_DELAY_MS = 5000;
const ERROR_LIMIT = 2000;
const KEEP_DONE = { age: 7 * 86_400, count: 1000 };
const KEEP_FAILED = { age: 30 * 86_400, count: 5000 };

const TYPES: Record<JobState, JobType[]> = {
  queued: ['waiting', 'delayed', 'prioritized', 'waiting-children'],
  running: ['active'],
  done: ['completed'],
  failed: ['failed'],
};
const stateOf = (type: string): JobState =>
  type === 'active' ? 'running' : type === 'completed' ? 'done' : type === 'failed' ? 'failed' : 'queued';

// BullMQ refuses integer custom ids; ours are numbers everywhere else, so they carry a letter here.
const bullId = (id: number) => `j${id}`;
const ourId = (jobId: string | undefined) => Number(String(jobId ?? '').replace(/^j/, '')) || 0;
const iso = (ms: number | undefined | null) => (ms ? new Date(ms).toISOString() : null);

function toJob(j: BullJob, state: JobState): Job {
  const data = (j.data ?? {}) as Data;
  return {
    _id: ourId(j.id),
    kind: j.name,
    state,
    payload: data.p ?? null,
    attempts: j.attemptsStarted ?? j.attemptsMade,
    max_attempts: j.opts.attempts ?? 1,
    run_at: iso(j.timestamp + (j.delay || j.opts.delay || 0)),
    progress: j.progress && typeof j.progress === 'object' ? (j.progress as Record<string, unknown>) : null,
    result: state === 'done' ? (j.returnvalue ?? null) : null,
    last_error: state === 'done' ? null : j.failedReason ? j.failedReason.slice(0, ERROR_LIMIT) : null,
    created_by: data.by ?? null,
    created_at: iso(j.timestamp),
    finished_at: state === 'done' || state === 'failed' ? iso(j.finishedOn) : null,
  };
}

export interface BullQueueOptions {
  url: string;
  /** Shared connection for counters and dedupe keys. */
  redis: Redis;
  prefix: string;
  /** Jobs queued inside a database transaction wait in `job_outbox` until it commits. */
  db: Knex;
  concurrency?: number;
  /** How often left-over outbox rows (an instance died between commit and hand-over) are moved. */
  sweepMs?: number;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * The job queue on Redis through BullMQ, behind the same interface as the database queue: numeric ids,
 * retries with capped exponential backoff, dedupe keys, progress, a visible state. Each job runs on one
 * instance; a job whose instance died is taken over once its lock lapses.
 */
export function createBullQueue(opts: BullQueueOptions): JobQueue {
  const { redis, db } = opts;
  const name = 'jobs';
  const prefix = `${opts.prefix}:bull`;
  const keys = { ids: `${opts.prefix}:jobs:ids`, dedupe: (k: string) => `${opts.prefix}:jobs:dedupe:${k}` };
  const defs = new Map<string, Definition>();
  const queueConn = redisConnection(opts.url, { maxRetriesPerRequest: null });
  const queue = new Queue<Data>(name, { connection: queueConn, prefix });
  let worker: Worker<Data> | null = null;
  let workerConn: Redis | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  const relaying = new Set<Promise<void>>();

  const addOptions = (kind: string, o: { delayMs?: number; runAt?: Date; maxAttempts?: number }) => {
    const def = defs.get(kind);
    const delay = o.runAt ? o.runAt.getTime() - Date.now() : (o.delayMs ?? 0);
    return {
      attempts: o.maxAttempts ?? def?.maxAttempts ?? 5,
      backoff: { type: 'capped', delay: def?.backoffMs ?? 5000 },
      delay: Math.max(0, delay),
      removeOnComplete: KEEP_DONE,
      removeOnFail: KEEP_FAILED,
    };
  };

  /** Moves one outbox row (committed by now) into BullMQ; adding an existing job id does nothing. */
  const relay = async (id: number) => {
    const row = await db('job_outbox').where({ id }).first();
    if (!row) return;
    const o = JSON.parse(row.options) as ReturnType<typeof addOptions>;
    await queue.add(row.kind, JSON.parse(row.payload) as Data, { ...o, jobId: bullId(id) });
    await db('job_outbox').where({ id }).delete();
  };
  const sweep = async () => {
    const old = new Date(Date.now() - 5000);
    const ids = await db('job_outbox').where('created_at', '<', old).orderBy('id').limit(100).pluck('id');
    for (const id of ids) await relay(Number(id));
  };
  const track = (p: Promise<void>) => {
    const t = p
      .catch((err) => opts.log?.error({ err }, 'queued job not handed to the queue'))
      .finally(() => relaying.delete(t));
    relaying.add(t);
  };

  const api: JobQueue = {
    define(kind, handler, o: JobOptions = {}) {
      defs.set(kind, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: o.maxAttempts ?? 5,
        backoffMs: o.backoffMs ?? 5000,
      });
    },

    async enqueue(kind, payload, o = {}) {
      const id = await redis.incr(keys.ids);
      if (o.dedupeKey) {
        const won = await redis.set(keys.dedupe(o.dedupeKey), String(id), 'EX', DEDUPE_TTL_S, 'NX');
        if (won !== 'OK') return Number(await redis.get(keys.dedupe(o.dedupeKey))) || id;
      }
      const data: Data = { p: payload ?? null, by: o.createdBy ?? null };
      const options = addOptions(kind, o);
      if (o.trx) {
        // The job exists exactly when the change does: a row in the caller's transaction, moved after commit.
        await o.trx('job_outbox').insert({
          id,
          kind,
          payload: JSON.stringify(data),
          options: JSON.stringify(options),
          created_at: new Date(),
        });
        o.trx.executionPromise.then(() => track(relay(id))).catch(() => {});
        return id;
      }
      await queue.add(kind, data, { ...options, jobId: bullId(id) });
      return id;
    },

    async get(id) {
      const j = await queue.getJob(bullId(id));
      if (!j) return null;
      return toJob(j, stateOf(await j.getState()));
    },

    async list({ state, kind, page, size }) {
      const states = state ? [state] : (Object.keys(TYPES) as JobState[]);
      const all: Job[] = [];
      for (const s of states) {
        const jobs = (await queue.getJobs(TYPES[s], 0, -1)) as BullJob[];
        for (const j of jobs) if (j && (!kind || j.name === kind)) all.push(toJob(j, s));
      }
      all.sort((a, b) => b._id - a._id);
      return { jobs: all.slice((page - 1) * size, page * size), count: all.length };
    },

    async retry(id) {
      const j = await queue.getJob(bullId(id));
      if (!j || (await j.getState()) !== 'failed') return false;
      await j.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },

    async counts() {
      const c = await queue.getJobCounts(...Object.values(TYPES).flat());
      const out: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
      for (const [type, n] of Object.entries(c)) out[stateOf(type)] += n;
      return out;
    },

    async cleanup() {
      // BullMQ removes finished jobs itself (KEEP_DONE, KEEP_FAILED).
      return 0;
    },

    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        await Promise.all([...relaying]);
        const c = await queue.getJobCounts('waiting', 'active', 'prioritized');
        const outbox = await db('job_outbox').first('id');
        if (!outbox && c.waiting + c.active + c.prioritized === 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('job queue did not become idle in time');
    },

    start() {
      if (worker) return;
      workerConn = redisConnection(opts.url, { maxRetriesPerRequest: null });
      worker = new Worker<Data>(
        name,
        async (job, token) => {
          const def = defs.get(job.name);
          if (!def) {
            // An instance of another version (rolling upgrade) knows this kind: leave it to one of those.
            await job.moveToDelayed(Date.now() + UNKNOWN_KIND_DELAY_MS, token);
            throw new DelayedError();
          }
          try {
            const result = await def.handler(job.data?.p ?? null, {
              id: ourId(job.id),
              attempt: job.attemptsStarted || job.attemptsMade + 1,
              progress: async (value) => {
                await job.updateProgress(value);
              },
            });
            return result === undefined ? null : result;
          } catch (err) {
            // BullMQ's own way of saying "do not retry".
            if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
            throw err;
          }
        },
        {
          connection: workerConn,
          prefix,
          concurrency: opts.concurrency ?? 2,
          settings: {
            backoffStrategy: (attemptsMade, _type, _err, job) => {
              const base = defs.get(job?.name ?? '')?.backoffMs ?? 5000;
              return Math.min(base * 2 ** Math.max(0, attemptsMade - 1), MAX_BACKOFF_MS);
            },
          },
        },
      );
      worker.on('failed', (job, err) =>
        opts.log?.warn({ job: ourId(job?.id), kind: job?.name, err: err.message }, 'job failed'),
      );
      worker.on('error', (err) => opts.log?.error({ err }, 'job worker error'));
      const tick = () => void sweep().catch((err) => opts.log?.error({ err }, 'job outbox sweep failed'));
      tick();
      sweeper = setInterval(tick, opts.sweepMs ?? 10_000);
      sweeper.unref();
    },

    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await Promise.all([...relaying]);
      // Waits for the jobs running here to finish.
      await worker?.close();
      worker = null;
      await queue.close();
      workerConn?.disconnect();
      queueConn.disconnect();
    },
  };
  return api;
}
