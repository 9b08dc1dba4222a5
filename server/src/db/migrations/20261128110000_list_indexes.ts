import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Large admin lists read a page by walking an index in the list's order, and take their totals without
 * counting rows: users by role (and status) newest first, with per-role, per-status tallies that triggers
 * keep in the same statement as every insert, role or status change and deletion of a user.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.index(['role_id', 'id']);
    t.index(['role_id', 'status', 'id']);
  });
  await db.schema.createTable('user_counts', (t) => {
    t.tinyint('role_id').notNullable();
    t.tinyint('status').notNullable();
    t.bigInteger('n').notNullable().defaultTo(0);
    t.primary(['role_id', 'status']);
  });
  await db.raw(
    'INSERT INTO user_counts (role_id, status, n) SELECT role_id, status, COUNT(*) FROM users GROUP BY role_id, status',
  );
  const sqlite = isSqlite(db);
  const add = sqlite
    ? 'INSERT INTO user_counts (role_id, status, n) VALUES (NEW.role_id, NEW.status, 1) ON CONFLICT (role_id, status) DO UPDATE SET n = n + 1;'
    : 'INSERT INTO user_counts (role_id, status, n) VALUES (NEW.role_id, NEW.status, 1) ON DUPLICATE KEY UPDATE n = n + 1;';
  const remove = 'UPDATE user_counts SET n = n - 1 WHERE role_id = OLD.role_id AND status = OLD.status;';
  const changed = 'OLD.role_id <> NEW.role_id OR OLD.status <> NEW.status';
  if (sqlite) {
    await db.raw(`CREATE TRIGGER user_counts_insert AFTER INSERT ON users BEGIN ${add} END`);
    await db.raw(
      `CREATE TRIGGER user_counts_update AFTER UPDATE OF role_id, status ON users WHEN ${changed} BEGIN ${remove} ${add} END`,
    );
    await db.raw(`CREATE TRIGGER user_counts_delete AFTER DELETE ON users BEGIN ${remove} END`);
  } else {
    await db.raw(`CREATE TRIGGER user_counts_insert AFTER INSERT ON users FOR EACH ROW ${add.slice(0, -1)}`);
    await db.raw(
      `CREATE TRIGGER user_counts_update AFTER UPDATE ON users FOR EACH ROW BEGIN IF ${changed} THEN ${remove} ${add} END IF; END`,
    );
    await db.raw(
      `CREATE TRIGGER user_counts_delete AFTER DELETE ON users FOR EACH ROW ${remove.slice(0, -1)}`,
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const name of ['user_counts_insert', 'user_counts_update', 'user_counts_delete'])
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.schema.dropTableIfExists('user_counts');
  await db.schema.alterTable('users', (t) => {
    t.dropIndex(['role_id', 'status', 'id']);
    t.dropIndex(['role_id', 'id']);
  });
}
