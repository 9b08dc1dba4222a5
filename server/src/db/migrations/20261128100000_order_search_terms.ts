import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * The keyword search index over orders (server/src/modules/orders/search-index.ts reads it): for every
 * position of every searched field, the (up to) three characters starting there, lower-cased, one row per
 * distinct term and order. Any text of three characters or more found in a field contains all of its own
 * three-character terms, and any shorter text is the start of the term at its position, so the index
 * finds every order a LIKE '%text%' finds; the search then checks the few candidates with that LIKE.
 * The registration is indexed without its spaces ("AB12 CD" and "AB12CD" find each other).
 * Triggers keep it in the same statement as every insert and change of an order, whichever code path makes
 * it; rows go with their order by a foreign-key cascade, which MySQL also follows when a user's deletion
 * removes the orders by cascade (it fires no trigger then).
 */
const POSITIONS = 255;
export const SEARCHED = ['reg_no', 'make', 'model', 'engine', 'ecu_brand'] as const;

/**
 * `SELECT id, text` over every searched text of `row` (`NEW` in a trigger, `o` over the table), with the
 * order's kind as `k` when `kind`.
 */
function textsOf(row: string, from = '', kind = false): string {
  return SEARCHED.map((c, i) => {
    const text = c === 'reg_no' ? `REPLACE(${row}.${c}, ' ', '')` : `${row}.${c}`;
    const k = kind ? `, ${row}.is_agent${i === 0 ? ' AS k' : ''}` : '';
    return i === 0
      ? `SELECT ${row}.id AS id, ${text} AS v${k}${from}`
      : `SELECT ${row}.id, ${text}${k}${from}`;
  }).join(' UNION ALL ');
}

/** Every term of those texts: a row per position, duplicates left to INSERT's IGNORE. */
function termsOf(db: Knex, row: string, from = '', size = 3, kind = false): string {
  const length = isSqlite(db) ? 'LENGTH' : 'CHAR_LENGTH';
  return (
    `SELECT f.id, LOWER(SUBSTR(f.v, p.n, ${size}))${kind ? ', f.k' : ''} FROM (${textsOf(row, from, kind)}) f ` +
    `JOIN search_positions p ON p.n <= ${length}(f.v)`
  );
}

/** Fills the index from every order and has triggers keep it, with terms of `size` characters. */
export async function indexOrders(db: Knex, size: number): Promise<void> {
  const sqlite = isSqlite(db);
  const ignore = sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
  await db.raw(
    `${ignore} INTO order_search_terms (order_id, term) ${termsOf(db, 'o', ' FROM orders o', size)}`,
  );
  await indexTriggers(db, size);
}

/**
 * The triggers that keep the index, with terms of `size` characters; with `kind`, each term also carries its
 * order's kind (`is_agent`), re-indexed when that changes. `before` names MariaDB triggers of the same event
 * these must fire before (`[insert, update]`), as they did when first created.
 */
export async function indexTriggers(
  db: Knex,
  size: number,
  opts: { kind?: boolean; before?: [string, string] } = {},
): Promise<void> {
  const sqlite = isSqlite(db);
  const kind = opts.kind ?? false;
  const ignore = sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
  const insert = (row: string) =>
    `${ignore} INTO order_search_terms (order_id, term${kind ? ', is_agent' : ''}) ${termsOf(db, row, '', size, kind)}`;
  const remove = 'DELETE FROM order_search_terms WHERE order_id = OLD.id';
  const watched = kind ? [...SEARCHED, 'is_agent'] : [...SEARCHED];
  if (sqlite) {
    const changed = watched.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
    await db.raw(`CREATE TRIGGER order_search_insert AFTER INSERT ON orders BEGIN ${insert('NEW')}; END`);
    await db.raw(
      `CREATE TRIGGER order_search_update AFTER UPDATE OF ${watched.join(', ')} ON orders WHEN ${changed} ` +
        `BEGIN ${remove}; ${insert('NEW')}; END`,
    );
  } else {
    // BINARY: a change of letter case or of trailing spaces still re-indexes (the collation calls them equal).
    const same = watched.map((c) => `BINARY OLD.${c} <=> BINARY NEW.${c}`).join(' AND ');
    const [beforeInsert, beforeUpdate] = opts.before?.map((t) => ` PRECEDES ${t}`) ?? ['', ''];
    await db.raw(
      `CREATE TRIGGER order_search_insert AFTER INSERT ON orders FOR EACH ROW${beforeInsert} ${insert('NEW')}`,
    );
    await db.raw(
      `CREATE TRIGGER order_search_update AFTER UPDATE ON orders FOR EACH ROW${beforeUpdate} BEGIN IF NOT (${same}) THEN ` +
        `${remove}; ${insert('NEW')}; END IF; END`,
    );
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('search_positions', (t) => {
    t.integer('n').primary();
  });
  await db.batchInsert(
    'search_positions',
    Array.from({ length: POSITIONS }, (_, i) => ({ n: i + 1 })),
    POSITIONS,
  );
  await db.schema.createTable('order_search_terms', (t) => {
    t.string('term', 3).notNullable();
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.primary(['term', 'order_id']);
    t.index(['order_id']);
  });
  await indexOrders(db, 3);
}

export async function down(db: Knex): Promise<void> {
  for (const name of ['order_search_insert', 'order_search_update'])
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.schema.dropTableIfExists('order_search_terms');
  await db.schema.dropTableIfExists('search_positions');
}
