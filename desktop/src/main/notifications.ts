import type { StaffEvent } from '@portal/ui';
import type { NotificationPrefs } from '../shared/settings.js';
import type { Translate } from './i18n.js';

/** The part of Electron's Notification used here. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}
export type NotificationFactory = (options: {
  title: string;
  body: string;
  silent: boolean;
}) => NotificationLike;

export type NoticeKind = 'order' | 'message' | 'ticket' | 'chat';

export interface Notice {
  kind: NoticeKind;
  orderId: number | null;
  title: string;
  body: string;
  /** The staff screen a click opens when it is not an order (a ticket, a chat conversation). */
  path?: string;
  /** The ticket a new-ticket notice is about (its customer's name is looked up). */
  ticketId?: number;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** The order an event is about, wherever the server put its id. */
export function orderIdOf(event: StaffEvent): number | null {
  const order = obj(event.order);
  const message = obj(event.message);
  const note = obj(event.notification);
  return num(event.order_id) ?? num(order._id) ?? num(message.order_id) ?? num(note.order_id) ?? null;
}

const personName = (p: Record<string, unknown>) =>
  `${str(p.firstname)} ${str(p.lastname)}`.trim() || str(p.username);
const short = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
export const ticketPath = (id: number) => `/admin/ticket_details/${id}`;
export const chatPath = (userId: number) => `/admin/chat_support?user=${userId}`;

/**
 * Turns a server event into what a person should be told, or null. Order and ticket events carry ids and
 * a few words; the stored notifications the server sends beside them (notification.created) repeat them,
 * so only the one with no live event of its own (a ticket given to someone) is shown.
 */
export function describeEvent(event: StaffEvent, t: Translate, selfId: number | null): Notice | null {
  const orderId = orderIdOf(event);
  // Only what customers write is news; staff see their own and their colleagues' replies in the app.
  const fromStaff = event.from_staff === true || obj(event.message).from_staff === true;
  const sender = num(event.sender_id) ?? num(obj(obj(event.message).sender)._id);
  const isMessage = event.type === 'order.message' || event.type === 'ticket.message';
  if (isMessage && (fromStaff || (sender !== null && sender === selfId))) return null;
  const ticketId = num(event.ticket_id);
  switch (event.type) {
    case 'order.created':
      return {
        kind: 'order',
        orderId,
        title: t('desktop.notify.new_order', { number: orderId ?? '' }),
        body: '',
      };
    case 'order.message':
      return {
        kind: 'message',
        orderId,
        title: t('desktop.notify.order_message', { number: orderId ?? '' }),
        body: t('desktop.notify.order_message_body'),
      };
    case 'ticket.created':
      if (ticketId === null) return null;
      return {
        kind: 'ticket',
        orderId: null,
        title: t('desktop.notify.new_ticket', { number: ticketId }),
        body: str(event.subject),
        path: ticketPath(ticketId),
        ticketId,
      };
    case 'ticket.message': {
      const who = str(event.sender);
      return {
        kind: 'ticket',
        orderId: null,
        title:
          who && ticketId !== null
            ? t('desktop.notify.ticket_message_from', { name: who, number: ticketId })
            : t('desktop.notify.ticket_message'),
        body: short(str(event.text) || str(obj(event.message).message)),
        path: ticketId !== null ? ticketPath(ticketId) : undefined,
      };
    }
    case 'chat.message': {
      const m = obj(event.message);
      const from = obj(m.sender);
      const conversation = num(event.user_id) ?? num(m.user_id);
      if (m.from_staff === true || conversation === null || (selfId !== null && num(from._id) === selfId))
        return null;
      return {
        kind: 'chat',
        orderId: null,
        title: t('desktop.notify.chat_message_from', { name: personName(from) || `#${conversation}` }),
        body: short(str(m.message) || str(obj(m.file).name)),
        path: chatPath(conversation),
      };
    }
    case 'notification.created': {
      const n = obj(event.notification);
      if (str(n.type) !== 'ticket.assigned') return null;
      const link = str(n.link);
      return {
        kind: 'ticket',
        orderId: null,
        title: str(n.title),
        body: str(n.message),
        path: link.startsWith('/admin/') ? link : undefined,
      };
    }
    default:
      return null;
  }
}

