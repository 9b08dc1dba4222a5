import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/**
 * In-app notifications (spec 7 "Notifications"). Customers get their own; staff share one inbox, so what
 * one staff member reads is read for all of them.
 */
export const NOTIFICATION_TYPES = [
  'order.created',
  'order.status',
  'order.delivered',
  'order.message',
  'file.uploaded',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const InAppNotification = Type.Object({
  _id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  message: Type.String(),
  /** The order it is about, when there is one. */
  order_id: Nullable(Type.Integer()),
  is_agent: Type.Boolean(),
  /** Where the web app opens it, e.g. /order_details/12 or /admin/manage_orders/order_details/12. */
  link: Type.String(),
  read: Type.Boolean(),
  created_at: Timestamp,
});
export type InAppNotification = Static<typeof InAppNotification>;

export const NotificationList = Type.Object({
  items: Type.Array(InAppNotification),
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type NotificationList = Static<typeof NotificationList>;

/** PATCH read-by-user / read-by-admin: the ids to mark read; none (or an empty list) marks all. */
// Closed: a misspelt field would otherwise be dropped and the call read as "mark all".
export const NotificationsReadBody = Type.Object(
  { notifications: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })) },
  { additionalProperties: false },
);
