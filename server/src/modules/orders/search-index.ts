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
 * being more than a superset (a keyword of up to twelve characters finds exactly its orders there).
 */

/** Letters lower-cased as SQLite's LOWER() does in the triggers (ASCII); MariaDB's collation folds the rest. */
const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Registrations are compared without spaces. */
export const compactReg = (text: string) => text.replace(/ /g, '');

/** Characters per term (migration 20261128120000): a keyword up to this long is one prefix range. */
const TERM_SIZE = 12;

/** Where a term starts with the text (its first twelve characters when longer: a superset then). */
function termStartsWith(db: Knex, q: Knex.QueryBuilder, text: string): Knex.QueryBuilder {
  const t = [...fold(text)].slice(0, TERM_SIZE).join('');
  // A prefix range on the term index; SQLite's LIKE would not use it on a binary column.
  if (isSqlite(db)) return q.where('t.term', '>=', t).where('t.term', '<', `${t}\u{10FFFF}`);
  return q.whereRaw(`t.term LIKE ? ESCAPE '!'`, [`${escapeLike(t)}%`]);
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
  // The fields' matches: read from the term index's range (CROSS JOIN keeps it first in SQLite), or for a
  // customer with few orders, their orders checked directly (cheaper than every customer's matches).
  const sources = opts.fewOrders
    ? [db('orders as o')]
    : [...new Set([keyword, compact])].map((text) =>
        termStartsWith(
          db,
          db('order_search_terms as t').crossJoin('orders as o', 'o.id', 't.order_id'),
          text,
        ),
      );
  // A keyword without spaces that fits in a term is found exactly by its range (each field's terms are
  // that field's own text, the registration's without spaces); otherwise each candidate is checked.
  const exact = !opts.fewOrders && !/\s/.test(keyword) && [...keyword].length <= TERM_SIZE;
  const branches: Knex.QueryBuilder[] = sources.map((source) => {
    const q = scoped(source.select('o.id'));
    if (exact) return q;
    return q.where((w) => {
      for (const column of ['o.make', 'o.model', 'o.engine', 'o.ecu_brand'])
        whereLike(w, column, keyword, 'contains', true);
      w.orWhereRaw(`REPLACE(o.reg_no, ' ', '') LIKE ? ESCAPE '!'`, [`%${escapeLike(compact)}%`]);
    });
  });
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
