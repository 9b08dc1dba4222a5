import type { Knex } from 'knex';
// A shipped migration never changes, so its trigger builder can be shared.
import { indexTriggers } from './20261128100000_order_search_terms.js';

/**
 * Each term of the order search index also carries its order's kind (`is_agent`). Whether a word found in
 * many orders passes the "more than 1,000" cap in a whole staff list was asked by joining each candidate
 * to its order to learn its kind (about 3 us per candidate on MariaDB, 3 of a search's 9 ms); the index now
 * answers it alone. The triggers keep it, re-indexing an order moved between the two lists.
 */
const TERM_SIZE = 12;
const TRIGGERS = ['order_search_insert', 'order_search_update'];
/** The search triggers fired first among the order triggers of their event, and still do. */
const BEFORE: [string, string] = ['order_pages_insert', 'order_pages_update'];

export async function up(db: Knex): Promise<void> {
  for (const name of TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.schema.alterTable('order_search_terms', (t) => {
    t.boolean('is_agent').notNullable().defaultTo(false);
  });
  await db('order_search_terms')
    .whereIn('order_id', db('orders').where('is_agent', true).select('id'))
    .update({ is_agent: true });
  await indexTriggers(db, TERM_SIZE, { kind: true, before: BEFORE });
}

export async function down(db: Knex): Promise<void> {
  for (const name of TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  // SQLite drops a column by rebuilding the table; its primary key and index come back with it.
  await db.schema.alterTable('order_search_terms', (t) => {
    t.dropColumn('is_agent');
  });
  await indexTriggers(db, TERM_SIZE, { before: BEFORE });
}
