/**
 * What every job queue backend offers (the database queue in `queue.ts`, BullMQ in `bull-queue.ts`) and what
 * handlers and callers see of it.
 */
import type { Knex } from 'knex';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** What a handler gets besides its payload. */
export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  /** Stores progress for the admin page and the page that started the job (e.g. `{ done: 40, total: 200 }`). */
  progress(value: Record<string, unknown>): Promise<void>;
}

/**
 * Thrown by a handler when trying again cannot help (an address the mail server refuses, a file that is
 * gone): the job fails at once instead of waiting through its retries.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<unknown>;

export interface JobOptions {
  /** Runs (and fails) at most this many times; 5 by default. */
  maxAttempts?: number;
  /** First retry waits this long, each further one twice as long (capped at an hour). */
  backoffMs?: number;
}

export interface EnqueueOptions {
  delayMs?: number;
  runAt?: Date;
  /** A job with the same key is not queued twice: the existing job's id is answered. */
  dedupeKey?: string;
  maxAttempts?: number;
  createdBy?: number | null;
  /** Queue inside the caller's transaction, so the job exists exactly when the change does. */
  trx?: Knex.Transaction;
}

export interface Job {
  _id: number;
  kind: string;
  state: JobState;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: string | null;
  progress: Record<string, unknown> | null;
  result: unknown;
  last_error: string | null;
  created_by: number | null;
  created_at: string | null;
  finished_at: string | null;
}

export interface JobList {
  jobs: Job[];
  count: number;
}

/**
 * One durable queue for background work. Stored in the database by default; another backend (BullMQ when
 * Redis is configured) implements the same interface. Handlers must be idempotent: a job whose instance
 * died mid-run is run again once its lease expires.
 */
export interface JobQueue {
  define<P>(kind: string, handler: JobHandler<P>, opts?: JobOptions): void;
  enqueue<P>(kind: string, payload: P, opts?: EnqueueOptions): Promise<number>;
  get(id: number): Promise<Job | null>;
  list(filter: { state?: JobState; kind?: string; page: number; size: number }): Promise<JobList>;
  /** Puts a failed job back in the queue; false when it is not failed. */
  retry(id: number): Promise<boolean>;
  /** Counts per state, for health pages and metrics. */
  counts(): Promise<Record<JobState, number>>;
  /** Deletes finished jobs older than `before` (done, and failed ones nobody retried); answers how many. */
  cleanup(before: Date): Promise<number>;
  /** Resolves once nothing due is queued or running here (tests and shutdown). */
  idle(timeoutMs?: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}
