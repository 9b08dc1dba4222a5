import type { Knex } from 'knex';

/**
 * Lists that show the newest rows first can have their rows tallied per range of this many ids, by
 * triggers, beside their totals (`order_pages`, `user_pages`, `invoice_pages`, `ledger_pages`; their
 * migrations divide ids by the same number).
 */
export const ID_RANGE = 1024;

/** Where a page starts: below which id, after skipping how many of the list's rows there. */
export type RangeStart = { below: number; skip: number } | 'past_end';

/**
 * Where the page at `offset` of a list (newest first) starts, from its per-range tallies (`tallies`: the
 * tally table narrowed to the list's scope, with `bucket` and `n` columns): a page far down the list
 * skips at most one range's rows instead of every row before it. Null when the offset lies within the
 * first range, where skipping is as cheap as reading the tallies.
 */
export async function rangeStart(tallies: Knex.QueryBuilder, offset: number): Promise<RangeStart | null> {
  if (offset < ID_RANGE) return null;
  const ranges = (await tallies
    .where('n', '>', 0)
    .groupBy('bucket')
    .orderBy('bucket', 'desc')
    .select('bucket')
    .sum({ n: 'n' })) as { bucket: number | string; n: number | string }[];
  let skip = offset;
  for (const range of ranges) {
    const n = Number(range.n);
    if (skip < n) return { below: (Number(range.bucket) + 1) * ID_RANGE, skip };
    skip -= n;
  }
  return 'past_end';
}
