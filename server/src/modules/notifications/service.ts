import type { InAppNotification, NotificationList, Permission } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { paginate } from '../catalogue/listing.js';

/** Who reads the staff inbox, live as over `GET /in-app-notification/admin`. */
export const STAFF_INBOX: Permission = 'orders';

/** Who reads a notification: one customer, or the shared staff inbox. */
export type Inbox = { userId: number } | 'staff';

export interface NewNotification {
  inbox: Inbox;
  type: string;
  title: string;
  message: string;
  orderId?: number | null;
  isAgent?: boolean;
  link?: string;
}

interface Row {
  id: number;
  type: string;
  title: string;
  message: string | null;
  order_id: number | null;
  is_agent: number | boolean;
  link: string;
  read_at: unknown;
  created_at: unknown;
}

const toNotification = (r: Row): InAppNotification => ({
  _id: r.id,
  type: r.type,
  title: r.title,
  message: r.message ?? '',
  order_id: r.order_id,
  is_agent: Boolean(r.is_agent),
  link: r.link,
  read: r.read_at !== null && r.read_at !== undefined,
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

export function notificationsService(app: FastifyInstance) {
  const inboxOf = (inbox: Inbox) => {
    const q = app.db('in_app_notifications');
    return inbox === 'staff' ? q.whereNull('recipient_id') : q.where('recipient_id', inbox.userId);
  };

  return {
    /** Stores the notification and pushes it to open pages; never fails the action that caused it. */
    async create(n: NewNotification): Promise<void> {
      try {
        const row = {
          recipient_id: n.inbox === 'staff' ? null : n.inbox.userId,
          type: n.type,
          title: n.title.slice(0, 255),
          message: n.message,
          order_id: n.orderId ?? null,
          is_agent: n.isAgent ?? false,
          link: (n.link ?? '').slice(0, 255),
          created_at: new Date(),
        };
        const [id] = await app.db('in_app_notifications').insert(row);
        const event = {
          type: 'notification.created',
          notification: toNotification({ ...row, id: Number(id), read_at: null }),
        };
        if (n.inbox === 'staff') app.realtime.publishToStaff(event, STAFF_INBOX);
        else app.realtime.publish(n.inbox.userId, event);
      } catch (err) {
        app.log.error({ err, type: n.type }, 'notification not stored');
      }
    },

    async list(inbox: Inbox, q: { page?: number; size?: number }): Promise<NotificationList> {
      const [page, [{ unread }]] = await Promise.all([
        paginate(inboxOf(inbox), q, [{ column: 'id', order: 'desc' }], toNotification),
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
      if (changed) {
        if (inbox === 'staff') app.realtime.publishToStaff(event, STAFF_INBOX);
        else app.realtime.publish(inbox.userId, event);
      }
      return changed;
    },
  };
}
