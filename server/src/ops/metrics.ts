import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Prometheus metrics of one app: request rate and latency by route, database pool, sockets, job queue
 * sizes and the process's own figures. A registry per app, so tests can build several.
 */
export function createMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (used, free, pending acquires)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = (app.db.client as { pool?: Pool }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'pending' }, pool.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'realtime_sockets',
    help: 'Websockets open on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.connections());
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue by state (shared by all instances)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await app.queue.counts();
      for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern, not the address: /api/order/:id stays one series however many orders there are.
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
  return registry;
}
