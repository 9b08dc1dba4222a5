import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Each customer's number of invoices, kept by triggers in the same statement as every invoice added or
 * removed: the invoice lists without filters take their totals from it (one row for a customer's own
 * list, a sum over customers for the staff list) instead of counting every invoice. An invoice never changes
 * hands, so only inserts and deletes move it. MariaDB fires no trigger for rows its foreign keys delete, so
 * deleting a customer (whose invoices go by cascade) drops their tally with a trigger on `users`.
 */
const TRIGGERS = ['invoice_counts_insert', 'invoice_counts_delete', 'invoice_counts_user_delete'];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('invoice_counts', (t) => {
    t.integer('user_id').unsigned().primary();
    t.bigInteger('n').notNullable().defaultTo(0);
  });
  await db.raw(
    'INSERT INTO invoice_counts (user_id, n) SELECT user_id, COUNT(*) FROM credit_invoices GROUP BY user_id',
  );
  const sqlite = isSqlite(db);
  const add = sqlite
    ? 'INSERT INTO invoice_counts (user_id, n) VALUES (NEW.user_id, 1) ON CONFLICT (user_id) DO UPDATE SET n = n + 1'
    : 'INSERT INTO invoice_counts (user_id, n) VALUES (NEW.user_id, 1) ON DUPLICATE KEY UPDATE n = n + 1';
  const remove = 'UPDATE invoice_counts SET n = n - 1 WHERE user_id = OLD.user_id';
  const gone = 'DELETE FROM invoice_counts WHERE user_id = OLD.id';
  const body = (sql: string) => (sqlite ? `BEGIN ${sql}; END` : `FOR EACH ROW ${sql}`);
  await db.raw(`CREATE TRIGGER invoice_counts_insert AFTER INSERT ON credit_invoices ${body(add)}`);
  await db.raw(`CREATE TRIGGER invoice_counts_delete AFTER DELETE ON credit_invoices ${body(remove)}`);
  await db.raw(`CREATE TRIGGER invoice_counts_user_delete AFTER DELETE ON users ${body(gone)}`);
}

export async function down(db: Knex): Promise<void> {
  for (const name of TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.schema.dropTableIfExists('invoice_counts');
}
