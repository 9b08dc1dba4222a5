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
 * Runs the migrations not yet run. Instances starting together take turns through knex's lock: the others
 * wait for it and then find nothing left to do, so each migration runs once. A lock left by an instance
 * that died mid-migration is released by hand (docs/deploy.md).
 */
export async function migrateLatest(db: Knex, opts: { waitMs?: number; log?: (msg: string) => void } = {}) {
  const until = Date.now() + (opts.waitMs ?? 10 * 60_000);
  let told = false;
  for (;;) {
    try {
      await db.migrate.latest({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' });
      return;
    } catch (err) {
      if (!migratingElsewhere(err) || Date.now() > until) throw err;
      if (!told) opts.log?.('another instance is migrating the database; waiting for it');
      told = true;
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 250));
    }
  }
}

export async function migrateDown(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' }, true);
}
