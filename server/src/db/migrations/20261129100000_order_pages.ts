import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * How many orders of each status lie in each range of 1,024 ids (`bucket` = id / 1024), kept by triggers
 * in the same statement as every insert, status change and delete of an order, like `order_counts`. A page
 * number typed far down a staff list finds its range from these few rows and skips at most one range's
 * orders, where an offset skipped every order before the page (`ID_RANGE` in `lib/id-ranges.ts` is the
 * same 1,024).
 * MySQL does not fire triggers for rows removed by a foreign-key cascade, so there a user's orders are
 * taken out of their ranges before the user is deleted; SQLite fires the orders' own delete trigger.
 */
/** The statements of the order triggers: a row's range taken out, put in, and whether it moved. */
export function orderPageSql(db: Knex) {
  const sqlite = isSqlite(db);
  const bucket = (id: string) => (sqlite ? `${id} / 1024` : `${id} DIV 1024`);
  const values = (row: 'NEW') => `VALUES (${row}.is_agent, ${bucket(`${row}.id`)}, ${row}.status, 1)`;
  const add = (row: 'NEW') =>
    sqlite
      ? `INSERT INTO order_pages (is_agent, bucket, status, n) ${values(row)} ON CONFLICT (is_agent, bucket, status) DO UPDATE SET n = n + 1;`
      : `INSERT INTO order_pages (is_agent, bucket, status, n) ${values(row)} ON DUPLICATE KEY UPDATE n = n + 1;`;
  const remove = (row: 'OLD') =>
    `UPDATE order_pages SET n = n - 1 WHERE is_agent = ${row}.is_agent AND bucket = ${bucket(`${row}.id`)} AND status = ${row}.status;`;
  const changed = 'OLD.status <> NEW.status OR OLD.is_agent <> NEW.is_agent OR OLD.id <> NEW.id';
  return { bucket, add, remove, changed };
}

export async function up(db: Knex): Promise<void> {
  const sqlite = isSqlite(db);
  const { bucket, add, remove, changed } = orderPageSql(db);
  await db.schema.createTable('order_pages', (t) => {
    t.boolean('is_agent').notNullable();
    t.integer('bucket').unsigned().notNullable();
    t.string('status', 20).notNullable();
    t.bigInteger('n').notNullable().defaultTo(0);
    // Read as one list's ranges, newest first: is_agent, then bucket order.
    t.primary(['is_agent', 'bucket', 'status']);
  });
  await db.raw(
    'INSERT INTO order_pages (is_agent, bucket, status, n) ' +
      `SELECT is_agent, ${bucket('id')}, status, COUNT(*) FROM orders GROUP BY is_agent, ${bucket('id')}, status`,
  );
  if (sqlite) {
    await db.raw(`CREATE TRIGGER order_pages_insert AFTER INSERT ON orders BEGIN ${add('NEW')} END`);
    await db.raw(
      `CREATE TRIGGER order_pages_update AFTER UPDATE OF status, is_agent, id ON orders WHEN ${changed} BEGIN ${remove('OLD')} ${add('NEW')} END`,
    );
    await db.raw(`CREATE TRIGGER order_pages_delete AFTER DELETE ON orders BEGIN ${remove('OLD')} END`);
  } else {
    await db.raw(
      `CREATE TRIGGER order_pages_insert AFTER INSERT ON orders FOR EACH ROW ${add('NEW').slice(0, -1)}`,
    );
    await db.raw(
      `CREATE TRIGGER order_pages_update AFTER UPDATE ON orders FOR EACH ROW BEGIN IF ${changed} THEN ${remove('OLD')} ${add('NEW')} END IF; END`,
    );
    await db.raw(
      `CREATE TRIGGER order_pages_delete AFTER DELETE ON orders FOR EACH ROW ${remove('OLD').slice(0, -1)}`,
    );
    await db.raw(
      'CREATE TRIGGER order_pages_user_delete BEFORE DELETE ON users FOR EACH ROW ' +
        'UPDATE order_pages p JOIN (SELECT is_agent, id DIV 1024 AS bucket, status, COUNT(*) AS c FROM orders ' +
        'WHERE user_id = OLD.id GROUP BY is_agent, id DIV 1024, status) x ' +
        'ON p.is_agent = x.is_agent AND p.bucket = x.bucket AND p.status = x.status SET p.n = p.n - x.c',
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const name of [
    'order_pages_insert',
    'order_pages_update',
    'order_pages_delete',
    'order_pages_user_delete',
  ]) {
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await db.schema.dropTableIfExists('order_pages');
}
