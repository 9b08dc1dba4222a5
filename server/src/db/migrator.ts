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

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' });
}

export async function migrateDown(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: new ListedMigrations(), tableName: 'knex_migrations' }, true);
}
