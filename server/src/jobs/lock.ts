import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/connection.js';

/** Who holds a lock: enough to find the instance in the logs. */
export const HOLDER = `${hostname().slice(0, 40)}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Runs `fn` only if this instance gets the named lock in `job_locks`; answers null when another instance
 * holds it. A lock left by a crashed instance expires after `ttlMs`, so the job is never blocked for good.
 */
export async function withJobLock<T>(
  db: Knex,
  name: string,
  ttlMs: number,
  fn: () => Promise<T>,
): Promise<T | null> {
  const now = new Date();
  const expires = new Date(now.getTime() + ttlMs);
  let acquired = false;
  try {
    await db('job_locks').insert({ name, holder: HOLDER, expires_at: expires });
    acquired = true;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Take over a lock only once it has expired; the conditional update lets exactly one instance win.
    acquired =
      (await db('job_locks')
        .where({ name })
        .where('expires_at', '<', now)
        .update({ holder: HOLDER, expires_at: expires })) === 1;
  }
  if (!acquired) return null;
  try {
    return await fn();
  } finally {
    await db('job_locks').where({ name, holder: HOLDER }).delete();
  }
}
