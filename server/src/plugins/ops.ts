import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../lib/errors.js';
import { createMetrics } from '../ops/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a stop begins: readiness answers 503 so load balancers send nothing new here. */
    lifecycle: { draining: boolean };
  }
}

const Check = Type.Union([Type.Literal('ok'), Type.Literal('off'), Type.Literal('failed')]);
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  checks: Type.Object({ database: Check, redis: Check, storage: Check }),
});

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/** Liveness, readiness and Prometheus metrics for load balancers and monitoring. */
export default fp(
  async function ops(app: FastifyInstance) {
    app.decorate('lifecycle', { draining: false });
    const registry = createMetrics(app);

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['Operations'],
          summary: 'Liveness: the process answers',
          response: { 200: Type.Object({ status: Type.Literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['Operations'],
          summary: 'Readiness: database, Redis and file storage answer, and the instance is not stopping',
          response: { 200: Ready, 503: Ready },
        },
      },
      async (_req, reply) => {
        const probe = async (fn: () => Promise<unknown>) => {
          try {
            await withTimeout(fn(), 3000);
            return 'ok' as const;
          } catch (err) {
            app.log.warn({ err: (err as Error).message }, 'readiness check failed');
            return 'failed' as const;
          }
        };
        const redis = app.redis;
        const [database, redisState, storage] = await Promise.all([
          probe(() => app.db.raw('select 1')),
          redis ? probe(() => redis.ping()) : Promise.resolve('off' as const),
          probe(() => app.storage.ready()),
        ]);
        const checks = { database, redis: redisState, storage };
        const ok = !app.lifecycle.draining && !Object.values(checks).includes('failed');
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
      },
    );

    app.get(
      '/metrics',
      {
        schema: {
          tags: ['Operations'],
          summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
          response: { 200: Type.String() },
        },
      },
      async (req, reply) => {
        const token = app.config.metricsToken;
        // Without a token configured the address does not exist.
        if (!token) return reply.callNotFound();
        const auth = req.headers.authorization ?? '';
        if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token))
          throw httpError(401, 'UNAUTHORIZED', 'Please sign in.');
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'ops', dependencies: ['database', 'cluster', 'files', 'realtime', 'queue'] },
);
