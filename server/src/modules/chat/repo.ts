import type { ChatMessage, ChatUser } from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { cutText } from '../../lib/text-length.js';
import { person } from '../tickets/repo.js';

export interface ChatRow {
  id: number;
  user_id: number;
  sender_id: number | null;
  from_staff: number | boolean;
  message: string | null;
  file_key: string | null;
  file_name: string;
  file_size: number | string;
  read_at: unknown;
  mailed: number | boolean;
  created_at: unknown;
  s_username?: string | null;
  s_firstname?: string | null;
  s_lastname?: string | null;
}

export const chatQuery = (db: Knex) =>
  db('chat_messages as m')
    .leftJoin('users as s', 's.id', 'm.sender_id')
    .select('m.*', 's.username as s_username', 's.firstname as s_firstname', 's.lastname as s_lastname');

export const toChatMessage = (r: ChatRow): ChatMessage => ({
  _id: r.id,
  user_id: r.user_id,
  sender: person(r.sender_id, r.s_username, r.s_firstname, r.s_lastname),
  from_staff: Boolean(r.from_staff),
  message: r.message ?? '',
  file: r.file_name ? { name: r.file_name, size: Number(r.file_size) } : null,
  read: r.read_at !== null && r.read_at !== undefined,
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

/** Newest `limit` messages of one conversation older than `before`, answered oldest first. */
export async function history(db: Knex, userId: number, before: number | undefined, limit: number) {
  const q = chatQuery(db).where('m.user_id', userId);
  if (before) q.where('m.id', '<', before);
  const rows: ChatRow[] = await q.orderBy('m.id', 'desc').limit(limit + 1);
  return { items: rows.slice(0, limit).reverse().map(toChatMessage), has_more: rows.length > limit };
}

/** Every conversation with its last message and the customer's unread messages, newest first. */
export async function conversations(db: Knex, online: Set<number>): Promise<ChatUser[]> {
  const last = db('chat_messages').select('user_id').max({ last_id: 'id' }).groupBy('user_id').as('l');
  const unread = db('chat_messages')
    .select('user_id')
    .count({ unread: '*' })
    .where({ from_staff: false })
    .whereNull('read_at')
    .groupBy('user_id')
    .as('r');
  const rows = await db
    .from(last)
    .join('chat_messages as m', 'm.id', 'l.last_id')
    .join('users as u', 'u.id', 'l.user_id')
    .leftJoin(unread, 'r.user_id', 'l.user_id')
    .select(
      'u.id',
      'u.username',
      'u.firstname',
      'u.lastname',
      'm.message',
      'm.file_name',
      'm.created_at',
      'r.unread',
    )
    .orderBy('l.last_id', 'desc')
    .limit(500);
  return rows.map((r) => ({
    _id: r.id,
    username: r.username ?? '',
    firstname: r.firstname ?? '',
    lastname: r.lastname ?? '',
    last_message: cutText(r.message || r.file_name || '', 200),
    last_message_at: toIso(r.created_at),
    unread: Number(r.unread ?? 0),
    online: online.has(r.id),
  }));
}
