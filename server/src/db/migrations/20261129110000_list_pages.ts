import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * The other lists shown newest first get the per-range tallies `order_pages` gives the orders (ranges of
 * 1,024 ids, `ID_RANGE` in `lib/id-ranges.ts`), so a page number typed far down them skips at most one
 * range's rows: users per role and status, invoices per customer and for everyone (`user_id` 0, so the staff
 * list does not add up every customer's ranges), credit history per customer. Kept by triggers in the same
 * statement as every change that moves a row in or out of a list. MySQL fires no trigger for rows its
 * foreign keys delete, so there a customer's invoices are taken out of everyone's ranges, and their own
 * ranges dropped, before the customer is deleted; SQLite fires the rows' own delete triggers.
 */
const TABLES = ['user_pages', 'invoice_pages', 'ledger_pages'];
const TRIGGERS = [
  'user_pages_insert',
  'user_pages_update',
  'user_pages_delete',
  'invoice_pages_insert',
  'invoice_pages_delete',
  'ledger_pages_insert',
  'ledger_pages_delete',
  'list_pages_user_delete',
];

export async function up(db: Knex): Promise<void> {
  const sqlite = isSqlite(db);
  const bucket = (id: string) => (sqlite ? `${id} / 1024` : `${id} DIV 1024`);
  await db.schema.createTable('user_pages', (t) => {
    t.integer('role_id').unsigned().notNullable();
    t.tinyint('status').notNullable();
    t.integer('bucket').unsigned().notNullable();
    t.bigInteger('n').notNullable().defaultTo(0);
    t.primary(['role_id', 'status', 'bucket']);
  });
  for (const table of ['invoice_pages', 'ledger_pages'])
    await db.schema.createTable(table, (t) => {
      t.integer('user_id').unsigned().notNullable();
      t.integer('bucket').unsigned().notNullable();
      t.bigInteger('n').notNullable().defaultTo(0);
      t.primary(['user_id', 'bucket']);
    });
  await db.raw(
    `INSERT INTO user_pages (role_id, status, bucket, n) SELECT role_id, status, ${bucket('id')}, COUNT(*) FROM users GROUP BY role_id, status, ${bucket('id')}`,
  );
  await db.raw(
    `INSERT INTO invoice_pages (user_id, bucket, n) SELECT user_id, ${bucket('id')}, COUNT(*) FROM credit_invoices GROUP BY user_id, ${bucket('id')}`,
  );
  await db.raw(
    `INSERT INTO invoice_pages (user_id, bucket, n) SELECT 0, ${bucket('id')}, COUNT(*) FROM credit_invoices GROUP BY ${bucket('id')}`,
  );
  await db.raw(
    `INSERT INTO ledger_pages (user_id, bucket, n) SELECT user_id, ${bucket('id')}, COUNT(*) FROM credit_ledger GROUP BY user_id, ${bucket('id')}`,
  );

  /** One more row in a range of `table` for the key columns given as values. */
  const add = (table: string, keys: Record<string, string>, row: string) => {
    const columns = [...Object.keys(keys), 'bucket', 'n'].join(', ');
    const values = [...Object.values(keys), bucket(`${row}.id`), '1'].join(', ');
    const conflict = sqlite
      ? `ON CONFLICT (${[...Object.keys(keys), 'bucket'].join(', ')}) DO UPDATE SET`
      : 'ON DUPLICATE KEY UPDATE';
    return `INSERT INTO ${table} (${columns}) VALUES (${values}) ${conflict} n = n + 1;`;
  };
  const remove = (table: string, keys: Record<string, string>, row: string) =>
    `UPDATE ${table} SET n = n - 1 WHERE ${Object.entries(keys)
      .map(([k, v]) => `${k} = ${v}`)
      .join(' AND ')} AND bucket = ${bucket(`${row}.id`)};`;
  const trigger = (name: string, event: string, table: string, body: string) =>
    db.raw(
      sqlite
        ? `CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${body} END`
        : `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${body} END`,
    );

  const userKeys = (row: string) => ({ role_id: `${row}.role_id`, status: `${row}.status` });
  await trigger('user_pages_insert', 'INSERT', 'users', add('user_pages', userKeys('NEW'), 'NEW'));
  await trigger('user_pages_delete', 'DELETE', 'users', remove('user_pages', userKeys('OLD'), 'OLD'));
  const moved = 'OLD.role_id <> NEW.role_id OR OLD.status <> NEW.status OR OLD.id <> NEW.id';
  const move = `${remove('user_pages', userKeys('OLD'), 'OLD')} ${add('user_pages', userKeys('NEW'), 'NEW')}`;
  await db.raw(
    sqlite
      ? `CREATE TRIGGER user_pages_update AFTER UPDATE OF role_id, status, id ON users WHEN ${moved} BEGIN ${move} END`
      : `CREATE TRIGGER user_pages_update AFTER UPDATE ON users FOR EACH ROW BEGIN IF ${moved} THEN ${move} END IF; END`,
  );

  const own = (row: string) => ({ user_id: `${row}.user_id` });
  const everyone = { user_id: '0' };
  await trigger(
    'invoice_pages_insert',
    'INSERT',
    'credit_invoices',
    `${add('invoice_pages', own('NEW'), 'NEW')} ${add('invoice_pages', everyone, 'NEW')}`,
  );
  await trigger(
    'invoice_pages_delete',
    'DELETE',
    'credit_invoices',
    `${remove('invoice_pages', own('OLD'), 'OLD')} ${remove('invoice_pages', everyone, 'OLD')}`,
  );
  await trigger('ledger_pages_insert', 'INSERT', 'credit_ledger', add('ledger_pages', own('NEW'), 'NEW'));
  await trigger('ledger_pages_delete', 'DELETE', 'credit_ledger', remove('ledger_pages', own('OLD'), 'OLD'));
  if (!sqlite)
    await db.raw(
      'CREATE TRIGGER list_pages_user_delete BEFORE DELETE ON users FOR EACH ROW BEGIN ' +
        'UPDATE invoice_pages p JOIN (SELECT id DIV 1024 AS bucket, COUNT(*) AS c FROM credit_invoices ' +
        'WHERE user_id = OLD.id GROUP BY id DIV 1024) x ON p.user_id = 0 AND p.bucket = x.bucket SET p.n = p.n - x.c; ' +
        'DELETE FROM invoice_pages WHERE user_id = OLD.id; ' +
        'DELETE FROM ledger_pages WHERE user_id = OLD.id; END',
    );
}

export async function down(db: Knex): Promise<void> {
  for (const name of TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  for (const table of TABLES) await db.schema.dropTableIfExists(table);
}
