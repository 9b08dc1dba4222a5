import type { Knex } from 'knex';

/**
 * A page of a large table without reading the rows it skips: `ids` (filters and order on one table only)
 * finds the page's ids on an index, then `rows` (the full select with its joins, its table aliased `alias`)
 * reads just those, in the same order. Two statements rather than a join on a derived table, whose plan
 * each database may turn around (walking every row of the table to meet the page).
 */
export async function deferredPage<Row>(
  rows: Knex.QueryBuilder,
  ids: Knex.QueryBuilder,
  alias: string,
  order: { column: string; order: 'asc' | 'desc' }[],
  window: { limit: number; offset: number },
): Promise<Row[]> {
  const sorted = order.map((o) => ({ column: `${alias}.${o.column}`, order: o.order }));
  const page = (await ids
    .clone()
    .clearSelect()
    .orderBy(sorted)
    .limit(window.limit)
    .offset(window.offset)
    .pluck(`${alias}.id`)) as number[];
  if (page.length === 0) return [];
  return (await rows.whereIn(`${alias}.id`, page).orderBy(sorted)) as Row[];
}
