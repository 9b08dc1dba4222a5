import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from './types.js';

export interface Scheduler {
  /**
   * Runs `handler` once per period of `everyMs` across all instances: each period is one job in the queue
   * whose dedupe key names the period, so every instance may plan it and only one job exists. The current
   * period's job is due at once (work missed while everything was down runs at start), the next one at the
   * start of its period.
   */
  every(name: string, everyMs: number, handler: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

interface Entry {
  name: string;
  everyMs: number;
}

export const scheduledKind = (name: string) => `schedule.${name}`;

/** Queues the job of the current period and of the next; answers when the next period starts. */
export async function plan(queue: JobQueue, e: Entry, now = Date.now()): Promise<number> {
  const start = Math.floor(now / e.everyMs) * e.everyMs;
  const next = start + e.everyMs;
  const kind = scheduledKind(e.name);
  await queue.enqueue(kind, { period: new Date(start).toISOString() }, { dedupeKey: `${kind}@${start}` });
  await queue.enqueue(
    kind,
    { period: new Date(next).toISOString() },
    { dedupeKey: `${kind}@${next}`, runAt: new Date(next) },
  );
  return next;
}

export default fp(
  async function scheduler(app: FastifyInstance) {
    const entries: Entry[] = [];
    const timers = new Set<NodeJS.Timeout>();
    let closed = false;

    const loop = async (e: Entry) => {
      if (closed) return;
      let next = Date.now() + e.everyMs;
      try {
        next = await plan(app.queue, e);
      } catch (err) {
        app.log.error({ err, schedule: e.name }, 'scheduled job not planned');
        next = Date.now() + 60_000;
      }
      if (closed) return;
      const t = setTimeout(
        () => {
          timers.delete(t);
          void loop(e);
        },
        Math.max(1000, next - Date.now()),
      );
      t.unref();
      timers.add(t);
    };

    app.decorate<Scheduler>('scheduler', {
      every(name, everyMs, handler) {
        entries.push({ name, everyMs });
        app.queue.define(scheduledKind(name), () => handler(), { maxAttempts: 3, backoffMs: 60_000 });
      },
    });
    app.addHook('onReady', async () => {
      if (!app.config.scheduledJobs) return;
      for (const e of entries) void loop(e);
    });
    app.addHook('onClose', async () => {
      closed = true;
      for (const t of timers) clearTimeout(t);
    });
  },
  { name: 'scheduler', dependencies: ['queue'] },
);
