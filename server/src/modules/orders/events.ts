import type { OrderStatus } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import { notificationsService } from '../notifications/service.js';
import { pushOf } from '../push/service.js';
import type { OrderRow } from './repo.js';

type Who = Pick<
  OrderRow,
  | 'id'
  | 'user_id'
  | 'is_agent'
  | 'status'
  | 'make'
  | 'model'
  | 'engine'
  | 'u_email'
  | 'u_language'
  | 'u_firstname'
  | 'u_username'
>;

const vehicleOf = (o: Who) => [o.make, o.model, o.engine].filter(Boolean).join(' ');
const customerName = (o: Who) => o.u_firstname || o.u_username || `#${o.user_id}`;

/**
 * What follows an order change once it is committed: live events for open pages and the desktop app
 * (order.created, order.updated, order.message, counts.updated), in-app notifications and e-mails in the
 * recipient's language. None of it can undo or fail the change itself.
 */
export function orderEvents(app: FastifyInstance) {
  const notifications = notificationsService(app);
  const staffLink = (o: Who) =>
    `/admin/${o.is_agent ? 'manage_agent_orders' : 'manage_orders'}/order_details/${o.id}`;
  const customerLink = (o: Who) => `/order_details/${o.id}`;

  /** Counts change with every order change: open pages refetch their badges. */
  const counts = (userId: number, isAgent: boolean) => {
    const event = { type: 'counts.updated', scope: isAgent ? 'agent_orders' : 'orders' };
    app.realtime.publishToStaff(event, 'orders');
    app.realtime.publish(userId, event);
  };

  const push = (o: Who, type: string, extra: Record<string, unknown> = {}) => {
    const event = { type, order_id: o.id, is_agent: Boolean(o.is_agent), status: o.status, ...extra };
    app.realtime.publishToStaff(event, 'orders');
    app.realtime.publish(o.user_id, event);
    counts(o.user_id, Boolean(o.is_agent));
  };

  const mail = (
    to: string,
    language: string | null | undefined,
    build: (t: ReturnType<typeof translator>) => { subject: string; lines: string[]; name: string },
  ) => {
    void (async () => {
      const site = (await app.settings.all()).site_title;
      const t = translator(language);
      const m = build(t);
      await app.mailer.send({
        to,
        subject: m.subject,
        text: [t('email.greeting', { name: m.name }), ...m.lines, t('email.signature', { site })].join(
          '\n\n',
        ),
      });
    })().catch((err) => app.log.warn({ err, to }, 'order e-mail not sent'));
  };

  const flags = () => app.settings.get('notifications');
  const url = (path: string) => `${app.config.publicUrl}${path}`;

  async function toCustomer(
    o: Who,
    key: 'status' | 'delivered',
    vars: Record<string, string>,
    extra: string[] = [],
  ) {
    const t = translator(o.u_language);
    const params = { id: o.id, vehicle: vehicleOf(o), ...vars };
    const title = t(`orders.${key}_subject`, params);
    const message = [t(`orders.${key}_body`, params), ...extra.map((k) => t(k, params))].join(' ');
    await notifications.create({
      inbox: { userId: o.user_id },
      type: key === 'status' ? 'order.status' : 'order.delivered',
      title,
      message,
      orderId: o.id,
      isAgent: Boolean(o.is_agent),
      link: customerLink(o),
    });
    // One tag per order: a newer status replaces the older one in the browser's list.
    await pushOf(app).notify(o.user_id, {
      title,
      body: message.slice(0, 200),
      url: customerLink(o),
      tag: `order-${o.id}`,
    });
    if (!o.u_email || !(await flags()).email_on_status_change) return;
    mail(o.u_email, o.u_language, (tt) => ({
      subject: tt(`orders.${key}_subject`, params),
      name: customerName(o),
      lines: [
        tt(`orders.${key}_body`, params),
        ...extra.map((k) => tt(k, params)),
        tt('orders.open_link', { url: url(customerLink(o)) }),
      ],
    }));
  }

  return {
    async created(o: Who, services: string[], timeFrame: string): Promise<void> {
      push(o, 'order.created');
      const t = translator('en');
      const params = {
        id: o.id,
        customer: customerName(o),
        vehicle: vehicleOf(o),
        services: services.join(', '),
      };
      await notifications.create({
        inbox: 'staff',
        type: 'order.created',
        title: t('orders.new_order_subject', params),
        message: t('orders.new_order_body', { ...params, time_frame: t(`orders.time_frame.${timeFrame}`) }),
        orderId: o.id,
        isAgent: Boolean(o.is_agent),
        link: staffLink(o),
      });
      const f = await flags();
      if (!f.email_on_new_order) return;
      for (const to of f.staff_emails) {
        mail(to, 'en', (tt) => ({
          subject: tt('orders.new_order_subject', params),
          name: tt('orders.team'),
          lines: [
            tt('orders.new_order_body', { ...params, time_frame: tt(`orders.time_frame.${timeFrame}`) }),
            tt('orders.open_link', { url: url(staffLink(o)) }),
          ],
        }));
      }
    },

    /** A status change the customer should hear about (not their own doing, which they already see). */
    async statusChanged(
      o: Who,
      to: OrderStatus,
      opts: { reason?: string; creditsReturned?: boolean; notifyCustomer: boolean },
    ) {
      push({ ...o, status: to }, 'order.updated');
      if (!opts.notifyCustomer) {
        const t = translator('en');
        await notifications.create({
          inbox: 'staff',
          type: 'order.status',
          title: t('orders.status_subject', { id: o.id, status: t(`orders.status.${to}`) }),
          message: opts.reason ?? '',
          orderId: o.id,
          isAgent: Boolean(o.is_agent),
          link: staffLink(o),
        });
        return;
      }
      const t = translator(o.u_language);
      const extra = [
        ...(opts.reason ? ['orders.reason'] : []),
        ...(opts.creditsReturned ? ['orders.credits_returned'] : []),
      ];
      await toCustomer(o, 'status', { status: t(`orders.status.${to}`), reason: opts.reason ?? '' }, extra);
    },

    async delivered(o: Who, revision: number, automated: boolean): Promise<void> {
      push({ ...o, status: 'completed' }, 'order.updated', { revision, automated });
      await toCustomer({ ...o, status: 'completed' }, 'delivered', {});
    },

    async message(
      o: Who,
      m: { id: number; fromStaff: boolean; sender: string; text: string },
    ): Promise<void> {
      const event = {
        type: 'order.message',
        order_id: o.id,
        is_agent: Boolean(o.is_agent),
        message_id: m.id,
        from_staff: m.fromStaff,
      };
      app.realtime.publishToStaff(event, 'orders');
      app.realtime.publish(o.user_id, event);
      const language = m.fromStaff ? o.u_language : 'en';
      const t = translator(language);
      const params = { id: o.id, sender: m.sender, message: m.text };
      await notifications.create({
        inbox: m.fromStaff ? { userId: o.user_id } : 'staff',
        type: 'order.message',
        title: t('orders.message_subject', params),
        message: t('orders.message_body', params),
        orderId: o.id,
        isAgent: Boolean(o.is_agent),
        link: m.fromStaff ? customerLink(o) : staffLink(o),
      });
      if (m.fromStaff)
        await pushOf(app).notify(o.user_id, {
          title: t('orders.message_subject', params),
          body: m.text.slice(0, 200),
          url: customerLink(o),
          tag: `order-message-${o.id}`,
        });
      const f = await flags();
      if (!f.email_on_new_message) return;
      const recipients = m.fromStaff ? (o.u_email ? [o.u_email] : []) : f.staff_emails;
      for (const to of recipients) {
        mail(to, language, (tt) => ({
          subject: tt('orders.message_subject', params),
          name: m.fromStaff ? customerName(o) : tt('orders.team'),
          lines: [
            tt('orders.message_body', params),
            tt('orders.open_link', { url: url(m.fromStaff ? customerLink(o) : staffLink(o)) }),
          ],
        }));
      }
    },

    counts,
  };
}

export type OrderEvents = ReturnType<typeof orderEvents>;
