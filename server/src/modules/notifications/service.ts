import {
  DEFAULT_LOCALE,
  hasPermission,
  type InAppNotification,
  type NotificationList,
  normalizePermissions,
  ROLE,
  type StaffInboxPermission,
  USER_STATUS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';
import { paginate } from '../catalogue/listing.js';
import { isWritten, type Phrase, render } from './phrases.js';

/** The desk of a staff notification that names none (the orders desk, as every row before desks). */
export const STAFF_INBOX: StaffInboxPermission = 'orders';

/**
 * Whose notifications are read: one customer's, or those of the shared staff inbox at the desks
 * (permissions) a staff member holds. A staff notification is written to one desk (`NewNotification.desk`).
 */
/**
 * A customer's own notifications, or the staff inbox: the desks a staff member reads together with what is
 * addressed to them alone ("Ticket #N has been assigned to you"), which no other reader sees.
 */
export type Inbox = { userId: number } | { desks: readonly StaffInboxPermission[]; own?: number };

export interface NewNotification {
  inbox: { userId: number } | 'staff';
  /** For the staff inbox: the permission whose holders read it (the orders desk when not given). */
  desk?: StaffInboxPermission;
  type: string;
  /** A phrase is put into each reader's language when read; a plain string is shown as written. */
  title: Phrase;
  message: Phrase;
  orderId?: number | null;
  isAgent?: boolean;
  link?: string;
}

interface Row {
  id: number;
  type: string;
  title: string;
  message: string | null;
  phrases?: string | null;
  order_id: number | null;
  is_agent: number | boolean;
  link: string;
  read_at: unknown;
  created_at: unknown;
}

/** What `phrases` holds: how to say the title and the message. Rows without it show their text as stored. */
interface Phrases {
  title: Phrase;
  message: Phrase;
}

/** The title and message in `language`; a row stored before phrases (or unreadable) as it was written. */
function textsOf(r: Row, language: string | null | undefined): { title: string; message: string } {
  const stored = { title: r.title, message: r.message ?? '' };
  const p = parseJson<Phrases | null>(r.phrases, null);
  if (!p || typeof p !== 'object') return stored;
  try {
    return { title: render(p.title, language) || stored.title, message: render(p.message, language) };
  } catch {
    return stored;
  }
}

const toNotification = (r: Row, language: string | null | undefined): InAppNotification => ({
  _id: r.id,
  type: r.type,
  ...textsOf(r, language),
  order_id: r.order_id,
  is_agent: Boolean(r.is_agent),
  link: r.link,
  read: r.read_at !== null && r.read_at !== undefined,
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

export function notificationsService(app: FastifyInstance) {
  const inboxOf = (inbox: Inbox) => {
    const q = app.db('in_app_notifications');
    if ('userId' in inbox) return q.where('recipient_id', inbox.userId);
    const { desks, own } = inbox;
    return q.where((any) => {
      any.where((shared) =>
        shared.whereNull('recipient_id').where((w) => {
          w.whereIn('permission', [...desks]);
          if (desks.includes(STAFF_INBOX)) w.orWhereNull('permission');
        }),
      );
      if (own) any.orWhere('recipient_id', own);
    });
  };

  /** Who reads a desk (or any of several) of the staff inbox now, the orders desk unless named. */
  const staffReaders = async (
    desk: StaffInboxPermission | readonly StaffInboxPermission[] = STAFF_INBOX,
  ): Promise<{ id: number; language: string | null }[]> => {
    const desks = typeof desk === 'string' ? [desk] : desk;
    const rows: { id: number; role_id: number; permissions: unknown; language: string | null }[] = await app
      .db('users')
      .whereIn('role_id', [ROLE.ADMIN, ROLE.STAFF])
      .where({ status: USER_STATUS.ACTIVE })
      .select('id', 'role_id', 'permissions', 'language');
    return rows.filter((u) => {
      const holder = { role_id: u.role_id, permissions: normalizePermissions(parseJson(u.permissions, {})) };
      return desks.some((d) => hasPermission(holder, d));
    });
  };

  /**
   * The live event of a new notification, in each reader's language: to the customer, or to every staff
   * member who reads the shared inbox, one by one (one staff event would carry one language for all).
   */
  const announce = async (
    inbox: NewNotification['inbox'],
    desk: StaffInboxPermission,
    row: Row,
    language: string | null | undefined,
  ) => {
    const event = (lng: string | null | undefined) => ({
      type: 'notification.created',
      notification: toNotification(row, lng),
    });
    if (inbox !== 'staff') return app.realtime.publish(inbox.userId, event(language));
    if (!row.phrases) return app.realtime.publishToStaff(event(DEFAULT_LOCALE), desk);
    const byLanguage = new Map<string, ReturnType<typeof event>>();
    for (const reader of await staffReaders(desk)) {
      const lng = reader.language ?? DEFAULT_LOCALE;
      const said = byLanguage.get(lng) ?? event(lng);
      byLanguage.set(lng, said);
      app.realtime.publish(reader.id, said);
    }
  };

  return {
    staffReaders,
    /**
     * Stores the notification and pushes it to open pages; never fails the action that caused it. With
     * `trx` it is written with that change and fails with it (told exactly when the change is made), and
     * pushed once the change is committed.
     */
    async create(n: NewNotification, opts: { trx?: Knex.Transaction } = {}): Promise<void> {
      const { trx } = opts;
      const db = trx ?? app.db;
      try {
        // The stored text is the phrase as first said (the recipient's language, English for staff): what
        // the row reads as should its phrases ever be unreadable.
        const language =
          n.inbox === 'staff'
            ? DEFAULT_LOCALE
            : (await db('users').where({ id: n.inbox.userId }).first('language'))?.language;
        const phrases =
          isWritten(n.title) && isWritten(n.message) ? null : { title: n.title, message: n.message };
        const desk = n.desk ?? STAFF_INBOX;
        const row = {
          recipient_id: n.inbox === 'staff' ? null : n.inbox.userId,
          permission: n.inbox === 'staff' ? desk : null,
          type: n.type,
          title: render(n.title, language).slice(0, 255),
          message: render(n.message, language),
          phrases: phrases && JSON.stringify(phrases),
          order_id: n.orderId ?? null,
          is_agent: n.isAgent ?? false,
          link: (n.link ?? '').slice(0, 255),
          created_at: new Date(),
        };
        const [id] = await db('in_app_notifications').insert(row);
        const push = () => announce(n.inbox, desk, { ...row, id: Number(id), read_at: null }, language);
        if (!trx) {
          await push();
          return;
        }
        // A rolled-back change told nobody: only a committed one is pushed.
        trx.executionPromise
          .then(push, () => undefined)
          .catch((err) => {
            app.log.warn({ err, type: n.type }, 'notification not pushed');
          });
      } catch (err) {
        if (trx) throw err;
        app.log.error({ err, type: n.type }, 'notification not stored');
      }
    },

    /** One page of the inbox, newest first, in the reader's `language`. */
    async list(
      inbox: Inbox,
      q: { page?: number; size?: number },
      language: string | null | undefined,
    ): Promise<NotificationList> {
      const [page, [{ unread }]] = await Promise.all([
        paginate(inboxOf(inbox), q, [{ column: 'id', order: 'desc' }], (r: Row) =>
          toNotification(r, language),
        ),
        inboxOf(inbox).whereNull('read_at').count<{ unread: number }[]>({ unread: '*' }),
      ]);
      return { ...page, unread: Number(unread) };
    },

    /** Marks the listed notifications of this inbox read (all of them when none are listed). */
    async markRead(inbox: Inbox, ids?: number[]): Promise<number> {
      const q = inboxOf(inbox).whereNull('read_at');
      if (ids?.length) q.whereIn('id', ids);
      const changed = await q.update({ read_at: new Date() });
      const event = { type: 'notification.read', unread_changed: changed };
      if (!changed) return changed;
      // Once to each reader of these desks: a staff event per desk reached those at several desks (an
      // admin at all of them) several times, and their bell refreshed as often.
      if ('desks' in inbox)
        for (const r of await staffReaders(inbox.desks)) app.realtime.publish(r.id, event);
      else app.realtime.publish(inbox.userId, event);
      return changed;
    },
  };
}
