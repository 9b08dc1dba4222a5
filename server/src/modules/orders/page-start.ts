import type { OrderStatus } from '@portal/contracts';
import type { Knex } from 'knex';

/** The id ranges `order_pages` tallies (its migration divides ids by the same number). */
export const PAGE_RANGE = 1024;

/** Where a page starts: below which id, after skipping how many of the list's orders there. */
export type PageStart = { below: number; skip: number } | 'past_end';

/**
 * Where the page at `offset` of a staff list of the given statuses (newest first) starts, from the
 * per-range tallies the order triggers keep: a page far down the list skips at most one range's orders
 * instead of every order before it. Null when the offset lies within the first range, where skipping is
 * as cheap as reading the tallies.
 */
export async function pageStart(
  db: Knex,
  isAgent: boolean,
  statuses: OrderStatus[] | 'any',
  offset: number,
): Promise<PageStart | null> {
  if (offset < PAGE_RANGE) return null;
  const q = db('order_pages').where('is_agent', isAgent).where('n', '>', 0);
  if (statuses !== 'any') q.whereIn('status', statuses);
  const ranges = (await q.groupBy('bucket').orderBy('bucket', 'desc').select('bucket').sum({ n: 'n' })) as {
    bucket: number | string;
    n: number | string;
  }[];
  let skip = offset;
  for (const range of ranges) {
    const n = Number(range.n);
    if (skip < n) return { below: (Number(range.bucket) + 1) * PAGE_RANGE, skip };
    skip -= n;
  }
  return 'past_end';
}
