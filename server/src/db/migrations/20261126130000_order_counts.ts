import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * How many orders each customer has in each status, kept by triggers in the same statement as every
 * insert, status change and delete of an order, whichever code path makes it: list totals and menu counts
 * add up a few of these rows instead of counting the orders table, and stay exact.
 * MySQL does not fire triggers for rows removed by a foreign-key cascade, so deleting a user clears that
 * user's rows with a trigger of its own.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_counts', (t) => {
    t.boolean('is_agent').notNullable();
    t.integer('user_id').unsigned().notNullable();
    t.string('status', 20).notNullable();
    t.bigInteger('n').notNullable().defaultTo(0);
    t.primary(['is_agent', 'user_id', 'status']);
    t.index(['is_agent', 'status']);
  });
  await db.raw(
    'INSERT INTO order_counts (is_agent, user_id, status, n) ' +
      'SELECT is_agent, user_id, status, COUNT(*) FROM orders GROUP BY is_agent, user_id, status',
  );
  const sqlite = isSqlite(db);
  const add = (row: 'NEW') =>
    sqlite
      ? `INSERT INTO order_counts (is_agent, user_id, status, n) VALUES (${row}.is_agent, ${row}.user_id, ${row}.status, 1) ON CONFLICT (is_agent, user_id, status) DO UPDATE SET n = n + 1;`
      : `INSERT INTO order_counts (is_agent, user_id, status, n) VALUES (${row}.is_agent, ${row}.user_id, ${row}.status, 1) ON DUPLICATE KEY UPDATE n = n + 1;`;
  const remove = (row: 'OLD') =>
    `UPDATE order_counts SET n = n - 1 WHERE is_agent = ${row}.is_agent AND user_id = ${row}.user_id AND status = ${row}.status;`;
  const changed = 'OLD.status <> NEW.status OR OLD.user_id <> NEW.user_id OR OLD.is_agent <> NEW.is_agent';
  if (sqlite) {
    await db.raw(`CREATE TRIGGER order_counts_insert AFTER INSERT ON orders BEGIN ${add('NEW')} END`);
    await db.raw(
      `CREATE TRIGGER order_counts_update AFTER UPDATE OF status, user_id, is_agent ON orders WHEN ${changed} BEGIN ${remove('OLD')} ${add('NEW')} END`,
    );
    await db.raw(`CREATE TRIGGER order_counts_delete AFTER DELETE ON orders BEGIN ${remove('OLD')} END`);
    await db.raw(
      'CREATE TRIGGER order_counts_user_delete AFTER DELETE ON users BEGIN DELETE FROM order_counts WHERE user_id = OLD.id; END',
    );
  } else {
    await db.raw(
      `CREATE TRIGGER order_counts_insert AFTER INSERT ON orders FOR EACH ROW ${add('NEW').slice(0, -1)}`,
    );
    await db.raw(
      `CREATE TRIGGER order_counts_update AFTER UPDATE ON orders FOR EACH ROW BEGIN IF ${changed} THEN ${remove('OLD')} ${add('NEW')} END IF; END`,
    );
    await db.raw(
      `CREATE TRIGGER order_counts_delete AFTER DELETE ON orders FOR EACH ROW ${remove('OLD').slice(0, -1)}`,
    );
    await db.raw(
      'CREATE TRIGGER order_counts_user_delete AFTER DELETE ON users FOR EACH ROW DELETE FROM order_counts WHERE user_id = OLD.id',
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const name of [
    'order_counts_insert',
    'order_counts_update',
    'order_counts_delete',
    'order_counts_user_delete',
  ]) {
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await db.schema.dropTableIfExists('order_counts');
}
