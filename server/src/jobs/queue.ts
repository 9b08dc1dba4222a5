import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/connection.js';
import { parseJson, toIso } from '../db/helpers.js';
import { HOLDER } from './lock.js';
import {
  type Job,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobState,
  PermanentJobError,
} from './types.js';

interface Definition {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  backoffMs: number;
}

interface Row {
  id: number;
  kind: string;
  state: JobState;
  payload: string;
  attempts: number;
  max_attempts: number;
  run_at: unknown;
  progress: string | null;
  result: string | null;
  last_error: string | null;
  created_by: number | null;
  created_at: unknown;
  finished_at: unknown;
}

const toJob = (r: Row): Job => ({
  _id: r.id,
  kind: r.kind,
  state: r.state,
  payload: parseJson(r.payload, null),
  attempts: r.attempts,
  max_attempts: r.max_attempts,
  run_at: toIso(r.run_at),
  progress: parseJson(r.progress, null),
  result: parseJson(r.result, null),
  last_error: r.last_error,
  created_by: r.created_by,
  created_at: toIso(r.created_at),
  finished_at: toIso(r.finished_at),
});

export interface DbQueueOptions {
  /** How often an idle worker looks for due jobs (enqueueing here wakes it at once). */
  pollMs?: number;
  /** Jobs run at the same time by this instance. */
  concurrency?: number;
  /** How long a claimed job is this instance's before another may take it over. */
  leaseMs?: number;
  /**
   * This is the only instance using the database (the embedded SQLite default): jobs left running by a
   * crash are queued again at start instead of waiting for their lease to lapse.
   */
  soleInstance?: boolean;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const MAX_BACKOFF_MS = 3_600_000;
let queues = 0;
const ERROR_LIMIT = 2000;

/** The queue in the `jobs` table. */
export function createDbQueue(db: Knex, opts: DbQueueOptions = {}): JobQueue {
  const pollMs = opts.pollMs ?? 1000;
  const concurrency = opts.concurrency ?? 2;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  // Each queue object is its own worker, also when two share a process (tests of several instances).
  const holder = `${HOLDER}#${++queues}`;
  const defs = new Map<string, Definition>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopping = false;
  let polling: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<Row | null> {
    const now = new Date();
    const kinds = [...defs.keys()];
    if (kinds.length === 0) return null;
    // Due queued jobs, and running ones whose instance let the lease lapse (it died mid-run).
    const candidates = (await db('jobs')
      .whereIn('kind', kinds)
      .where((q) =>
        q
          .where((w) => w.where('state', 'queued').where('run_at', '<=', now))
          .orWhere((w) => w.where('state', 'running').where('locked_until', '<', now)),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(5)
      .select('id', 'state', 'locked_until')) as { id: number; state: JobState; locked_until: unknown }[];
    for (const c of candidates) {
      // The conditional update lets exactly one instance win each job.
      const won = await db('jobs')
        .where({ id: c.id, state: c.state })
        .modify((q) => {
          if (c.state === 'running') q.where('locked_until', '<', now);
        })
        .update({
          state: 'running',
          locked_by: holder,
          locked_until: new Date(now.getTime() + leaseMs),
          attempts: db.raw('attempts + 1'),
          updated_at: now,
        });
      if (won === 1) return (await db('jobs').where({ id: c.id }).first()) as Row;
    }
    return null;
  }

  async function run(row: Row): Promise<void> {
    const def = defs.get(row.kind);
    if (!def) return;
    const ctx: JobContext = {
      id: row.id,
      attempt: row.attempts,
      progress: async (value) => {
        await db('jobs')
          .where({ id: row.id, locked_by: holder })
          .update({
            progress: JSON.stringify(value),
            locked_until: new Date(Date.now() + leaseMs),
            updated_at: new Date(),
          });
      },
    };
    try {
      const result = await def.handler(parseJson(row.payload, null), ctx);
      await db('jobs')
        .where({ id: row.id, locked_by: holder })
        .update({
          state: 'done',
          result: result === undefined ? null : JSON.stringify(result),
          last_error: null,
          locked_by: null,
          locked_until: null,
          finished_at: new Date(),
          updated_at: new Date(),
        });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_LIMIT);
      const last = row.attempts >= row.max_attempts || err instanceof PermanentJobError;
      const wait = Math.min(def.backoffMs * 2 ** Math.max(0, row.attempts - 1), MAX_BACKOFF_MS);
      await db('jobs')
        .where({ id: row.id, locked_by: holder })
        .update({
          state: last ? 'failed' : 'queued',
          last_error: message,
          locked_by: null,
          locked_until: null,
          run_at: last ? db.raw('run_at') : new Date(Date.now() + wait),
          finished_at: last ? new Date() : null,
          updated_at: new Date(),
        });
      opts.log?.warn({ job: row.id, kind: row.kind, attempt: row.attempts, err: message }, 'job failed');
      if (!last) schedule(wait);
    }
  }

  async function poll(): Promise<void> {
    while (!stopping && running.size < concurrency) {
      let row: Row | null;
      try {
        row = await claim();
      } catch (err) {
        opts.log?.error({ err }, 'job queue poll failed');
        return;
      }
      if (!row) return;
      const p: Promise<void> = run(row)
        .catch((err) => opts.log?.error({ err, job: row?.id }, 'job bookkeeping failed'))
        .finally(() => {
          running.delete(p);
          wake();
        });
      running.add(p);
    }
  }

  function wake(): void {
    if (!started || stopping) return;
    if (polling) {
      again = true;
      return;
    }
    polling = poll().finally(() => {
      polling = null;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  function schedule(delay: number): void {
    if (!started || stopping) return;
    const t = setTimeout(wake, delay);
    t.unref();
  }

  const queue: JobQueue = {
    define(kind, handler, o = {}) {
      defs.set(kind, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: o.maxAttempts ?? 5,
        backoffMs: o.backoffMs ?? 5000,
      });
    },

    async enqueue(kind, payload, o = {}) {
      const conn = o.trx ?? db;
      const runAt = o.runAt ?? new Date(Date.now() + (o.delayMs ?? 0));
      const row = {
        kind,
        payload: JSON.stringify(payload ?? null),
        state: 'queued',
        max_attempts: o.maxAttempts ?? defs.get(kind)?.maxAttempts ?? 5,
        run_at: runAt,
        dedupe_key: o.dedupeKey ?? null,
        created_by: o.createdBy ?? null,
      };
      let id: number;
      try {
        const [inserted] = await conn('jobs').insert(row);
        id = Number(inserted);
      } catch (err) {
        if (!o.dedupeKey || !isUniqueViolation(err)) throw err;
        const existing = await conn('jobs').where({ dedupe_key: o.dedupeKey }).first('id');
        return Number(existing.id);
      }
      // Within a transaction the row is visible only after commit; the poll after the delay finds it.
      if (o.trx) o.trx.executionPromise.then(() => schedule(0)).catch(() => {});
      else if (runAt.getTime() <= Date.now()) wake();
      else schedule(runAt.getTime() - Date.now());
      return id;
    },

    async get(id) {
      const row = (await db('jobs').where({ id }).first()) as Row | undefined;
      return row ? toJob(row) : null;
    },

    async list({ state, kind, page, size }) {
      const base = db('jobs').modify((q) => {
        if (state) q.where('state', state);
        if (kind) q.where('kind', kind);
      });
      const [{ n }] = (await base.clone().count({ n: '*' })) as { n: number | string }[];
      const rows = (await base
        .clone()
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .select('*')) as Row[];
      return { jobs: rows.map(toJob), count: Number(n) };
    },

    async retry(id) {
      const n = await db('jobs').where({ id, state: 'failed' }).update({
        state: 'queued',
        attempts: 0,
        run_at: new Date(),
        finished_at: null,
        updated_at: new Date(),
      });
      if (n === 1) wake();
      return n === 1;
    },

    async counts() {
      const rows = (await db('jobs').groupBy('state').select('state').count({ n: '*' })) as {
        state: JobState;
        n: number | string;
      }[];
      const out: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
      for (const r of rows) out[r.state] = Number(r.n);
      return out;
    },

    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        await polling;
        if (running.size > 0) {
          await Promise.race([...running]);
          continue;
        }
        const due = await db('jobs')
          .whereIn('kind', [...defs.keys()])
          .where('state', 'queued')
          .where('run_at', '<=', new Date())
          .first('id');
        if (!due) return;
        wake();
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('job queue did not become idle in time');
    },

    async cleanup(before) {
      return db('jobs').whereIn('state', ['done', 'failed']).where('finished_at', '<', before).delete();
    },

    start() {
      if (started) return;
      started = true;
      const recovered = opts.soleInstance
        ? db('jobs')
            .where({ state: 'running' })
            .update({ state: 'queued', locked_by: null, locked_until: null, run_at: new Date() })
            .catch((err) => opts.log?.error({ err }, 'jobs left running not recovered'))
        : Promise.resolve();
      const tick = () => {
        if (stopping) return;
        wake();
        timer = setTimeout(tick, pollMs);
        timer.unref();
      };
      void recovered.then(tick);
    },

    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await polling;
      await Promise.allSettled([...running]);
    },
  };
  return queue;
}
