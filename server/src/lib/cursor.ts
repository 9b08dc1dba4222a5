import type { Knex } from 'knex';
import { badRequest } from './errors.js';

export interface SortColumn {
  column: string;
  order: 'asc' | 'desc';
}

type Key = string | number | null;

/**
 * A list's position after a row: its sort-key values, as base64url JSON. The next page starts right after
 * that row, so it walks the index from there instead of skipping every row before it (an offset).
 */
export function encodeCursor(values: Key[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const invalid = () =>
  badRequest('This list position is no longer valid. Open the list from its first page again.');

/** The sort-key values of a cursor made for a list ordered by `columns`; a 400 for anything else. */
export function decodeCursor(cursor: string, columns: number): Key[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const ok =
    Array.isArray(values) &&
    values.length === columns &&
    values.every((v) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
  if (!ok) throw invalid();
  return values as Key[];
}

/** The id of a cursor made for a list ordered by id alone. */
export function decodeIdCursor(cursor: string): number {
  const [id] = decodeCursor(cursor, 1);
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw invalid();
  return id;
}

// Both databases sort NULL before every value going up. The lists sorted going down sort by ids, which are
// never NULL; an `OR column IS NULL` there would cost the index range.
function after(w: Knex.QueryBuilder, o: SortColumn, v: Key) {
  if (o.order === 'asc') return v === null ? w.whereNotNull(o.column) : w.where(o.column, '>', v);
  return v === null ? w.whereRaw('1 = 0') : w.where(o.column, '<', v);
}
// MariaDB answers `a = ? AND b = ? AND id > ?` with a lookup of (a, b) that it walks from the start,
// unless the keys are short; a closed range on each (`a >= ? AND a <= ?`) makes it seek to the id. SQLite
// takes equalities as they are and would use only the first range.
function same(w: Knex.QueryBuilder, column: string, v: Key, closedRange: boolean) {
  if (v === null) return w.whereNull(column);
  return closedRange ? w.where(column, '>=', v).where(column, '<=', v) : w.where(column, v);
}

/**
 * Rows after `values` in `order` (which must end with a unique column), as seeks to run one after another
 * until the page is full: the rows sharing all but the last key and past it, then those sharing one key
 * fewer, and so on. Each is an index range with an equality prefix on either database; one condition with
 * ORs (or a row-value comparison) made SQLite or MariaDB read every index entry up to the position.
 */
export function seeksAfter(
  order: SortColumn[],
  values: Key[],
  dialect: { sqlite: boolean },
): ((q: Knex.QueryBuilder) => void)[] {
  return order
    .map((o, i) => (q: Knex.QueryBuilder) => {
      for (let j = 0; j < i; j++) same(q, order[j].column, values[j], !dialect.sqlite);
      after(q, o, values[i]);
    })
    .reverse();
}

/** The cursor after a page's last row (none without one). */
export const cursorAfter = (last: Record<string, unknown> | undefined, keys: string[]) =>
  last ? encodeCursor(keys.map((k) => (last[k] ?? null) as Key)) : undefined;
