import type { OrderStatus } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { joined, type Phrase, phrase, render } from '../notifications/phrases.js';
import { mailPhrases, type PhraseMail } from '../notifications/phrase-mail.js';
import { notificationsService } from '../notifications/service.js';
import { smsOf } from '../messaging/sms-job.js';
import { pushOf } from '../push/service.js';
import { staffLanguages } from '../notifications/staff-mail.js';
import type { OrderRow } from './repo.js';
import { cutText } from '../../lib/text-length.js';

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

  const mail = (to: string, language: string | null | undefined, m: PhraseMail) =>
    mailPhrases(app, to, language, m, 'order e-mail');

  const flags = () => app.settings.get('notifications');
  const url = (path: string) => `${app.config.publicUrl}${path}`;

  async function toCustomer(
    o: Who,
    key: 'status' | 'delivered',
    vars: Record<string, Phrase>,
    extra: Phrase[] = [],
  ) {
    const params = { id: o.id, vehicle: vehicleOf(o), ...vars };
    const title = phrase(`orders.${key}_subject`, params);
    const lines = [phrase(`orders.${key}_body`, params), ...extra];
    const message = joined(lines);
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
      title: render(title, o.u_language),
      body: cutText(render(message, o.u_language), 200),
      url: customerLink(o),
      tag: `order-${o.id}`,
    });
    const f = await flags();
    // A text is short and costs per part: the subject line and where to read the rest.
    if (f.sms_on_status_change)
      await smsOf(app).text(o.user_id, `${render(title, o.u_language)} ${url(customerLink(o))}`);
    if (!o.u_email || !f.email_on_status_change) return;
    mail(o.u_email, o.u_language, {
      subject: title,
      name: customerName(o),
      lines: [...lines, phrase('orders.open_link', { url: url(customerLink(o)) })],
    });
  }

  return {
    async created(o: Who, services: string[], timeFrame: string): Promise<void> {
      push(o, 'order.created');
      const customer = customerName(o);
      const title = phrase('orders.new_order_subject', { id: o.id, customer });
      const message = phrase('orders.new_order_body', {
        id: o.id,
        customer,
        vehicle: vehicleOf(o),
        services: services.join(', '),
        time_frame: phrase(`orders.time_frame.${timeFrame}`),
      });
      await notifications.create({
        inbox: 'staff',
        type: 'order.created',
        title,
        message,
        orderId: o.id,
        isAgent: Boolean(o.is_agent),
        link: staffLink(o),
      });
      const f = await flags();
      if (f.push_on_new_order) {
        // Each reader's browser gets the text in their own language.
        const readers = await notifications.staffReaders();
        for (const language of new Set(readers.map((r) => r.language)))
          await pushOf(app).notify(
            readers.filter((r) => r.language === language).map((r) => r.id),
            {
              title: render(title, language),
              body: cutText(render(message, language), 200),
              url: staffLink(o),
              tag: `order-${o.id}`,
            },
          );
      }
      if (!f.email_on_new_order) return;
      const languageOf = await staffLanguages(app, f.staff_emails);
      for (const to of f.staff_emails)
        mail(to, languageOf(to), {
          subject: title,
          name: phrase('orders.team'),
          lines: [message, phrase('orders.open_link', { url: url(staffLink(o)) })],
        });
    },

    /** A status change the customer should hear about (not their own doing, which they already see). */
    async statusChanged(
      o: Who,
      to: OrderStatus,
      opts: { reason?: Phrase; creditsReturned?: boolean; notifyCustomer: boolean },
    ) {
      push({ ...o, status: to }, 'order.updated');
      const status = phrase(`orders.status.${to}`);
      if (!opts.notifyCustomer) {
        await notifications.create({
          inbox: 'staff',
          type: 'order.status',
          title: phrase('orders.status_subject', { id: o.id, status }),
          message: opts.reason ?? '',
          orderId: o.id,
          isAgent: Boolean(o.is_agent),
          link: staffLink(o),
        });
        return;
      }
      const extra = [
        ...(opts.reason ? [phrase('orders.reason', { reason: opts.reason })] : []),
        ...(opts.creditsReturned ? [phrase('orders.credits_returned')] : []),
      ];
      await toCustomer(o, 'status', { status }, extra);
    },

    /** `note`: what staff wrote with the file (the settings it was tuned with), passed on to the customer. */
    async delivered(o: Who, revision: number, automated: boolean, note?: string | null): Promise<void> {
      push({ ...o, status: 'completed' }, 'order.updated', { revision, automated });
      const extra = note?.trim() ? [phrase('orders.reason', { reason: note.trim() })] : [];
      await toCustomer({ ...o, status: 'completed' }, 'delivered', {}, extra);
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
      const title = phrase('orders.message_subject', { id: o.id });
      const message = phrase('orders.message_body', { id: o.id, sender: m.sender, message: m.text });
      await notifications.create({
        inbox: m.fromStaff ? { userId: o.user_id } : 'staff',
        type: 'order.message',
        title,
        message,
        orderId: o.id,
        isAgent: Boolean(o.is_agent),
        link: m.fromStaff ? customerLink(o) : staffLink(o),
      });
      if (m.fromStaff)
        await pushOf(app).notify(o.user_id, {
          title: render(title, language),
          body: cutText(m.text, 200),
          url: customerLink(o),
          tag: `order-message-${o.id}`,
        });
      const f = await flags();
      if (!f.email_on_new_message) return;
      const recipients = m.fromStaff ? (o.u_email ? [o.u_email] : []) : f.staff_emails;
      const staffLanguage = m.fromStaff ? null : await staffLanguages(app, recipients);
      for (const to of recipients)
        mail(to, staffLanguage ? staffLanguage(to) : o.u_language, {
          subject: title,
          name: m.fromStaff ? customerName(o) : phrase('orders.team'),
          lines: [
            message,
            phrase('orders.open_link', { url: url(m.fromStaff ? customerLink(o) : staffLink(o)) }),
          ],
        });
    },

    counts,
  };
}

export type OrderEvents = ReturnType<typeof orderEvents>;
