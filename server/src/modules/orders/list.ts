import type { OrderListQuery, OrderStatus, User } from '@portal/contracts';
import { HOLDING_STATUSES, TERMINAL_STATUSES, WORKING_STATUSES } from '@portal/domain/src/order-status.js';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { whereAnyLike, whereLike } from '../catalogue/listing.js';
import { assertOrdersStaff, isStaff, present } from './access.js';
import { ordersQuery } from './repo.js';

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
 * Order number, registration, vehicle, ECU or customer containing the keyword. Customers are matched in
 * their own (small) table, so the orders are scanned once without a join.
 */
function applyKeyword(db: Knex, q: Knex.QueryBuilder, keyword: string | undefined): void {
  const k = keyword?.trim();
  if (!k) return;
  q.where((w) => {
    if (/^\d+$/.test(k)) w.orWhere('o.id', Number(k));
    for (const column of ['o.reg_no', 'o.make', 'o.model', 'o.engine', 'o.ecu_brand'])
      whereLike(w, column, k, 'contains', true);
    w.orWhereIn(
      'o.user_id',
      whereAnyLike(db('users').select('id'), ['username', 'email', 'company_name'], k),
    );
  });
}

export async function listOrders(
  app: FastifyInstance,
  user: User,
  opts: { isAgent: boolean; filter: OrderFilter; ownOnly?: boolean; query: OrderListQuery },
) {
  const page = opts.query.page ?? 1;
  const size = opts.query.size ?? 20;
  const now = new Date();
  const scoped = scope(user, opts.isAgent, opts.ownOnly);
  const where = (q: Knex.QueryBuilder) => {
    scoped(q);
    applyFilter(q, opts.filter, now);
    if (opts.query.status) q.where('o.status', opts.query.status);
    applyKeyword(app.db, q, opts.query.keyword ?? opts.query.keywords);
    return q;
  };
  // The page is found on the indexes alone (ids only), then just those rows are read: deep pages of a
  // large table stay cheap.
  const [[{ n }], ids] = await Promise.all([
    where(app.db('orders as o')).count<{ n: number }[]>({ n: '*' }),
    where(app.db('orders as o'))
      .orderBy('o.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .pluck('o.id') as Promise<number[]>,
  ]);
  const rows = ids.length ? await ordersQuery(app.db).whereIn('o.id', ids).orderBy('o.id', 'desc') : [];
  return { items: await present(app, user, rows), total: Number(n), page, size };
}

export async function countOrders(
  app: FastifyInstance,
  user: User,
  opts: { isAgent: boolean; filter: OrderFilter; ownOnly?: boolean },
): Promise<number> {
  const q = scope(user, opts.isAgent, opts.ownOnly)(app.db('orders as o'));
  applyFilter(q, opts.filter, new Date());
  const [{ n }] = await q.count<{ n: number }[]>({ n: '*' });
  return Number(n);
}
