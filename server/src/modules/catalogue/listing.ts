import type { Knex } from 'knex';
import { pageWindow } from '../../lib/paging.js';

/**
 * List helpers shared by the catalogue, hours, codes, downloads and content modules: paging, LIKE search
 * and the small conversions every row mapper needs.
 */

export interface PageParams {
  page?: number;
  size?: number;
}

/** size -1 asks for everything (the spec's "size -1" lists), bounded like every page. */
export const pageOf = (q: PageParams, fallback = 20) => pageWindow(q, fallback);

/**
 * Runs a filtered query as one page: counts the matches, then fetches the page in `order`.
 * `query` must carry filters only (no select, order or limit).
 */
export async function paginate<Row, T>(
  query: Knex.QueryBuilder,
  q: PageParams,
  order: { column: string; order?: 'asc' | 'desc' }[],
  map: (row: Row) => T,
  fallback = 20,
): Promise<{ items: T[]; total: number; page: number; size: number }> {
  const { page, size, offset, reported } = pageOf(q, fallback);
  const [{ n }] = await query.clone().count({ n: '*' });
  const rows = (await query.clone().select('*').orderBy(order).limit(size).offset(offset)) as Row[];
  return { items: rows.map(map), total: Number(n), page, size: reported };
}

/** '!' escapes LIKE wildcards on both SQLite (which has no default escape) and MySQL. */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** Adds `column LIKE pattern` with the text taken literally; `prefix` keeps an index usable. */
export function whereLike(
  qb: Knex.QueryBuilder,
  column: string,
  text: string,
  mode: 'prefix' | 'contains' = 'contains',
  or = false,
): Knex.QueryBuilder {
  const pattern = mode === 'prefix' ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`;
  return or
    ? qb.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern])
    : qb.whereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern]);
}

/** Matches any of `columns` containing `text`. */
export function whereAnyLike(qb: Knex.QueryBuilder, columns: string[], text: string): Knex.QueryBuilder {
  return qb.where((w) => {
    columns.forEach((c, i) => {
      whereLike(w, c, text, 'contains', i > 0);
    });
  });
}

/** SQLite answers booleans as 0/1. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** Inserted id on both dialects. */
export async function insertId(query: Promise<unknown[]>): Promise<number> {
  const [id] = await query;
  return Number(typeof id === 'object' && id !== null ? (id as { id: number }).id : id);
}

/** True when a delete or update is refused because other records still point at the row. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return (
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    e?.code === 'ER_ROW_IS_REFERENCED_2' ||
    e?.code === 'ER_ROW_IS_REFERENCED' ||
    e?.errno === 1451
  );
}
