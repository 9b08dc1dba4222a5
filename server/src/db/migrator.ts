import type { Knex } from 'knex';
import { migrations } from './migrations/index.js';

/** Migrations are imported, not read from disk, so the bundled server carries them. */
class ListedMigrations implements Knex.MigrationSource<string> {
  async getMigrations() {
    return Object.keys(migrations).sort();
  }
  getMigrationName(name: string) {
    return name;
  }
  async getMigration(name: string) {
    return migrations[name];
  }
}

/** Another instance is migrating (it holds knex's lock row) or creating the bookkeeping tables right now. */
const migratingElsewhere = (err: unknown) => {
  const e = err as { name?: string; code?: string; message?: string };
  return (
    e?.name === 'MigrationLocked' ||
    e?.code === 'ER_TABLE_EXISTS_ERROR' ||
    e?.code === 'ER_DUP_ENTRY' ||
    /already exists/i.test(e?.message ?? '')
  );
};

/**
 * On MariaDB/MySQL, instances starting together queue on a named lock of the server (held by one
 * connection, released when it ends, also when the process dies) before they touch knex's bookkeeping.
 * knex's own lock row is made by whichever instance creates the tables: two instances arriving at once
 * could both see an empty lock table, both insert a row and both migrate; the one that then found a
 * table already there retried a half-applied migration until it gave up.
 */
async function underServerLock<T>(db: Knex, waitMs: number, fn: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'mysql2') return fn();
  const conn = await db.client.acquireConnection();
  const name = `portal:migrate:${String(db.client.config.connection?.database ?? '')}`.slice(0, 64);
  try {
    const [rows] = await db
      .raw('SELECT GET_LOCK(?, ?) AS got', [name, Math.ceil(waitMs / 1000)])
      .connection(conn);
    if (Number((rows as { got: unknown }[])[0]?.got) !== 1)
      throw new Error('Another instance has been migrating the database for too long.');
    try {
      return await fn();
    } finally {
      await db.raw('SELECT RELEASE_LOCK(?)', [name]).connection(conn);
    }
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/**
 * Runs the migrations not yet run. Instances starting together take turns (a server lock on MariaDB, and
 * knex's lock row): the others wait and then find nothing left to do, so each migration runs once. A lock
 * row left by an instance that died mid-migration is released by hand (docs/deploy.md).
 */
export async function migrateLatest(db: Knex, opts: { waitMs?: number; log?: (msg: string) => void } = {}) {
  const waitMs = opts.waitMs ?? 10 * 60_000;
  await underServerLock(db, waitMs, () => migrateTakingTurns(db, waitMs, opts.log));
}

async function migrateTakingTurns(db: Knex, waitMs: number, log?: (msg: string) => void) {
  const until = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      await db.migrate.latest({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' });
      return;
    } catch (err) {
      if (!migratingElsewhere(err) || Date.now() > until) throw err;
      if (!told) log?.('another instance is migrating the database; waiting for it');
      told = true;
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 250));
    }
  }
}

export async function migrateDown(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' }, true);
}
