import type { Knex } from 'knex';
import { isSqlite } from '../db/connection.js';
import { cursorAfter, decodeCursor, type SortColumn, seeksAfter } from './cursor.js';
import type { RangeStart } from './id-ranges.js';
import { KEY_RANGE, type KeyedList, keyedPage } from './key-pages.js';

export interface PageWindow {
  limit: number;
  offset: number;
  /** The previous page's `next`: the page starts after that row and the offset is not used. */
  after?: string;
  /**
   * Where the offset lands, found from the list's per-range tallies (`rangeStart`): the page skips only
   * rows of that range. Only for lists ordered by id, newest first.
   */
  start?: RangeStart | null;
  /**
   * The list is a whole table in key order: a page at least a range down starts after the boundary of
   * its range (`keyedPage`). Only for a list without filters.
   */
  keyed?: KeyedList;
}

/**
 * A page of a large table without reading the rows it skips: `ids` (filters and order on one table only)
 * finds the page's ids on an index, then `rows` (the full select with its joins, its table aliased `alias`)
 * reads just those, in the same order. Two statements rather than a join on a derived table, whose plan
 * each database may turn around (walking every row of the table to meet the page). `order` must end with
 * a unique column; `next` is the cursor of the following page (none after a short page).
 */
export async function deferredPage<Row>(
  rows: Knex.QueryBuilder,
  ids: Knex.QueryBuilder,
  alias: string,
  order: SortColumn[],
  window: PageWindow,
): Promise<{ rows: Row[]; next?: string }> {
  const sorted = order.map((o) => ({ column: `${alias}.${o.column}`, order: o.order }));
  const keys = order.map((o) => o.column);
  const select = [...new Set([...keys, 'id'])].map((k) => `${alias}.${k}`);
  const seek = (limit: number) => ids.clone().clearSelect().orderBy(sorted).limit(limit).select(select);
  const found: Record<string, unknown>[] = [];
  if (window.after) {
    const values = decodeCursor(window.after, order.length);
    const columns = order.map((o) => ({ ...o, column: `${alias}.${o.column}` }));
    for (const where of seeksAfter(columns, values, { sqlite: isSqlite(ids) })) {
      if (found.length === window.limit) break;
      const q = seek(window.limit - found.length);
      where(q);
      found.push(...((await q) as Record<string, unknown>[]));
    }
  } else if (window.start === 'past_end') return { rows: [] };
  else if (window.start) {
    const q = seek(window.limit).where(`${alias}.id`, '<', window.start.below).offset(window.start.skip);
    found.push(...((await q) as Record<string, unknown>[]));
  } else {
    const keyed =
      window.keyed && window.offset >= KEY_RANGE
        ? await keyedPage(window.keyed, ids, sorted, select, window)
        : null;
    found.push(...(keyed ?? ((await seek(window.limit).offset(window.offset)) as Record<string, unknown>[])));
  }
  if (found.length === 0) return { rows: [] };
  const list = (await rows
    .whereIn(
      `${alias}.id`,
      found.map((r) => r.id as number),
    )
    .orderBy(sorted)) as Row[];
  return { rows: list, next: found.length === window.limit ? cursorAfter(found.at(-1), keys) : undefined };
}
