import './load-env.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { withJobLock } from './jobs/lock.js';
import { seed } from './seed/index.js';

/** Seeds under a lock: instances starting together take turns instead of inserting the same rows. */
async function seedOnce(app: FastifyInstance): Promise<string[]> {
  for (;;) {
    const lines = await withJobLock(app.db, 'seed', 10 * 60_000, () => seed(app));
    if (lines) return lines;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A stop (SIGTERM from the service manager or orchestrator, Ctrl+C): readiness answers 503 at once, no new
 * connections are taken, requests in flight finish, websockets close with 1012 so clients reconnect to
 * another instance, running jobs finish, then the database closes. Past SHUTDOWN_TIMEOUT_MS it exits anyway.
 */
function stopGracefully(app: FastifyInstance, timeoutMs: number) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.lifecycle.draining = true;
      app.log.info({ signal }, 'shutting down: draining requests, sockets and jobs');
      const force = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
        process.exit(1);
      }, timeoutMs);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  const signIn = await seedOnce(app);
  stopGracefully(app, config.shutdownTimeoutMs);

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const lines = [
    '',
    `  Portal running at http://${shown}:${port}`,
    `  API docs:        http://${shown}:${port}/api/docs`,
    `  Data folder:     ${config.dataDir}`,
    ...signIn.map((l) => `  ${l}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
