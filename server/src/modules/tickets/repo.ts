import type {
  SupportPerson,
  Ticket,
  TicketHistoryEntry,
  TicketListQuery,
  TicketMessage,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { pageWindow } from '../../lib/paging.js';
import { whereAnyLike } from '../catalogue/listing.js';

export interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  message: string;
  reg_no: string;
  status: 'open' | 'solved';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  assigned_to: number | null;
  file_key: string | null;
  file_name: string;
  file_size: number | string;
  last_reply_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  u_username: string | null;
  u_firstname: string | null;
  u_lastname: string | null;
  u_email: string | null;
  u_language: string | null;
  a_username: string | null;
  a_firstname: string | null;
  a_lastname: string | null;
  a_email: string | null;
  a_language: string | null;
  messages_count?: number | string;
}

export interface TicketMessageRow {
  id: number;
  ticket_id: number;
  sender_id: number | null;
  from_staff: number | boolean;
  message: string | null;
  file_key: string | null;
  file_name: string;
  file_size: number | string;
  created_at: unknown;
  s_username?: string | null;
  s_firstname?: string | null;
  s_lastname?: string | null;
}

const iso = (v: unknown) => toIso(v) ?? new Date(0).toISOString();

export const person = (
  id: number | null,
  username?: string | null,
  firstname?: string | null,
  lastname?: string | null,
): SupportPerson => ({
  _id: id ?? 0,
  username: username ?? '',
  firstname: firstname ?? '',
  lastname: lastname ?? '',
});

/** Tickets with their customer and assignee; filters go on `t.*`. */
export const ticketsQuery = (db: Knex) =>
  db('tickets as t').join('users as u', 'u.id', 't.user_id').leftJoin('users as a', 'a.id', 't.assigned_to');

const ticketColumns = [
  't.*',
  'u.username as u_username',
  'u.firstname as u_firstname',
  'u.lastname as u_lastname',
  'u.email as u_email',
  'u.language as u_language',
  'a.username as a_username',
  'a.firstname as a_firstname',
  'a.lastname as a_lastname',
  'a.email as a_email',
  'a.language as a_language',
];

const messagesCount = (db: Knex) =>
  db('ticket_messages as tm').count('*').whereRaw('?? = ??', ['tm.ticket_id', 't.id']).as('messages_count');

export const toTicket = (r: TicketRow): Ticket => ({
  _id: r.id,
  user: person(r.user_id, r.u_username, r.u_firstname, r.u_lastname),
  subject: r.subject,
  message: r.message,
  reg_no: r.reg_no,
  status: r.status,
  priority: r.priority,
  assigned_to: r.assigned_to ? person(r.assigned_to, r.a_username, r.a_firstname, r.a_lastname) : null,
  file: r.file_name ? { name: r.file_name, size: Number(r.file_size) } : null,
  messages_count: Number(r.messages_count ?? 0),
  last_reply_at: iso(r.last_reply_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function findTicket(db: Knex, id: number): Promise<TicketRow | undefined> {
  return ticketsQuery(db)
    .select([...ticketColumns, messagesCount(db)])
    .where('t.id', id)
    .first();
}

/** One page of tickets, newest activity first; `userId` limits it to one customer's tickets. */
export async function listTickets(db: Knex, q: TicketListQuery, userId?: number) {
  const query = ticketsQuery(db);
  if (userId) query.where('t.user_id', userId);
  if (q.status) query.where('t.status', q.status);
  if (q.priority) query.where('t.priority', q.priority);
  if (q.assigned_to === 0) query.whereNull('t.assigned_to');
  else if (q.assigned_to) query.where('t.assigned_to', q.assigned_to);
  if (q.keyword?.trim())
    whereAnyLike(
      query,
      ['t.subject', 't.reg_no', 'u.username', 'u.firstname', 'u.lastname'],
      q.keyword.trim(),
    );
  const { page, size, offset, reported } = pageWindow(q);
  const [{ n }] = await query.clone().count({ n: '*' });
  const rows: TicketRow[] = await query
    .select([...ticketColumns, messagesCount(db)])
    .orderBy([
      { column: 't.last_reply_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])
    .limit(size)
    .offset(offset);
  return { items: rows.map(toTicket), total: Number(n), page, size: reported };
}

export async function countOpen(db: Knex, userId?: number): Promise<number> {
  const q = db('tickets').where({ status: 'open' });
  if (userId) q.where({ user_id: userId });
  const [{ n }] = await q.count({ n: '*' });
  return Number(n);
}

export const messagesQuery = (db: Knex) =>
  db('ticket_messages as m')
    .leftJoin('users as s', 's.id', 'm.sender_id')
    .select('m.*', 's.username as s_username', 's.firstname as s_firstname', 's.lastname as s_lastname');

export const toTicketMessage = (r: TicketMessageRow): TicketMessage => ({
  _id: r.id,
  ticket_id: r.ticket_id,
  sender: person(r.sender_id, r.s_username, r.s_firstname, r.s_lastname),
  from_staff: Boolean(r.from_staff),
  message: r.message ?? '',
  file: r.file_name ? { name: r.file_name, size: Number(r.file_size) } : null,
  created_at: iso(r.created_at),
});

interface HistoryRow {
  id: number;
  kind: TicketHistoryEntry['kind'];
  from_value: string;
  to_value: string;
  actor_id: number | null;
  created_at: unknown;
  x_username: string | null;
  x_firstname: string | null;
  x_lastname: string | null;
}

export async function historyOf(db: Knex, ticketId: number): Promise<TicketHistoryEntry[]> {
  const rows: HistoryRow[] = await db('ticket_history as h')
    .leftJoin('users as x', 'x.id', 'h.actor_id')
    .select('h.*', 'x.username as x_username', 'x.firstname as x_firstname', 'x.lastname as x_lastname')
    .where('h.ticket_id', ticketId)
    .orderBy('h.id');
  // `to` of an assignment is a user id kept as text; its name is looked up here so that pages (also a staff
  // member who may not list the other staff) show who took the ticket, not a number.
  const ids = [...new Set(rows.filter((r) => r.kind === 'assigned').map((r) => Number(r.to_value)))].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  const people = new Map<number, SupportPerson>();
  if (ids.length)
    for (const u of await db('users').whereIn('id', ids).select('id', 'username', 'firstname', 'lastname'))
      people.set(Number(u.id), person(Number(u.id), u.username, u.firstname, u.lastname));
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    from: r.from_value,
    to: r.to_value,
    actor: r.actor_id ? person(r.actor_id, r.x_username, r.x_firstname, r.x_lastname) : null,
    to_person: r.kind === 'assigned' ? (people.get(Number(r.to_value)) ?? null) : null,
    created_at: iso(r.created_at),
  }));
}

export async function addHistory(
  db: Knex | Knex.Transaction,
  ticketId: number,
  actorId: number | null,
  kind: TicketHistoryEntry['kind'],
  from: string,
  to: string,
): Promise<void> {
  await db('ticket_history').insert({
    ticket_id: ticketId,
    actor_id: actorId,
    kind,
    from_value: from.slice(0, 64),
    to_value: to.slice(0, 64),
    created_at: new Date(),
  });
}
