import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';
// A shipped migration never changes, so its list of the tables above a variant can be shared.
import { ANCESTORS } from './20261128170000_variant_counts.js';

/**
 * `row_counts` also counts every change of its tables (`changes`): each insert, update and delete raises it
 * in the same statement. A page typed by number far down one of those lists starts from range boundaries
 * read for one value of it (server/src/lib/key-pages.ts), and a changed value tells they no longer hold.
 * On MariaDB the variants a deletion above them takes by cascade fire no trigger, so the ancestors' own
 * triggers raise it there, as they already take those variants off the count.
 */
const TABLES = ['p_codes', 'df_codes', 'b_codes', 'reg_uvc_finals', 'reg_vehicle_finals', 'vehicle_variants'];
const VARIANTS = "table_name = 'vehicle_variants'";

async function createTriggers(db: Knex, withChanges: boolean): Promise<void> {
  const sqlite = isSqlite(db);
  const body = (sql: string) => (sqlite ? `BEGIN ${sql}; END` : `FOR EACH ROW ${sql}`);
  const changed = withChanges ? ', changes = changes + 1' : '';
  for (const table of TABLES) {
    const set = (sql: string) => `UPDATE row_counts SET ${sql} WHERE table_name = '${table}'`;
    await db.raw(
      `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} ${body(set(`n = n + 1${changed}`))}`,
    );
    await db.raw(
      `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} ${body(set(`n = n - 1${changed}`))}`,
    );
    if (withChanges)
      await db.raw(
        `CREATE TRIGGER ${table}_count_update AFTER UPDATE ON ${table} ${body(set('changes = changes + 1'))}`,
      );
  }
  if (sqlite) return;
  for (const [table, beneath] of ANCESTORS)
    await db.raw(
      `CREATE TRIGGER ${table}_variants_count BEFORE DELETE ON ${table} FOR EACH ROW ` +
        `UPDATE row_counts SET n = n - (${beneath})${changed} WHERE ${VARIANTS}`,
    );
}

async function dropTriggers(db: Knex): Promise<void> {
  for (const table of TABLES)
    for (const event of ['insert', 'delete', 'update'])
      await db.raw(`DROP TRIGGER IF EXISTS ${table}_count_${event}`);
  for (const [table] of ANCESTORS) await db.raw(`DROP TRIGGER IF EXISTS ${table}_variants_count`);
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('row_counts', (t) => {
    t.bigInteger('changes').notNullable().defaultTo(0);
  });
  await dropTriggers(db);
  await createTriggers(db, true);
}

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by copying the table, which triggers that name it would stop.
  await dropTriggers(db);
  await db.schema.alterTable('row_counts', (t) => {
    t.dropColumn('changes');
  });
  await createTriggers(db, false);
}
