import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { connect } from '../db/connection.js';
import { migrateLatest } from '../db/migrator.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

export default fp(
  async function database(app: FastifyInstance, opts: { db?: Knex }) {
    const db = opts.db ?? (await connect(app.config.databaseUrl));
    await migrateLatest(db, { log: (m) => app.log.info(m) });
    app.decorate('db', db);
    if (!opts.db) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);
