import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connection.js';
import { migrateLatest } from '../src/db/migrator.js';
import { migrations } from '../src/db/migrations/index.js';
import { TEST_DB } from './helpers.js';

const MYSQL_BASE = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

// Instances that start together on an empty MariaDB database must migrate it once between them.
describe.skipIf(TEST_DB !== 'mysql')('instances migrating one database at once', () => {
  it('run each migration once and all come up', async () => {
    const name = `portal_t_mig_${randomBytes(4).toString('hex')}`;
    const instances: Knex[] = [];
    try {
      for (let i = 0; i < 4; i++) instances.push(await connect(`${MYSQL_BASE}/${name}`));
      await Promise.all(instances.map((db) => migrateLatest(db, { waitMs: 120_000 })));
      const ran = (await instances[0]('knex_migrations').pluck('name')) as string[];
      expect(ran.sort()).toEqual(Object.keys(migrations).sort());
      expect(await instances[0]('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      const admin = knex({ client: 'mysql2', connection: MYSQL_BASE, pool: { min: 0, max: 1 } });
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
    }
  });
});
