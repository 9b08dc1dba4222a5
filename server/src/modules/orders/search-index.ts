import type { Knex } from 'knex';
import { isSqlite } from '../../db/connection.js';
import { escapeLike, whereAnyLike } from '../../lib/like.js';

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
 * The orders joined to a term range. MariaDB reads each candidate's whole row through the primary key to
 * check the list's scope; the scope's own indexes carry what it tests (kind, status, customer, with the id),
 * so a candidate is checked in the smaller index (the range of "scania", 20,000 candidates: 6.5 -> 4 ms).
 */
function ordersByScope(db: Knex): string | Knex.Raw {
  if (isSqlite(db)) return 'orders as o';
  return db.raw(
    '`orders` as `o` FORCE INDEX (`orders_is_agent_id_index`, `orders_is_agent_status_id_index`, `orders_user_search_index`)',
  );
}

/**
 * Past this many matches a search says "more than" instead of counting them all: counting and sorting every
 * match of a word found in a fifth of all orders cost tens of milliseconds, while a page of them is found
 * by walking the orders newest first. At most this many is still an exact total.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Reads a page's rows: given the page's ids as the table `p` (a column `id`), a query joining it to what is
 * shown. The page and its rows are then one statement.
 */
export type PageReader = (ids: Knex.QueryBuilder) => Knex.QueryBuilder;

/** One page of a search: its rows as `read` gives them, newest first, and the total (a lower bound when `capped`). */
export interface SearchPage<R = { id: number }> {
  rows: R[];
  total: number;
  /** More than `total` orders match (see SEARCH_COUNT_CAP). */
  capped: boolean;
}

/** The text columns an order's terms come from, checked with LIKE where a keyword's range is a superset. */
function whereFieldsContain(w: Knex.QueryBuilder, keyword: string, compact: string): void {
  whereAnyLike(w, ['o.make', 'o.model', 'o.engine', 'o.ecu_brand'], keyword);
  w.orWhereRaw(`REPLACE(o.reg_no, ' ', '') LIKE ? ESCAPE '!'`, [`%${escapeLike(compact)}%`]);
}

/** The customer columns a keyword finds orders by. */
const CUSTOMER_COLUMNS = ['u.username', 'u.email', 'u.company_name'];

/**
 * The orders matching the keyword, newest first, one page of them read by `opts.read` (their ids by
 * default) and the total: exact up to SEARCH_COUNT_CAP, "more than" past it. `scoped` adds who may see what
 * and the list's filters to a query over `orders as o`.
 */
