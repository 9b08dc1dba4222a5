import { Redis, type RedisOptions } from 'ioredis';
import type { Bus } from './bus.js';

/** A Redis connection for REDIS_URL; `blocking` connections (BullMQ workers) never give up a command. */
export function redisConnection(url: string, opts: RedisOptions = {}): Redis {
  return new Redis(url, { lazyConnect: false, enableAutoPipelining: true, ...opts });
}

/**
 * Pub/sub through Redis. Subscribing needs a connection of its own; publishing uses the shared one.
 * Channels are prefixed so several portals can share one Redis.
 */
export function redisBus(url: string, publisher: Redis, prefix: string): Bus {
  const subscriber = redisConnection(url);
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of set) h(message);
  });
  const full = (channel: string) => `${prefix}:${channel}`;
  return {
    async publish(channel, message) {
      await publisher.publish(full(channel), JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const name = full(channel);
      const set = handlers.get(name) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(name, set);
      if (first) await subscriber.subscribe(name);
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
