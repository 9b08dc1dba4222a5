import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers.js';
import { redisSandbox } from '../redis.js';

/**
 * Two app instances on one database and one Redis, in one process, for what a cluster must share: built
 * before the file's tests and closed after them. `listen` puts B on a loopback port (for sockets).
 */
export function instancePair(opts: { listen?: boolean } = {}): { a: TestApp; b: FastifyInstance } {
  const sandbox = redisSandbox();
  const pair = {} as { a: TestApp; b: FastifyInstance };
  const clusterEnv = {
    REDIS_URL: sandbox.url,
    REDIS_PREFIX: sandbox.prefix,
    CODE_PEPPER: 'cluster-pepper-cluster-pepper',
    RATE_LIMITS: 'true',
  };
  beforeAll(async () => {
    pair.a = await buildTestApp({}, clusterEnv);
    const config = loadConfig(
      {
        ...clusterEnv,
        JWT_SECRET: pair.a.config.jwtSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SCHEDULED_JOBS: 'false',
      },
      { dataDir: pair.a.config.dataDir, databaseUrl: pair.a.config.databaseUrl },
    );
    pair.b = await buildApp(config, { db: pair.a.db, logger: false });
    if (opts.listen) await pair.b.listen({ port: 0, host: '127.0.0.1' });
    else await pair.b.ready();
  }, 60_000);
  afterAll(async () => {
    await pair.b?.close();
    await pair.a?.cleanup();
    await sandbox.cleanup();
  });
  return pair;
}