export async function searchOrders<R = { id: number }>(
  db: Knex,
  keyword: string,
  scoped: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  page: { limit: number; offset: number },
  opts: { fewOrders?: boolean; kind?: boolean; read?: PageReader } = {},
): Promise<SearchPage<R>> {
  const read = opts.read ?? ((ids: Knex.QueryBuilder) => db.from(ids).select('p.id'));
  const compact = compactReg(keyword);
  const texts = [...new Set([keyword, compact])];
  // A keyword without spaces that fits in a term is found exactly by its range (each field's terms are
  // that field's own text, the registration's without spaces); otherwise each candidate is checked.
  const exact = !/\s/.test(keyword) && [...keyword].length <= TERM_SIZE;
  const number = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;

  /**
   * One order's test, for walking a list of orders: the fields' LIKE (what the term index stands for; per
   * row far cheaper than asking the index, which MariaDB runs as a subquery per order), its customer, its
   * number.
   */
  const rowMatches = (w: Knex.QueryBuilder) => {
    whereFieldsContain(w, keyword, compact);
    w.orWhereIn(
      'o.user_id',
      db('users as u')
        .select('u.id')
        .where((u) => whereAnyLike(u, CUSTOMER_COLUMNS, keyword)),
    );
    if (number !== null) w.orWhere('o.id', number);
  };
  /** The list's orders newest first, each tested: cheap when matches are many or the list is short. */
  const walk = () => scoped(db('orders as o').select('o.id')).where(rowMatches).orderBy('o.id', 'desc');

  // A customer with few orders of their own: each is tested, counted exactly.
  if (opts.fewOrders) return exactPage(db, walk().clearOrder(), page, read);

  // A whole list of one kind, where the range is exact: each term carries its order's kind, so the index
  // alone holds the matches.
  const kind = exact ? opts.kind : undefined;
  // The fields' matches: read from the term index's range (CROSS JOIN keeps it first in SQLite).
  const termBranches: Knex.QueryBuilder[] = texts.map((text) => {
    if (kind !== undefined)
      return termStartsWith(db, db('order_search_terms as t'), text)
        .where('t.is_agent', kind)
        .distinct('t.order_id as id');
    const q = scoped(
      termStartsWith(
        db,
        db('order_search_terms as t').crossJoin(ordersByScope(db), 'o.id', 't.order_id'),
        text,
      ),
    ).distinct('o.id');
    return exact ? q : q.where((w) => whereFieldsContain(w, keyword, compact));
  });
  // Customers first (CROSS JOIN keeps that order in SQLite), then their orders through the user index.
  const customerBranch = scoped(
    db('users as u').crossJoin('orders as o', 'o.user_id', 'u.id').select('o.id'),
  ).where((w) => whereAnyLike(w, CUSTOMER_COLUMNS, keyword));

  if (await pastCap(db, termBranches, customerBranch, texts)) {
    const ids = walk().limit(page.limit).offset(page.offset).as('p');
    const rows = (await read(ids).orderBy('p.id', 'desc')) as R[];
    return { rows, total: SEARCH_COUNT_CAP, capped: true };
  }

  // Few matches: their union answers the page and the exact total in one statement.
  const branches = [...termBranches, customerBranch];
  if (number !== null) branches.push(scoped(db('orders as o').select('o.id')).where('o.id', number));
  return exactPage(db, branches[0].union(branches.slice(1)), page, read);
}

/**
 * Whether the matches pass the cap: the customers' orders within the list, and each term range alone (on
 * the index only), are asked for their row past the cap (no row: not past it); a range past it is then
 * counted within the list, without the orders an order's other terms repeat (a join per candidate, so
 * only when the range alone is large; on the index alone in a whole list of one kind).
 */
async function pastCap(
  db: Knex,
  termBranches: Knex.QueryBuilder[],
  customerBranch: Knex.QueryBuilder,
  texts: string[],
): Promise<boolean> {
  const range = (text: string) => termStartsWith(db, db('order_search_terms as t'), text);
  const queries = [customerBranch, ...texts.map((text) => range(text).select('t.order_id'))];
  const row = (await db
    .select(queries.map((q, i) => q.clone().limit(1).offset(SEARCH_COUNT_CAP).as(`r${i}`)))
    .first()) as Record<string, unknown>;
  const beyond = queries.map((_, i) => row[`r${i}`] !== null && row[`r${i}`] !== undefined);
  if (beyond[0]) return true;
  const wide = termBranches.filter((_, i) => beyond[i + 1]).map((q) => q.clone());
  if (wide.length === 0) return false;
  const counts = wide.map((q, i) =>
    db
      .count({ n: '*' })
      .from(q.limit(SEARCH_COUNT_CAP + 1).as(`b${i}`))
      .as(`n${i}`),
  );
  const counted = (await db.select(counts).first()) as Record<string, number | string>;
  return wide.some((_, i) => Number(counted[`n${i}`]) > SEARCH_COUNT_CAP);
}

/** A page of the matching ids (`matches`, read as `m`) newest first, read by `read`, with their exact total. */
async function exactPage<R>(
  db: Knex,
  matches: Knex.QueryBuilder,
  page: { limit: number; offset: number },
  read: PageReader,
): Promise<SearchPage<R>> {
  const ids = db
    .select('m.id', db.raw('COUNT(*) OVER () AS search_total'))
    .from(matches.clone().as('m'))
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .as('p');
  const rows = (await read(ids).select('p.search_total').orderBy('p.id', 'desc')) as (R & {
    search_total: number | string;
  })[];
  if (rows.length) return { rows, total: Number(rows[0].search_total), capped: false };
  // Past the last page: the total alone.
  const [{ n }] = (await db.count({ n: '*' }).from(matches.as('m'))) as { n: number | string }[];
  return { rows: [], total: Number(n), capped: false };
}
