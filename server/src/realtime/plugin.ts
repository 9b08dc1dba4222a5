import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOLDER } from '../jobs/lock.js';
import { cursorStore } from './cursor.js';
import { accessRecheck } from './access-recheck.js';
import { eventsRoute } from './events-route.js';
import { createHub } from './hub.js';
import { localPresence, redisPresence } from './presence.js';
import { socketRoute } from './socket-route.js';
import { ticketRoute } from './tickets.js';
import type { RealtimeHub } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

const PRUNE_EVERY_MS = 3_600_000;

/** Close code that tells clients the server is restarting: reconnect (to another instance). */
export const SERVICE_RESTART = 1012;

/**
 * The realtime hub: sockets at `/api/ws`, replay at `/api/events`, fan-out through `app.bus` (Redis
 * pub/sub with REDIS_URL), presence across instances, stored events pruned hourly.
 */
export default fp(
  async function realtime(app: FastifyInstance) {
    const store = cursorStore(app.db);
    const redis = app.redis;
    const hub = createHub({
      store,
      bus: app.bus,
      presence: (local) =>
        redis ? redisPresence(redis, app.config.redisPrefix, HOLDER) : localPresence(local),
      log: app.log,
    });
    await hub.start();
    app.decorate('realtime', hub as RealtimeHub);
    socketRoute(app, hub, store);
    ticketRoute(app);
    eventsRoute(app, store);
    const recheck = accessRecheck(app.db, hub, app.log);
    app.onSessionsChanged(() => recheck.schedule());
    app.scheduler.every('realtime_prune', PRUNE_EVERY_MS, () => store.prune());
    app.addHook('onClose', async () => {
      recheck.stop();
      hub.closeAll(SERVICE_RESTART, 'service restart');
      await hub.stop();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'cluster', 'scheduler'] },
);
