import type { OrderListQuery, OrderStatus, User } from '@portal/contracts';
import { HOLDING_STATUSES, TERMINAL_STATUSES, WORKING_STATUSES } from '@portal/domain/src/order-status.js';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { decodeIdCursor, encodeCursor } from '../../lib/cursor.js';
import { assertOrdersStaff, isStaff, present } from './access.js';
import { pageStart } from './page-start.js';
import { type OrderRow, ordersQuery } from './repo.js';
import { searchOrders } from './search-index.js';

/** Up to this many orders of their own, a customer's search reads them all instead of the term index. */
const FEW_ORDERS = 5000;

/** The named lists and counts of spec 7 as filters on the orders table. */
export type OrderFilter = 'all' | 'active' | 'history' | 'automated' | 'warning' | OrderStatus;

/** Not finished yet: what the pending lists and counts show (paid or not). */
export const ACTIVE_STATUSES: OrderStatus[] = ['unpaid', ...HOLDING_STATUSES];

function applyFilter(q: Knex.QueryBuilder, filter: OrderFilter, now: Date): void {
  if (filter === 'all') return;
  if (filter === 'active') q.whereIn('o.status', ACTIVE_STATUSES);
  else if (filter === 'history') q.whereIn('o.status', TERMINAL_STATUSES as OrderStatus[]);
  else if (filter === 'automated') q.where('o.automated', true);
  else if (filter === 'warning')
    q.whereIn('o.status', WORKING_STATUSES as OrderStatus[]).where('o.due_at', '<', now);
  else q.where('o.status', filter);
}

/** Staff (with the orders permission) see everyone's orders; everyone else only their own. */
function scope(user: User, isAgent: boolean, ownOnly = false): (q: Knex.QueryBuilder) => Knex.QueryBuilder {
  const own = ownOnly || !isStaff(user);
  if (!own) assertOrdersStaff(user);
  return (q) => {
    q.where('o.is_agent', isAgent);
    if (own) q.where('o.user_id', user._id);
    return q;
  };
}

/**
 * The statuses a filter stands for, when its total can be read from `order_counts` ('any': every status);
 * null when it depends on more than the status (late orders, automated ones, a keyword).
 */
function statusesOf(filter: OrderFilter, status?: OrderStatus): OrderStatus[] | 'any' | null {
  let set: OrderStatus[] | 'any' | null;
  if (filter === 'all') set = 'any';
  else if (filter === 'active') set = ACTIVE_STATUSES;
  else if (filter === 'history') set = TERMINAL_STATUSES as OrderStatus[];
  else if (filter === 'automated' || filter === 'warning') set = null;
  else set = [filter];
  if (!status || set === null) return set;
  return set === 'any' || set.includes(status) ? [status] : [];
}

/**
 * The per-status tallies the order triggers keep (see the migrations), summed: the customer's own, or for
 * staff everyone's (customer 0).
 */
function tallyQuery(
  db: Knex,
  user: User,
  opts: { isAgent: boolean; ownOnly?: boolean },
  statuses: OrderStatus[] | 'any',
): Knex.QueryBuilder {
  const own = opts.ownOnly || !isStaff(user);
  const q = db('order_counts')
    .where('is_agent', opts.isAgent)
    .where('user_id', own ? user._id : 0);
  if (statuses !== 'any') q.whereIn('status', statuses);
  return q.sum({ n: 'n' });
}

/** A total from the tallies. */
async function tally(
  db: Knex,
  user: User,
  opts: { isAgent: boolean; ownOnly?: boolean },
  statuses: OrderStatus[] | 'any',
): Promise<number> {
  if (statuses !== 'any' && statuses.length === 0) return 0;
  const [{ n }] = (await tallyQuery(db, user, opts, statuses)) as { n: number | string | null }[];
  return Number(n ?? 0);
}

/**
 * Late orders (working, past their deadline) with the given statuses: the tally of those statuses less the
 * ones still on time, in one statement. Time moves orders into "late", so it cannot be tallied itself; the
 * orders still on time are the few being worked on within their time frame, while counting the late ones
 * would read every neglected order.
 */
async function lateTotal(
  db: Knex,
  user: User,
  opts: { isAgent: boolean; ownOnly?: boolean },
  statuses: OrderStatus[],
  now: Date,
): Promise<number> {
  if (statuses.length === 0) return 0;
  // Two index ranges (an OR of both would scan): due later, and no deadline at all.
  const working = () =>
    scope(user, opts.isAgent, opts.ownOnly)(db('orders as o')).whereIn('o.status', statuses);
  const row = (await db
    .select(
      tallyQuery(db, user, opts, statuses).as('working'),
      working().where('o.due_at', '>=', now).count({ n: '*' }).as('due_later'),
      working().whereNull('o.due_at').count({ n: '*' }).as('no_deadline'),
    )
    .first()) as Record<'working' | 'due_later' | 'no_deadline', number | string | null>;
  return Number(row.working ?? 0) - Number(row.due_later ?? 0) - Number(row.no_deadline ?? 0);
}

