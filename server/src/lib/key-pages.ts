import type { Knex } from 'knex';
import { isSqlite } from '../db/connection.js';
import { type SortColumn, seeksAfter } from './cursor.js';
import type { CountedTable } from './row-counts.js';

/**
 * A page typed by number far down a whole table listed in key order (codes, vehicle variants, the
 * registration search's finals) skipped every row before it: page 2000 read 40,000 index entries. The
 * rows that end each range of KEY_RANGE rows in that order (their sort keys) are kept per table, and a page
 * starts after the boundary before it, skipping at most a range. They hold for one value of the table's
 * change counter (`row_counts.changes`, which triggers raise in the statement of every insert, change and
 * delete); a page is used only when the counter read before and after it is the same, so it is exact for
 * that moment, and otherwise the page goes by offset.
 */
export const KEY_RANGE = 1024;

/** A list of a whole table: its database and the table, whose counter in `row_counts` stands for it. */
export interface KeyedList {
  db: Knex;
  table: CountedTable;
}

interface Bounds {
  changes: number;
  /**
   * Sort keys of the rows at positions KEY_RANGE, 2 * KEY_RANGE, ... (counted from 1); one read shared by
   * the pages asked for at once after a change.
   */
  keys: Promise<unknown[][]>;
}

/** Per database (each app, each test) and list order: the last boundaries read. */
const cache = new WeakMap<Knex, Map<string, Bounds>>();

async function changesOf(db: Knex, table: CountedTable): Promise<number | null> {
  const row = (await db('row_counts').where('table_name', table).first('changes')) as
    | { changes: number | string }
    | undefined;
  return row ? Number(row.changes) : null;
}

/** Every KEY_RANGE-th row's keys, in the list's order, read in one pass over the key index. */
async function readBounds(db: Knex, ids: Knex.QueryBuilder, order: SortColumn[]): Promise<unknown[][]> {
  const keys = order.map((o) => o.column);
  const over = order.map((o) => `${o.column} ${o.order}`).join(', ');
  const numbered = ids
    .clone()
    .clearSelect()
    .clearOrder()
    .select(keys.map((k, i) => `${k} as k${i}`))
    .select(db.raw(`ROW_NUMBER() OVER (ORDER BY ${over}) AS position`));
  const rows = (await db
    .select(keys.map((_, i) => `b.k${i}`))
    .from(numbered.as('b'))
    .whereRaw(`b.position % ${KEY_RANGE} = 0`)
    .orderBy('b.position')) as Record<string, unknown>[];
  return rows.map((r) => keys.map((_, i) => r[`k${i}`]));
}

/**
 * The ids (and sort keys) of `limit` rows from `offset` on, for a list of a whole table ordered by
 * `order` (aliased columns, ending with a unique one); null when the table changed meanwhile (the caller
 * then goes by offset). `ids` is the list's query on the table alone; `select` what each found row carries.
 */
export async function keyedPage(
  list: KeyedList,
  ids: Knex.QueryBuilder,
  order: SortColumn[],
  select: string[],
  window: { limit: number; offset: number },
): Promise<Record<string, unknown>[] | null> {
  const { db, table } = list;
  const before = await changesOf(db, table);
  if (before === null) return null;
  const perDb = cache.get(db) ?? new Map<string, Bounds>();
  cache.set(db, perDb);
  const name = `${table}:${order.map((o) => `${o.column} ${o.order}`).join(',')}`;
  let bounds = perDb.get(name);
  if (bounds?.changes !== before) {
    const read = { changes: before, keys: readBounds(db, ids, order) };
    const forget = () => perDb.get(name) === read && perDb.delete(name);
    perDb.set(name, read);
    await read.keys.catch(forget);
    // Changed while they were read: not for this state after all (pages waiting on the same read check
    // their own state below).
    if ((await changesOf(db, table)) !== before) {
      forget();
      return null;
    }
    bounds = read;
  }
  const range = Math.floor(window.offset / KEY_RANGE);
  // Fewer rows than the offset when the bounds were read: no page (checked against the counter below).
  const bound = (await bounds.keys)[range - 1];
  const found: Record<string, unknown>[] = [];
  if (bound) {
    // The rows after the bound come in parts (same first key and a later second one, ..., a later first
    // key); the skip runs on through the parts it covers, counting those it passes whole.
    let skip = window.offset - range * KEY_RANGE;
    const parts = seeksAfter(order, bound as (string | number | null)[], { sqlite: isSqlite(db) });
    for (const [i, where] of parts.entries()) {
      if (found.length === window.limit) break;
      const q = ids
        .clone()
        .clearSelect()
        .orderBy(order)
        .limit(window.limit - found.length)
        .select(select);
      where(q);
      if (skip > 0) q.offset(skip);
      const rows = (await q) as Record<string, unknown>[];
      if (rows.length > 0) {
        found.push(...rows);
        skip = 0;
      } else if (skip > 0 && i < parts.length - 1) {
        const counted = ids.clone().clearSelect().clearOrder();
        where(counted);
        const [{ n }] = (await counted.count({ n: '*' })) as { n: number | string }[];
        skip = Math.max(0, skip - Number(n));
      }
    }
  }
  return (await changesOf(db, table)) === before ? found : null;
}
