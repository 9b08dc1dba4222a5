import type { Knex } from 'knex';

/**
 * A deep page of a large table without reading the rows it skips: `ids` (filters and order on one table
 * only) finds the page's ids on an index, and `rows` (the full select with its joins, its table aliased
 * `alias`) reads just those. Same order as `ids`.
 */
export function deferredPage(
  rows: Knex.QueryBuilder,
  ids: Knex.QueryBuilder,
  alias: string,
  order: { column: string; order: 'asc' | 'desc' }[],
  window: { limit: number; offset: number },
): Knex.QueryBuilder {
  const page = ids
    .clone()
    .clearSelect()
    .select(`${alias}.id`)
    .orderBy(order.map((o) => ({ column: `${alias}.${o.column}`, order: o.order })))
    .limit(window.limit)
    .offset(window.offset);
  return rows
    .join(page.as('page_ids'), 'page_ids.id', `${alias}.id`)
    .orderBy(order.map((o) => ({ column: `${alias}.${o.column}`, order: o.order })));
}