/** The statuses a late list or count covers: the working ones, narrowed to the one asked for. */
const lateStatuses = (status?: OrderStatus): OrderStatus[] =>
  (WORKING_STATUSES as OrderStatus[]).filter((s) => !status || s === status);

export async function listOrders(
  app: FastifyInstance,
  user: User,
  opts: { isAgent: boolean; filter: OrderFilter; ownOnly?: boolean; query: OrderListQuery; language: string },
) {
  const page = opts.query.page ?? 1;
  const size = opts.query.size ?? 20;
  const now = new Date();
  const scoped = scope(user, opts.isAgent, opts.ownOnly);
  const where = (q: Knex.QueryBuilder) => {
    scoped(q);
    applyFilter(q, opts.filter, now);
    if (opts.query.status) q.where('o.status', opts.query.status);
    return q;
  };
  // The page is found on the indexes alone (ids only), then just those rows are read: deep pages of a
  // large table stay cheap. The total comes from the tallies unless a keyword or a time rule decides it;
  // a keyword goes through the search index, which answers its page and total together.
  const keyword = (opts.query.keyword ?? opts.query.keywords)?.trim();
  const window = { limit: size, offset: (page - 1) * size };
  if (keyword) {
    // A customer's own orders: when the tallies say they are few, they are checked directly.
    const own = opts.ownOnly || !isStaff(user);
    const fewOrders = own && (await tally(app.db, user, { ...opts, ownOnly: true }, 'any')) <= FEW_ORDERS;
    // A whole staff list of one kind: the search index's own kind tells what is in it.
    const kind = !own && opts.filter === 'all' && !opts.query.status ? opts.isAgent : undefined;
    // The page and its rows in one statement.
    const read = (ids: Knex.QueryBuilder) => ordersQuery(app.db).join(ids, 'p.id', 'o.id');
    const found = await searchOrders<OrderRow>(app.db, keyword, where, window, { fewOrders, kind, read });
    const items = await present(app, user, found.rows, opts.language);
    return { items, total: found.total, page, size, ...(found.capped ? { total_capped: true } : {}) };
  }
  // One statement reads the page (found on the indexes alone, then only its rows with their customer, lines
  // and deliveries) and, where the tallies answer it, the total; a page past the end has no row to carry it.
  const statuses = statusesOf(opts.filter, opts.query.status);
  const tallied = statuses !== null && (statuses === 'any' || statuses.length > 0) ? statuses : null;
  // After the previous page's last order (`after`), the page starts there instead of skipping rows; a page
  // number far down a staff list starts in the id range the tallies of ranges place it in.
  const pageIds = where(app.db('orders as o')).orderBy('o.id', 'desc').limit(window.limit).select('o.id');
  const everyones = !opts.ownOnly && isStaff(user);
  const start =
    opts.query.after || !tallied || !everyones
      ? null
      : await pageStart(app.db, opts.isAgent, tallied, window.offset);
  if (opts.query.after) pageIds.where('o.id', '<', decodeIdCursor(opts.query.after));
  else if (start === 'past_end') pageIds.where('o.id', '<', 0);
  else if (start) pageIds.where('o.id', '<', start.below).offset(start.skip);
  else pageIds.offset(window.offset);
  const pageQuery = ordersQuery(app.db).join(pageIds.as('p'), 'p.id', 'o.id').orderBy('o.id', 'desc');
  if (tallied) pageQuery.select(tallyQuery(app.db, user, opts, tallied).as('page_total'));
  const [rows, counted] = await Promise.all([
    pageQuery as Promise<(OrderRow & { page_total?: unknown })[]>,
    statuses
      ? null
      : opts.filter === 'warning'
        ? lateTotal(app.db, user, opts, lateStatuses(opts.query.status), now)
        : where(app.db('orders as o'))
            .count<{ n: number }[]>({ n: '*' })
            .then(([r]) => Number(r.n)),
  ]);
  const total =
    counted ??
    (!tallied
      ? 0
      : rows.length > 0
        ? Number(rows[0].page_total ?? 0)
        : await tally(app.db, user, opts, tallied));
  const next = rows.length === window.limit ? encodeCursor([Number(rows.at(-1)?.id)]) : undefined;
  return { items: await present(app, user, rows, opts.language), total, page, size, next };
}

export async function countOrders(
  app: FastifyInstance,
  user: User,
  opts: { isAgent: boolean; filter: OrderFilter; ownOnly?: boolean },
): Promise<number> {
  // Scoping first: it refuses staff without the orders permission before anything is counted.
  const scoped = scope(user, opts.isAgent, opts.ownOnly);
  const statuses = statusesOf(opts.filter);
  if (statuses) return tally(app.db, user, opts, statuses);
  if (opts.filter === 'warning') return lateTotal(app.db, user, opts, lateStatuses(), new Date());
  const q = scoped(app.db('orders as o'));
  applyFilter(q, opts.filter, new Date());
  const [{ n }] = await q.count<{ n: number }[]>({ n: '*' });
  return Number(n);
}
