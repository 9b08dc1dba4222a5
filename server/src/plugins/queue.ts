import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDbQueue, type JobQueue } from '../jobs/queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background work: `app.queue.define(kind, handler)` once, `app.queue.enqueue(kind, payload)`. */
    queue: JobQueue;
  }
}

/**
 * The job queue, in the database by default. Modules define their handlers while registering; workers
 * start once the app is ready and stop (finishing what runs) when it closes.
 */
export default fp(
  async function queue(app: FastifyInstance) {
    const q = createDbQueue(app.db, {
      pollMs: app.config.jobPollMs,
      log: app.log,
    });
    app.decorate('queue', q);
    app.addHook('onReady', async () => q.start());
    app.addHook('onClose', async () => q.stop());
  },
  { name: 'queue', dependencies: ['database'] },
);
