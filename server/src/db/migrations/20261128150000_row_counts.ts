import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Row counts of large tables whose admin lists are often read without a filter (fault codes, the
 * registration search's UVC records and vehicle finals), kept by triggers in the same statement as every
 * insert and delete, so such a list's total is one row instead of a count of every row (tens of
 * milliseconds on MariaDB at 100,000). Nothing deletes these rows through a foreign key, so every removal
 * fires its trigger.
 */
const COUNTED = ['p_codes', 'df_codes', 'b_codes', 'reg_uvc_finals', 'reg_vehicle_finals'] as const;

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('row_counts', (t) => {
    t.string('table_name', 64).primary();
    t.bigInteger('n').notNullable().defaultTo(0);
  });
  const sqlite = isSqlite(db);
  for (const table of COUNTED) {
    await db.raw(`INSERT INTO row_counts (table_name, n) SELECT '${table}', COUNT(*) FROM ${table}`);
    const change = (sign: string) => `UPDATE row_counts SET n = n ${sign} 1 WHERE table_name = '${table}'`;
    const body = (sql: string) => (sqlite ? `BEGIN ${sql}; END` : `FOR EACH ROW ${sql}`);
    await db.raw(`CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} ${body(change('+'))}`);
    await db.raw(`CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} ${body(change('-'))}`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of COUNTED) {
    await db.raw(`DROP TRIGGER IF EXISTS ${table}_count_insert`);
    await db.raw(`DROP TRIGGER IF EXISTS ${table}_count_delete`);
  }
  await db.schema.dropTableIfExists('row_counts');
}
