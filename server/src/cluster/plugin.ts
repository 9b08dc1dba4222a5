import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type Bus, memoryBus } from './bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set, else null (one process, nothing shared). */
    redis: Redis | null;
    /** Messages to every instance (to this one only when there is no Redis). */
    bus: Bus;
  }
}

/**
 * What several instances share. Without REDIS_URL nothing Redis-related is loaded: the memory bus keeps
 * everything in this process.
 */
export default fp(
  async function cluster(app: FastifyInstance) {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      app.decorate('bus', memoryBus());
      app.addHook('onClose', async () => app.bus.close());
      return;
    }
    const { redisBus, redisConnection } = await import('./redis.js');
    const redis = redisConnection(url);
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis connection error'));
    app.decorate('redis', redis);
    app.decorate('bus', redisBus(url, redis, app.config.redisPrefix));
    app.addHook('onClose', async () => {
      await app.bus.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'cluster' },
);
