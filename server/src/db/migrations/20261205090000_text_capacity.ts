import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Columns whose largest value the API lets in is more than MariaDB's TEXT holds (65,535 bytes; a character
 * takes up to 4 bytes in utf8mb4) become MEDIUMTEXT (16 MiB), with their nullability as it was:
 * - messages.body: a staff message of up to 20,000 characters, sanitised (each `<` written as `&lt;`);
 * - catalogue_translations.value: a translated description of up to 20,000 characters;
 * - shop_products.description: a product description of up to 20,000 characters, sanitised;
 * - shop_carts.items, shop_orders.items: up to 100 lines of up to 20 option names of up to 100 characters,
 *   as JSON (the order's lines also name the product and price every option);
 * - jobs.payload: what a job is given, as JSON; the unread-chat e-mail holds every message still unread,
 *   each of up to 5,000 characters, with no bound on how many.
 * SQLite's TEXT has no such limit: nothing changes there.
 */
const WIDENED: [table: string, column: string][] = [
  ['messages', 'body'],
  ['catalogue_translations', 'value'],
  ['shop_products', 'description'],
  ['shop_carts', 'items'],
  ['shop_orders', 'items'],
  ['jobs', 'payload'],
];

async function retype(db: Knex, type: 'MEDIUMTEXT' | 'TEXT'): Promise<void> {
  if (isSqlite(db)) return;
  for (const [table, column] of WIDENED) {
    // MODIFY would otherwise give the column its table's default collation: it keeps its own.
    const [rows] = (await db.raw(
      `SELECT character_set_name AS charset, collation_name AS collation FROM information_schema.columns
       WHERE table_schema = DATABASE() AND table_name = ? AND column_name = ?`,
      [table, column],
    )) as [{ charset: string; collation: string }[]];
    const { charset, collation } = rows[0];
    // Every one of them is NOT NULL without a default, as it was created.
    await db.raw(`ALTER TABLE ?? MODIFY ?? ${type} CHARACTER SET ?? COLLATE ?? NOT NULL`, [
      table,
      column,
      charset,
      collation,
    ]);
  }
}

export async function up(db: Knex): Promise<void> {
  await retype(db, 'MEDIUMTEXT');
}

export async function down(db: Knex): Promise<void> {
  // Refused by MariaDB (strict mode) while a row holds more than TEXT does, rather than cut short.
  await retype(db, 'TEXT');
}
