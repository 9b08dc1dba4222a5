import { hasPermission, isAdminArea, type Order, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { forbidden, httpError, notFound } from '../../lib/errors.js';
import { itemsInLanguage } from './item-names.js';
import { type MapContext, toOrder } from './mapper.js';
import { findOrder, itemsOf, type LinedRow, linesOf, type OrderRow, revisionsOf } from './repo.js';

export const isStaff = (user: User) => isAdminArea(user.role_id);

/** Staff act on orders only with the `orders` permission; admins always have it. */
export function assertOrdersStaff(user: User): void {
  if (!isStaff(user)) throw forbidden('Only staff can do this.');
  if (!hasPermission(user, 'orders')) throw forbidden();
}

export const orderNotFound = () => notFound('Order details');

/**
 * The order as this caller may see it: staff with the orders permission see every order, customers only
 * their own. Another customer's order answers the same 404 as a missing one, so ids reveal nothing.
 */
export async function orderFor(
  app: FastifyInstance,
  user: User,
  id: number,
  isAgent: boolean,
): Promise<OrderRow> {
  if (isStaff(user)) assertOrdersStaff(user);
  const row = await findOrder(app.db, id, isAgent);
  if (!row || (!isStaff(user) && row.user_id !== user._id)) throw orderNotFound();
  return row;
}

/** Re-reads the order inside a transaction and locks it until the transaction ends. */
export async function lockOrder(trx: Knex.Transaction, id: number): Promise<OrderRow> {
  const row = await forUpdate(trx, trx('orders').where({ id }).first());
  if (!row) throw orderNotFound();
  return row as OrderRow;
}

/** 404 for agent-order calls unless the site is an admin site (spec 2: otherwise they redirect away). */
export async function assertAgentSite(app: FastifyInstance): Promise<void> {
  if (!(await app.settings.all()).is_admin_site)
    throw httpError(404, 'NOT_FOUND', 'Agent orders are not available on this site.');
}

export async function mapContext(app: FastifyInstance, user: User): Promise<MapContext> {
  const now = new Date();
  return { now, openNow: await app.openingHours.openAt(now), allRevisions: isStaff(user) };
}

/**
 * Answers for a page of orders with their items and deliveries.
 * Customers and staff read the catalogue names in `language`, the one their page is shown in (not their
 * profile's), as on the order form.
 */
export async function present(
  app: FastifyInstance,
  user: User,
  rows: OrderRow[],
  language: string,
): Promise<Order[]> {
  // Rows read with `o.*` carry their lines and deliveries; rows read without them fetch them.
  const carried = linesOf(rows as LinedRow[]);
  const ids = rows.map((r) => r.id);
  const [ctx, items, revisions] = await Promise.all([
    mapContext(app, user),
    carried.items ?? itemsOf(app.db, ids),
    carried.revisions ?? revisionsOf(app.db, ids),
  ]);
  const named = await itemsInLanguage(app.db, items, language);
  return rows.map((r) => toOrder(r, named.get(r.id) ?? [], revisions.get(r.id) ?? [], ctx));
}