export interface DispatcherOptions {
  factory: NotificationFactory;
  prefs: () => NotificationPrefs;
  t: Translate;
  selfId: () => number | null;
  /** Shows the app with this order open (or just the app when null). */
  open: (orderId: number | null) => void;
  /** Shows the app at this staff screen (a ticket, a chat conversation). */
  openPath?: (path: string) => void;
  /** Who opened a ticket, for the notice about it. */
  describeTicket?: (ticketId: number) => Promise<string>;
  /** Two notices about the same thing within this window are one. */
  foldMs?: number;
  /** A line about the order for the body of a new-order notice (reg. number, vehicle, customer). */
  describeOrder?: (orderId: number) => Promise<string>;
  /** Who wrote a message and what (its first words), for the notice about it. */
  describeMessage?: (orderId: number, messageId: number) => Promise<{ who: string; text: string } | null>;
}

/** Shows native notifications for server events, honouring the person's choices; a click opens the order. */
export function createDispatcher(opts: DispatcherOptions) {
  const fold = opts.foldMs ?? 5000;
  const recent = new Map<string, number>();
  const allowed = (kind: NoticeKind) => {
    const p = opts.prefs();
    // Chat messages are customer messages as much as the ones on orders.
    return kind === 'order' ? p.newOrders : kind === 'ticket' ? p.tickets : p.messages;
  };

  function show(notice: Notice, onClick?: () => void): boolean {
    const about = notice.orderId ?? notice.path ?? '';
    const key = `${notice.kind}:${about}:${notice.kind === 'order' ? '' : notice.body}`;
    const t = Date.now();
    for (const [k, at] of recent) if (t - at > fold) recent.delete(k);
    if (recent.has(key)) return false;
    recent.set(key, t);
    const n = opts.factory({ title: notice.title, body: notice.body, silent: !opts.prefs().sound });
    const path = notice.path;
    n.on(
      'click',
      onClick ?? (() => (path && opts.openPath ? opts.openPath(path) : opts.open(notice.orderId))),
    );
    n.show();
    return true;
  }

  return {
    /** Answers whether a notification was shown. */
    async handle(event: StaffEvent): Promise<boolean> {
      const notice = describeEvent(event, opts.t, opts.selfId());
      if (!notice || !allowed(notice.kind)) return false;
      if (notice.kind === 'order' && notice.orderId !== null && opts.describeOrder) {
        notice.body = await opts.describeOrder(notice.orderId).catch(() => '');
      }
      if (notice.ticketId !== undefined && opts.describeTicket) {
        const who = await opts.describeTicket(notice.ticketId).catch(() => '');
        if (who)
          notice.title = opts.t('desktop.notify.new_ticket_from', { name: who, number: notice.ticketId });
      }
      const messageId = num(event.message_id);
      if (event.type === 'order.message' && notice.orderId !== null && messageId && opts.describeMessage) {
        const m = await opts.describeMessage(notice.orderId, messageId).catch(() => null);
        if (m) {
          notice.title = opts.t('desktop.notify.order_message_from', { name: m.who, number: notice.orderId });
          notice.body = m.text.length > 200 ? `${m.text.slice(0, 199)}…` : m.text;
        }
      }
      return show(notice);
    },
    /** One notice for what happened while the app was away (after a reconnect), instead of one each. */
    summarize(counts: { orders: number; messages: number }): boolean {
      const p = opts.prefs();
      const parts: string[] = [];
      if (counts.orders > 0 && p.newOrders)
        parts.push(opts.t('desktop.notify.away_orders', { count: counts.orders }));
      if (counts.messages > 0 && p.messages) {
        parts.push(opts.t('desktop.notify.away_messages', { count: counts.messages }));
      }
      if (!parts.length) return false;
      const n = opts.factory({ title: parts[0], body: parts.slice(1).join(' '), silent: !p.sound });
      n.on('click', () => opts.open(null));
      n.show();
      return true;
    },
    /** Tells about something of the app's own (a file waiting for a click, an unknown order). */
    notify(title: string, body: string, onClick?: () => void): void {
      const n = opts.factory({ title, body, silent: !opts.prefs().sound });
      n.on('click', onClick ?? (() => opts.open(null)));
      n.show();
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
