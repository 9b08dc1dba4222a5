import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSqlite } from '../db/connection.js';
import { createDbQueue } from '../jobs/queue.js';
import type { JobQueue } from '../jobs/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background work: `app.queue.define(kind, handler)` once, `app.queue.enqueue(kind, payload)`. */
    queue: JobQueue;
  }
}

/**
 * The job queue: in the database by default, on Redis (BullMQ) with REDIS_URL. Modules define their
 * handlers while registering; workers start once the app is ready and stop (finishing what runs) when it
 * closes.
 */
export default fp(
  async function queue(app: FastifyInstance) {
    const { redis, config } = app;
    const q =
      redis && config.redisUrl
        ? (await import('../jobs/bull-queue.js')).createBullQueue({
            url: config.redisUrl,
            redis,
            prefix: config.redisPrefix,
            db: app.db,
            log: app.log,
          })
        : createDbQueue(app.db, {
            pollMs: config.jobPollMs,
            log: app.log,
            // An SQLite file has one server process; a shared database may have others mid-job.
            soleInstance: isSqlite(app.db) && !config.cluster,
          });
    app.decorate('queue', q);
    app.addHook('onReady', async () => q.start());
    app.addHook('onClose', async () => q.stop());
  },
  { name: 'queue', dependencies: ['database', 'cluster'] },
);
