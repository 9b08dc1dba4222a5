import type { Knex } from 'knex';
import { today } from './repo.js';

export interface UsageCounter {
  count(accessId: number, kind: 'requests' | 'quotes'): void;
  /** Writes what was counted so far; lists call it so they show every request. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Requests per key per day. Counting in the database on every public call would put a write on the hot
 * path, so counts gather in memory and are added to `api_usage` every few seconds (increments, so several
 * instances add up correctly).
 */
export function usageCounter(db: Knex, log: { warn: (o: object, m: string) => void }): UsageCounter {
  let pending = new Map<string, { accessId: number; day: string; requests: number; quotes: number }>();
  let running: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending) {
    for (const c of batch.values()) {
      await db('api_usage')
        .insert({ access_id: c.accessId, day: c.day, requests: 0, quotes: 0 })
        .onConflict(['access_id', 'day'])
        .ignore();
      await db('api_usage')
        .where({ access_id: c.accessId, day: c.day })
        .update({
          requests: db.raw('requests + ?', [c.requests]),
          quotes: db.raw('quotes + ?', [c.quotes]),
        });
    }
  }

  const flush = () => {
    if (pending.size === 0) return running;
    const batch = pending;
    pending = new Map();
    running = running.then(() => write(batch)).catch((err) => log.warn({ err }, 'API usage not counted'));
    return running;
  };
  const timer = setInterval(() => void flush(), 5_000);
  timer.unref();

  return {
    count(accessId, kind) {
      const day = today();
      const k = `${accessId}|${day}`;
      const c = pending.get(k) ?? { accessId, day, requests: 0, quotes: 0 };
      c[kind] += 1;
      pending.set(k, c);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
