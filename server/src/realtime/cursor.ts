import { ALL_PERMISSIONS, hasPermission, isAdminArea, ROLE, type User } from '@portal/contracts';
import type { Knex } from 'knex';
import { forUpdate } from '../db/connection.js';
import { parseJson, toIso } from '../db/helpers.js';
import type { Audience, RealtimeEvent, SentEvent } from './types.js';

interface Row {
  id: number;
  user_id: number | null;
  staff: number | boolean;
  permission: string | null;
  type: string;
  payload: string;
  created_at: unknown;
}

const toEvent = (r: Row): SentEvent => {
  const stored = parseJson<RealtimeEvent>(r.payload, { type: r.type });
  return {
    ...stored,
    type: r.type,
    id: Number(r.id),
    // The payload holds the time as it went out live (to the millisecond, which MariaDB's column drops).
    at: typeof stored.at === 'string' ? stored.at : (toIso(r.created_at) ?? new Date().toISOString()),
  };
};

/** How long events are kept for replay, and how many at most. */
export const KEEP_DAYS = 7;
export const KEEP_COUNT = 200_000;

/** The stored events: the cursor every socket event carries and the replay of `GET /api/events`. */
export function cursorStore(db: Knex) {
  // The sequence, not the newest row: pruning never moves a cursor back.
  const lastId = async (): Promise<number> =>
    Number((await db('realtime_sequence').where({ name: 'events' }).first('last'))?.last ?? 0);
  return {
    /**
     * Stores a burst of events with one sequence update and one insert, and answers each with its id, time
     * and its JSON as sent (serialised once: the stored payload is the same text). The sequence row stays
     * locked until commit: another instance's events get later ids and become visible after these, so a
     * client's cursor never skips an event.
     */
    async appendAll(items: { audience: Audience; event: RealtimeEvent }[]) {
      const at = new Date();
      const atIso = at.toISOString();
      return db.transaction(async (trx) => {
        const seq = await forUpdate(trx, trx('realtime_sequence').where({ name: 'events' }).first('last'));
        const first = Number(seq?.last ?? 0) + 1;
        await trx('realtime_sequence')
          .where({ name: 'events' })
          .update({ last: first + items.length - 1 });
        const out: { audience: Audience; data: string }[] = [];
        const rows = items.map(({ audience, event }, i) => {
          const sent: SentEvent = { ...event, type: event.type, id: first + i, at: atIso };
          const data = JSON.stringify(sent);
          out.push({ audience, data });
          return {
            id: first + i,
            user_id: 'user' in audience ? audience.user : null,
            staff: 'staff' in audience,
            permission: 'staff' in audience ? (audience.permission ?? null) : null,
            type: event.type.slice(0, 60),
            payload: data,
            created_at: at,
          };
        });
        for (let i = 0; i < rows.length; i += 200)
          await trx('realtime_events').insert(rows.slice(i, i + 200));
        return out;
      });
    },

    /**
     * The events after `since` that `user` would have received live, oldest first. `last_id` is the cursor
     * to ask from next: the last event answered, or the newest stored one when none is due.
     */
    async since(user: User, since: number, limit: number): Promise<{ events: SentEvent[]; last_id: number }> {
      const staff = isAdminArea(user.role_id);
      const held = user.role_id === ROLE.ADMIN ? null : ALL_PERMISSIONS.filter((p) => hasPermission(user, p));
      const rows = (await db('realtime_events')
        .where('id', '>', since)
        .where((w) => {
          w.where('user_id', user._id);
          if (staff)
            w.orWhere((s) => {
              s.where('staff', true);
              if (held) s.where((p) => p.whereNull('permission').orWhereIn('permission', held));
            });
        })
        .orderBy('id')
        .limit(limit)
        .select('*')) as Row[];
      const events = rows.map(toEvent);
      if (events.length) return { events, last_id: events[events.length - 1].id };
      return { events, last_id: Math.max(since, await lastId()) };
    },

    /** The newest id stored (0 when none): the cursor of a client that has seen everything. */
    lastId,

    /** Drops events older than `days` and all but the newest `count`. */
    async prune(now = new Date(), days = KEEP_DAYS, count = KEEP_COUNT): Promise<number> {
      let removed = await db('realtime_events')
        .where('created_at', '<', new Date(now.getTime() - days * 86_400_000))
        .delete();
      const newest = await lastId();
      if (newest > count)
        removed += await db('realtime_events')
          .where('id', '<=', newest - count)
          .delete();
      return removed;
    },
  };
}

export type CursorStore = ReturnType<typeof cursorStore>;
