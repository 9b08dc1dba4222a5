import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';
import { indexOrders } from './20261128100000_order_search_terms.js';

/**
 * The search index's terms grow from three characters to the (up to) twelve starting at each position: a
 * keyword of up to twelve characters is then found with one prefix range of the index, holding exactly the
 * orders with that text in a field, where three-character terms gave every order holding the keyword's
 * pieces anywhere (an "ab1" and a "b12" in different places), each read to be checked. Same rows per order.
 */
const TERM_SIZE = 12;

async function rebuild(db: Knex, size: number): Promise<void> {
  const sqlite = isSqlite(db);
  for (const name of ['order_search_insert', 'order_search_update'])
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db('order_search_terms').del();
  // SQLite has no column lengths to change.
  if (!sqlite) await db.raw(`ALTER TABLE order_search_terms MODIFY term VARCHAR(${size}) NOT NULL`);
  await indexOrders(db, size);
}

export async function up(db: Knex): Promise<void> {
  await rebuild(db, TERM_SIZE);
}

export async function down(db: Knex): Promise<void> {
  await rebuild(db, 3);
}
