import type { OrderStatus } from '@portal/contracts';
import type { Knex } from 'knex';
import { type RangeStart, rangeStart } from '../../lib/id-ranges.js';

/**
 * Where the page at `offset` of a staff order list of the given statuses starts, from the per-range
 * tallies of `order_pages` (see `rangeStart`).
 */
export function pageStart(
  db: Knex,
  isAgent: boolean,
  statuses: OrderStatus[] | 'any',
  offset: number,
): Promise<RangeStart | null> {
  const q = db('order_pages').where('is_agent', isAgent);
  if (statuses !== 'any') q.whereIn('status', statuses);
  return rangeStart(q, offset);
}
