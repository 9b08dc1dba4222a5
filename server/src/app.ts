import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Knex } from 'knex';
import { ErrorBody } from '@portal/contracts';
import type { Config } from './config.js';
import { registerFormats } from './lib/formats.js';
import { lazyCompilers } from './lib/lazy-compilers.js';
import { loggerOptions } from './lib/logging.js';
import cluster from './cluster/plugin.js';
import { requestIdOf } from './lib/request-id.js';
import { registerModules } from './modules/index.js';
import openingHoursCache from './modules/hours/cache.js';
import settingsStore from './modules/settings/store.js';
import auditContextPlugin from './plugins/audit-context.js';
import auth from './plugins/auth.js';
import database from './plugins/database.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import idempotency from './plugins/idempotency.js';
import jobs from './jobs/index.js';
import scheduler from './jobs/scheduler.js';
import files from './plugins/files.js';
import mailer from './plugins/mailer.js';
import openapi from './plugins/openapi.js';
import queue from './plugins/queue.js';
import ops from './plugins/ops.js';
import rateLimits from './plugins/rate-limits.js';
import requestGuards from './plugins/request-guards.js';
import securityHeaders from './plugins/security-headers.js';
import uploadQuota from './plugins/upload-quota.js';
import realtime, { SERVICE_RESTART } from './realtime/index.js';
import web from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** An existing connection (tests share one per file). */
  db?: Knex;
  logger?: boolean | object;
  /** Sees every route as it is added (the OpenAPI completeness test uses it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app without listening; main.ts listens, tests call `inject`. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  registerFormats();
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(typeof opts.logger === 'object' ? opts.logger : {}) },
    // A hop count is accepted at run time, though Fastify's types only list the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    // A trusted proxy may name the request (x-request-id); otherwise each gets a fresh id for the logs.
    genReqId: (req) => requestIdOf(req, config.trustProxy !== false),
    // Migrations on a fresh MariaDB database can take a while, and an instance waits up to 10 minutes
    // for another one that is migrating (db/migrator.ts): start-up must not give up before that.
    pluginTimeout: 11 * 60_000,
    bodyLimit: 2 * 1024 * 1024,
    schemaController: { compilersFactory: lazyCompilers as never },
    // Coercion reads the querystring, path and headers (text) as their types; JSON bodies are checked
    // without it, so [2] is not the number 2 (lib/lazy-compilers.ts).
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false },
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Bad addresses are refused by the router before the error handler could shape them.
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('beforeUserDelete', []);
  app.addSchema(ErrorBody);
  await app.register(requestGuards);
  await app.register(auditContextPlugin);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  await app.register(cluster);
  await app.register(errors);
  await app.register(securityHeaders);
  // fields: the largest order form has 181 text fields (100 fault codes, 40 options, 20 services, 21 others).
  await app.register(multipart, {
    limits: { fileSize: 2048 * 1024 * 1024, files: 10, fields: 200, fieldSize: 1024 * 1024 },
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown tell clients to reconnect (to another instance) instead of a bare close.
    preClose(this: FastifyInstance, done: (err?: Error) => void) {
      for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART, 'service restart');
      this.websocketServer.close(() => done());
    },
  });
  await app.register(openapi);
  await app.register(database, { db: opts.db });
  await app.register(rateLimits);
  await app.register(idempotency);
  await app.register(settingsStore);
  await app.register(openingHoursCache);
  await app.register(queue);
  await app.register(scheduler);
  await app.register(files);
  await app.register(mailer);
  await app.register(auth);
  await app.register(uploadQuota);
  await app.register(realtime);
  await app.register(ops);
  await registerModules(app);
  await app.register(jobs);
  await app.register(web);
  return app;
}
