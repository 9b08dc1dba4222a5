import type { Knex } from 'knex';
import { isSqlite } from '../../db/connection.js';
import { escapeLike, whereLike } from '../../lib/like.js';

/**
 * Keyword search over orders, found through `order_search_terms` (see its migration) and checked with LIKE.
 * What matches, and so what the totals count: an order whose make, model, engine or ECU contains the
 * keyword, whose registration contains it once spaces are left out of both ("AB12CD" finds "AB12 CD" and
 * the other way round), whose number is the keyword, or whose customer's user name, e-mail or company
 * contains it. Letter case is ignored as LIKE ignores it on each database. The index only narrows the
 * orders to read: each candidate is checked with the same LIKE, so results never depend on the index
 * being more than a superset.
 */

/** Letters lower-cased as SQLite's LOWER() does in the triggers (ASCII); MariaDB's collation folds the rest. */
const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Registrations are compared without spaces. */
export const compactReg = (text: string) => text.replace(/ /g, '');

/** Beyond this many index entries a term counts as common: which term is rarest is all that matters. */
const RARITY_CAP = 500;
/** Terms of a long keyword weighed for rarity, and how many of the rarest narrow the candidates. */
const WEIGHED = 8;
const NARROWING = 3;

/** Every three-character term of the text, without repeats. */
function trigrams(text: string): string[] {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** Up to `n` items spread over the list, first and last included. */
function spread<T>(xs: T[], n: number): T[] {
  if (xs.length <= n) return xs;
  return Array.from({ length: n }, (_, i) => xs[Math.round((i * (xs.length - 1)) / (n - 1))]);
}

/** The rarest few of these terms, rarest first; none when one of them is in no order at all. */
async function rarest(db: Knex, terms: string[]): Promise<string[]> {
  const weighed = spread(terms, WEIGHED);
  const counts = (await db
    .select(
      weighed.map((g, i) =>
        db
          .count({ n: '*' })
          .from(db('order_search_terms').select('term').where('term', g).limit(RARITY_CAP).as(`c${i}`))
          .as(`n${i}`),
      ),
    )
    .first()) as Record<string, number | string>;
  const ranked = weighed.map((g, i) => ({ g, n: Number(counts[`n${i}`]) })).sort((a, b) => a.n - b.n);
  return ranked[0].n === 0 ? [] : ranked.slice(0, NARROWING).map((r) => r.g);
}

/**
 * Order ids that may contain the text in a searched field: those holding its rarest terms (texts of three
 * characters or more), or a term starting with it (shorter texts). Null when no order can match.
 */
async function candidates(db: Knex, text: string): Promise<{ q: Knex.QueryBuilder } | null> {
  const t = fold(text);
  if ([...t].length < 3) {
    const q = db('order_search_terms').select('order_id');
    // A prefix range on the term index; SQLite's LIKE would not use it on a binary column.
    if (isSqlite(db)) q.where('term', '>=', t).where('term', '<', `${t}\u{10FFFF}`);
    else q.whereRaw(`term LIKE ? ESCAPE '!'`, [`${escapeLike(t)}%`]);
    // Wrapped: a query builder is a promise of its rows, which `await` would run.
    return { q };
  }
  // MariaDB weighs each term's range in the index itself when it orders the joins; SQLite does not, so
  // there the rarest terms are found first (counting each one only up to a cap).
  const ranked = isSqlite(db) ? await rarest(db, trigrams(t)) : spread(trigrams(t), NARROWING + 1);
  if (!ranked.length) return null;
  // The rarest term first (CROSS JOIN keeps that order in SQLite), each other one a primary-key probe.
  const q = db('order_search_terms as t0').select('t0.order_id').where('t0.term', ranked[0]);
  ranked.slice(1).forEach((g, i) => {
    const t = `t${i + 1}`;
    q.crossJoin(`order_search_terms as ${t}`, function on(this: Knex.JoinClause) {
      this.on(`${t}.order_id`, 't0.order_id').andOnVal(`${t}.term`, g);
    });
  });
  return { q };
}

/**
 * The ids of the orders matching the keyword, newest first, one page of them and the exact total.
 * `scoped` adds who may see what and the list's filters to a query over `orders as o`.
 */
export async function searchOrders(
  db: Knex,
  keyword: string,
  scoped: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  page: { limit: number; offset: number },
  opts: { fewOrders?: boolean } = {},
): Promise<{ ids: number[]; total: number }> {
  const compact = compactReg(keyword);
  // A customer with few orders has them checked directly (found through the customer index), which is
  // cheaper than narrowing every customer's orders through the term index first.
  const inFields = opts.fewOrders
    ? []
    : (
        await Promise.all(
          compact === keyword
            ? [candidates(db, keyword)]
            : [candidates(db, keyword), candidates(db, compact)],
        )
      ).filter((c) => c !== null);
  const branches: Knex.QueryBuilder[] = [];
  if (inFields.length || opts.fewOrders) {
    const q = scoped(db('orders as o').select('o.id'));
    if (inFields.length)
      q.where((w) => {
        for (const c of inFields) w.orWhereIn('o.id', c.q);
      });
    q.where((w) => {
      for (const column of ['o.make', 'o.model', 'o.engine', 'o.ecu_brand'])
        whereLike(w, column, keyword, 'contains', true);
      w.orWhereRaw(`REPLACE(o.reg_no, ' ', '') LIKE ? ESCAPE '!'`, [`%${escapeLike(compact)}%`]);
    });
    branches.push(q);
  }
  // Customers first (CROSS JOIN keeps that order in SQLite), then their orders through the user index.
  const byCustomer = db('users as u').crossJoin('orders as o', 'o.user_id', 'u.id').select('o.id');
  byCustomer.where((w) => {
    for (const column of ['u.username', 'u.email', 'u.company_name'])
      whereLike(w, column, keyword, 'contains', true);
  });
  branches.push(scoped(byCustomer));
  if (/^\d{1,15}$/.test(keyword))
    branches.push(scoped(db('orders as o').select('o.id')).where('o.id', Number(keyword)));

  const matches = branches[0].union(branches.slice(1));
  const rows = (await db
    .select('m.id', db.raw('COUNT(*) OVER () AS total'))
    .from(matches.clone().as('m'))
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)) as { id: number; total: number | string }[];
  if (rows.length) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].total) };
  // Past the last page: the total alone.
  const [{ n }] = (await db.count({ n: '*' }).from(matches.as('m'))) as { n: number | string }[];
  return { ids: [], total: Number(n) };
}
