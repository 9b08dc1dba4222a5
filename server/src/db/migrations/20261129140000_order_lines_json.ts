import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Every order carries its service lines and its deliveries as JSON arrays (`items_json`, `revisions_json`;
 * null or '[]' when none), so a page of orders is one statement: building those arrays for each row of each
 * page cost MariaDB more than the page itself, and the deliveries were a statement of their own there.
 * Triggers on `order_items` and `order_revisions` rebuild the order's array in the statement that changes a
 * line, whichever code path makes it. Rows that go with their order by a foreign-key cascade need nothing:
 * the order goes too. A column added to either table later needs its triggers written again to be carried.
 */
const LINES = {
  order_items: { column: 'items_json', fields: ['order_id', 'kind', 'item_id', 'name', 'amount'] },
  order_revisions: {
    column: 'revisions_json',
    fields: [
      'id',
      'order_id',
      'revision',
      'storage_key',
      'name',
      'size',
      'sha256',
      'note',
      'automated',
      'solution_id',
      'created_at',
      'withdrawn_at',
    ],
  },
} as const;
type LineTable = keyof typeof LINES;
const TABLES = Object.keys(LINES) as LineTable[];
const EVENTS = ['insert', 'update', 'delete'] as const;
const triggerName = (table: LineTable, event: (typeof EVENTS)[number]) => `${table}_json_${event}`;

/** `UPDATE orders` setting the array of `table` for the order `orderId` (`NEW.order_id`, `o.id`, ...). */
function rebuild(db: Knex, table: LineTable, orderId: string): string {
  const { column, fields } = LINES[table];
  const object = `json_object(${fields.map((f) => `'${f}', x.${f}`).join(', ')})`;
  const aggregate = isSqlite(db) ? `json_group_array(${object})` : `json_arrayagg(${object})`;
  return `UPDATE orders SET ${column} = (SELECT ${aggregate} FROM ${table} x WHERE x.order_id = ${orderId})`;
}

async function createTriggers(db: Knex, table: LineTable): Promise<void> {
  const sqlite = isSqlite(db);
  const of = (row: 'NEW' | 'OLD', also = '') =>
    `${rebuild(db, table, `${row}.order_id`)} WHERE id = ${row}.order_id${also};`;
  const bodies = {
    insert: of('NEW'),
    // A line moved to another order (nothing does that today) leaves the first one's array right too.
    update: sqlite
      ? `${of('NEW')} ${of('OLD', ' AND OLD.order_id <> NEW.order_id')}`
      : `${of('NEW')} IF OLD.order_id <> NEW.order_id THEN ${of('OLD')} END IF;`,
    delete: of('OLD'),
  };
  for (const event of EVENTS) {
    const head = `CREATE TRIGGER ${triggerName(table, event)} AFTER ${event.toUpperCase()} ON ${table}`;
    await db.raw(`${head}${sqlite ? '' : ' FOR EACH ROW'} BEGIN ${bodies[event]} END`);
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (t) => {
    t.text('items_json', 'mediumtext').nullable();
    t.text('revisions_json', 'mediumtext').nullable();
  });
  for (const table of TABLES) {
    await db.raw(rebuild(db, table, 'orders.id'));
    await createTriggers(db, table);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of TABLES)
    for (const event of EVENTS) await db.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
  await db.schema.alterTable('orders', (t) => {
    t.dropColumn('items_json');
    t.dropColumn('revisions_json');
  });
}
