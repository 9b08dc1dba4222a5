import type { Redis } from 'ioredis';

/** Who has a socket open, across instances. Sockets are counted here; the store answers for all. */
export interface Presence {
  /** This instance's users and their open socket counts changed. */
  update(local: ReadonlyMap<number, number>, userId: number): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  onlineUsers(): Promise<number[]>;
  close(): Promise<void>;
}

/** One process: the local counts are the whole truth. */
export function localPresence(local: ReadonlyMap<number, number>): Presence {
  return {
    async update() {},
    async isOnline(userId) {
      return (local.get(userId) ?? 0) > 0;
    },
    async onlineUsers() {
      return [...local.keys()];
    },
    async close() {},
  };
}

const BEAT_MS = 10_000;
const TTL_S = 30;

/**
 * Each instance keeps a hash of its online users that expires unless it keeps beating, so the users of an
 * instance that died drop out within TTL_S seconds; a sorted set lists the instances still beating.
 */
export function redisPresence(redis: Redis, prefix: string, instance: string): Presence {
  const mine = `${prefix}:presence:${instance}`;
  const instances = `${prefix}:presence:instances`;
  let local: ReadonlyMap<number, number> = new Map();
  const beat = async () => {
    const now = Date.now();
    const m = redis
      .multi()
      .zadd(instances, now, instance)
      .zremrangebyscore(instances, 0, now - TTL_S * 1000);
    m.del(mine);
    if (local.size) m.hset(mine, Object.fromEntries([...local].map(([u, n]) => [String(u), String(n)])));
    m.expire(mine, TTL_S);
    await m.exec();
  };
  const timer = setInterval(() => void beat().catch(() => {}), BEAT_MS);
  timer.unref();
  const live = async () => redis.zrangebyscore(instances, Date.now() - TTL_S * 1000, '+inf');
  return {
    async update(counts, userId) {
      local = counts;
      const n = counts.get(userId) ?? 0;
      const m = redis.multi();
      if (n > 0) m.hset(mine, String(userId), String(n));
      else m.hdel(mine, String(userId));
      m.expire(mine, TTL_S).zadd(instances, Date.now(), instance);
      await m.exec();
    },
    async isOnline(userId) {
      const ids = await live();
      if (!ids.length) return false;
      const p = redis.pipeline();
      for (const id of ids) p.hexists(`${prefix}:presence:${id}`, String(userId));
      return ((await p.exec()) ?? []).some(([, v]) => v === 1);
    },
    async onlineUsers() {
      const ids = await live();
      const p = redis.pipeline();
      for (const id of ids) p.hkeys(`${prefix}:presence:${id}`);
      const users = new Set<number>();
      for (const [, keys] of (await p.exec()) ?? [])
        for (const k of (keys as string[]) ?? []) users.add(Number(k));
      return [...users];
    },
    async close() {
      clearInterval(timer);
      await redis
        .multi()
        .del(mine)
        .zrem(instances, instance)
        .exec()
        .catch(() => {});
    },
  };
}
