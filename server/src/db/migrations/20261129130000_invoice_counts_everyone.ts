import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * `invoice_counts` also keeps the number of everyone's invoices, as customer 0: the staff invoice list's
 * total reads that row instead of adding up every customer's. The invoice triggers keep both rows in the
 * same statement. MySQL fires no trigger for invoices its foreign key deletes with a customer, so there the
 * customer's invoices are taken out of everyone's number before the customer goes; SQLite fires the
 * invoices' own delete trigger.
 */
const INVOICE_TRIGGERS = ['invoice_counts_insert', 'invoice_counts_delete'];
const USER_TRIGGER = 'invoice_counts_everyone_user_delete';

/** The invoice triggers of `invoice_counts`, for each customer and, with `everyone`, for customer 0 too. */
async function invoiceTriggers(db: Knex, everyone: boolean): Promise<void> {
  const sqlite = isSqlite(db);
  const owners = (row: 'NEW' | 'OLD') => (everyone ? [`${row}.user_id`, '0'] : [`${row}.user_id`]);
  const upsert = sqlite ? 'ON CONFLICT (user_id) DO UPDATE SET' : 'ON DUPLICATE KEY UPDATE';
  const add = owners('NEW')
    .map((user) => `INSERT INTO invoice_counts (user_id, n) VALUES (${user}, 1) ${upsert} n = n + 1;`)
    .join(' ');
  const remove = owners('OLD')
    .map((user) => `UPDATE invoice_counts SET n = n - 1 WHERE user_id = ${user};`)
    .join(' ');
  const body = (sql: string) => (sqlite ? `BEGIN ${sql} END` : `FOR EACH ROW BEGIN ${sql} END`);
  await db.raw(`CREATE TRIGGER invoice_counts_insert AFTER INSERT ON credit_invoices ${body(add)}`);
  await db.raw(`CREATE TRIGGER invoice_counts_delete AFTER DELETE ON credit_invoices ${body(remove)}`);
}

export async function up(db: Knex): Promise<void> {
  for (const name of INVOICE_TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.raw('INSERT INTO invoice_counts (user_id, n) SELECT 0, COUNT(*) FROM credit_invoices');
  await invoiceTriggers(db, true);
  if (!isSqlite(db))
    await db.raw(
      `CREATE TRIGGER ${USER_TRIGGER} BEFORE DELETE ON users FOR EACH ROW ` +
        'UPDATE invoice_counts SET n = n - (SELECT COUNT(*) FROM credit_invoices WHERE user_id = OLD.id) ' +
        'WHERE user_id = 0',
    );
}

export async function down(db: Knex): Promise<void> {
  for (const name of [...INVOICE_TRIGGERS, USER_TRIGGER]) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db('invoice_counts').where('user_id', 0).delete();
  await invoiceTriggers(db, false);
}
