import type { FastifyInstance } from 'fastify';

export const PRUNE_JOB = 'audit.prune';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Deletes audit events older than the site's retention, spent socket tickets and old upload counters. */
export async function pruneAudit(app: FastifyInstance, now = new Date()): Promise<{ events: number }> {
  const days = (await app.settings.all()).audit_retention_days;
  const events = await app
    .db('audit_log')
    .where('created_at', '<', new Date(now.getTime() - days * 86_400_000))
    .delete();
  await app.db('auth_codes').where({ purpose: 'ws_ticket' }).where('expires_at', '<', now).delete();
  await app
    .db('upload_usage')
    .where('day', '<', dayOf(new Date(now.getTime() - 7 * 86_400_000)))
    .delete();
  return { events };
}

/**
 * Runs the pruning once a day through the job queue: each run queues the next one for the following night.
 * The dedupe key per day keeps several instances (or restarts) from queueing it twice.
 */
export function scheduleRetention(app: FastifyInstance): void {
  const queueFor = (day: Date) =>
    app.queue.enqueue(PRUNE_JOB, {}, { runAt: day, dedupeKey: `${PRUNE_JOB}:${dayOf(day)}`, maxAttempts: 3 });
  app.queue.define(PRUNE_JOB, async () => {
    const result = await pruneAudit(app);
    const tomorrow = new Date();
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    tomorrow.setUTCHours(3, 0, 0, 0);
    await queueFor(tomorrow);
    return result;
  });
  app.addHook('onReady', async () => {
    await queueFor(new Date());
  });
}
