import type { OrderStatus } from '@portal/contracts';
import type { Knex } from 'knex';
import { isSqlite, sqliteDate } from '../../db/connection.js';

export type Db = Knex | Knex.Transaction;

/**
 * A timestamp to write. SQLite keeps dates as sortable UTC text, but knex gives every transaction a fresh
 * client without the connection's date formatting, so inside transactions the text is made here; otherwise
 * a date written in a transaction would be stored as a number and compare wrongly with the others.
 */
export const dbTime = (db: Db, d: Date): Date | string => (isSqlite(db as Knex) ? sqliteDate(d) : d);

/** An `orders` row joined with its customer's name fields (prefixed `u_`). */
export interface OrderRow {
  id: number;
  user_id: number;
  is_agent: number | boolean;
  status: OrderStatus;
  current_status: string | null;
  vtype_id: number | null;
  manufacturer_id: number | null;
  vmodel_id: number | null;
  generation_id: number | null;
  variant_id: number | null;
  vtype_name: string;
  make: string;
  model: string;
  generation_name: string;
  engine: string;
  year: string;
  reg_no: string;
  tool: string;
  master_or_slave: string;
  ecu_brand: string;
  time_frame: string;
  dtc: string | null;
  comment: string | null;
  price_type: number;
  payment_type: string;
  credit_count: number | string;
  total_cost: number | string;
  currency: string;
  pay_later: number | boolean;
  paid_at: unknown;
  waiting_for_opening: number | boolean;
  due_at: unknown;
  automated: number | boolean;
  original_key: string | null;
  original_name: string;
  original_size: number | string;
  original_sha256: string;
  extras_key: string | null;
  extras_name: string;
  extras_size: number | string;
  extras_sha256: string;
  files_expired_at: unknown;
  completed_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  u_username?: string | null;
  u_firstname?: string | null;
  u_lastname?: string | null;
  u_email?: string | null;
  u_company_name?: string | null;
  u_language?: string | null;
}

export interface ItemRow {
  order_id: number;
  kind: 'service' | 'option';
  item_id: number;
  name: string;
  amount: number | string;
}

export interface RevisionRow {
  id: number;
  order_id: number;
  revision: number;
  storage_key: string | null;
  name: string;
  size: number | string;
  sha256: string;
  note: string | null;
  automated: number | boolean;
  solution_id: number | null;
  created_at: unknown;
  /** Set when staff withdrew it (a partial file replaced by the final one). */
  withdrawn_at?: unknown;
}

export function ordersQuery(db: Db): Knex.QueryBuilder {
  return db('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(
      'o.*',
      'u.username as u_username',
      'u.firstname as u_firstname',
      'u.lastname as u_lastname',
      'u.email as u_email',
      'u.company_name as u_company_name',
      'u.language as u_language',
    );
}

export async function findOrder(db: Db, id: number, isAgent: boolean): Promise<OrderRow | undefined> {
  return ordersQuery(db).where('o.id', id).where('o.is_agent', isAgent).first();
}

/**
 * An `orders` row with the service lines and deliveries it carries as JSON (kept by triggers, see the
 * migration `order_lines_json`): every read of `o.*` has them without another statement.
 */
export interface LinedRow extends OrderRow {
  /** Text; an array where a driver hands JSON over already parsed. */
  items_json?: string | ItemRow[] | null;
  revisions_json?: string | RevisionRow[] | null;
}

/**
 * The lines the rows carry, in the order the separate queries give (items by kind and id, deliveries
 * newest first); null for what the rows do not carry.
 */
export function linesOf(rows: LinedRow[]): {
  items: Map<number, ItemRow[]> | null;
  revisions: Map<number, RevisionRow[]> | null;
} {
  const parse = <T>(value: string | T[] | null | undefined): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
  const collect = <T>(
    pick: (r: LinedRow) => string | T[] | null | undefined,
    order: (a: T, b: T) => number,
  ) => {
    if (rows.length === 0 || pick(rows[0]) === undefined) return null;
    const out = new Map<number, T[]>();
    for (const r of rows) {
      const own = parse<T>(pick(r)).sort(order);
      if (own.length) out.set(r.id, own);
    }
    return out;
  };
  return {
    items: collect<ItemRow>(
      (r) => r.items_json,
      (a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.item_id - b.item_id),
    ),
    revisions: collect<RevisionRow>(
      (r) => r.revisions_json,
      (a, b) => b.revision - a.revision,
    ),
  };
}

export async function itemsOf(db: Db, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const out = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return out;
  const rows: ItemRow[] = await db('order_items')
    .whereIn('order_id', orderIds)
    .orderBy(['order_id', 'kind', 'item_id']);
  for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r]);
  return out;
}

/** Delivered files per order, newest first. */
export async function revisionsOf(db: Db, orderIds: number[]): Promise<Map<number, RevisionRow[]>> {
  const out = new Map<number, RevisionRow[]>();
  if (orderIds.length === 0) return out;
  const rows: RevisionRow[] = await db('order_revisions')
    .whereIn('order_id', orderIds)
    .orderBy([
      { column: 'order_id', order: 'asc' },
      { column: 'revision', order: 'desc' },
    ]);
  for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r]);
  return out;
}

export async function addEvent(
  db: Db,
  e: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    actorId: number | null;
    reason?: string | null;
    /** When it happened, if not now (demo data). */
    at?: Date;
  },
): Promise<void> {
  await db('order_events').insert({
    order_id: e.orderId,
    from_status: e.from,
    to_status: e.to,
    actor_id: e.actorId,
    reason: e.reason ?? null,
    created_at: dbTime(db, e.at ?? new Date()),
  });
}

/** Every stored file of these orders (originals, extras, deliveries, message attachments). */
export async function storageKeysOf(db: Db, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const [orders, revisions, messages] = await Promise.all([
    db('orders').whereIn('id', orderIds).select('original_key', 'extras_key'),
    db('order_revisions').whereIn('order_id', orderIds).whereNotNull('storage_key').select('storage_key'),
    db('order_messages').whereIn('order_id', orderIds).whereNotNull('file_key').select('file_key'),
  ]);
  return [
    ...orders.flatMap((o: { original_key: string | null; extras_key: string | null }) => [
      o.original_key,
      o.extras_key,
    ]),
    ...revisions.map((r: { storage_key: string }) => r.storage_key),
    ...messages.map((m: { file_key: string }) => m.file_key),
  ].filter((k): k is string => Boolean(k));
}
