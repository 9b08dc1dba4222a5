import type { FastifyInstance } from 'fastify';
import { cutText } from '../../lib/text-length.js';
import { type Phrase, phrase, render } from '../notifications/phrases.js';
import { mailPhrases, type PhraseMail } from '../notifications/phrase-mail.js';
import { notificationsService } from '../notifications/service.js';
import { pushOf } from '../push/service.js';
import { staffLanguages } from '../notifications/staff-mail.js';
import type { TicketRow } from './repo.js';

const customerName = (t: TicketRow) => t.u_firstname || t.u_username || `#${t.user_id}`;

/**
 * What follows a ticket change once it is committed: live events for open pages and the desktop app
 * (ticket.created, ticket.updated, ticket.message, counts.updated with scope "tickets"), in-app
 * notifications and e-mails to the other side in the reader's language. None of it can fail the change.
 */
export function ticketEvents(app: FastifyInstance) {
  const notifications = notificationsService(app);
  const staffLink = (t: TicketRow) => `/admin/ticket_details/${t.id}`;
  const customerLink = (t: TicketRow) => `/ticket_details/${t.id}`;
  const url = (path: string) => `${app.config.publicUrl}${path}`;

  const live = (t: TicketRow, type: string, extra: Record<string, unknown> = {}) => {
    const event = { type, ticket_id: t.id, status: t.status, subject: t.subject, ...extra };
    app.realtime.publishToStaff(event, 'tickets');
    app.realtime.publish(t.user_id, event);
    const counts = { type: 'counts.updated', scope: 'tickets' };
    app.realtime.publishToStaff(counts, 'tickets');
    app.realtime.publish(t.user_id, counts);
  };

  const mail = (to: string, language: string | null | undefined, m: PhraseMail) =>
    mailPhrases(app, to, language, m, 'ticket e-mail');

  const toStaff = async (
    t: TicketRow,
    type: string,
    subjectKey: string,
    bodyKey: string,
    params: Record<string, Phrase>,
  ) => {
    const title = phrase(subjectKey, params);
    const message = phrase(bodyKey, params);
    await notifications.create({ inbox: 'staff', desk: 'tickets', type, title, message, link: staffLink(t) });
    const flags = await app.settings.get('notifications');
    if (!flags.email_on_new_ticket) return;
    // The assignee hears of their ticket even when the shared list does not include them.
    const recipients = new Set(flags.staff_emails);
    if (t.a_email) recipients.add(t.a_email);
    const languageOf = await staffLanguages(app, recipients);
    for (const to of recipients)
      mail(to, languageOf(to), {
        subject: title,
        name: phrase('orders.team'),
        lines: [message, phrase('support.open_link', { url: url(staffLink(t)) })],
      });
  };

  return {
    async created(t: TicketRow): Promise<void> {
      live(t, 'ticket.created', { user_id: t.user_id });
      const params = { id: t.id, customer: customerName(t), subject: t.subject, message: t.message };
      await toStaff(t, 'ticket.created', 'support.new_ticket_subject', 'support.new_ticket_body', params);
    },

    async message(t: TicketRow, m: { id: number; fromStaff: boolean; sender: string; text: string }) {
      live(t, 'ticket.message', {
        message_id: m.id,
        from_staff: m.fromStaff,
        sender: m.sender,
        text: cutText(m.text, 200),
      });
      const params = { id: t.id, sender: m.sender, subject: t.subject, message: m.text };
      if (!m.fromStaff) {
        await toStaff(t, 'ticket.message', 'support.reply_subject', 'support.reply_body', params);
        return;
      }
      const title = phrase('support.reply_subject', params);
      const message = phrase('support.reply_body', params);
      await pushOf(app).notify(t.user_id, {
        title: render(title, t.u_language),
        body: cutText(m.text, 200),
        url: customerLink(t),
        tag: `ticket-${t.id}`,
      });
      await notifications.create({
        inbox: { userId: t.user_id },
        type: 'ticket.message',
        title,
        message,
        link: customerLink(t),
      });
      if (!t.u_email || !(await app.settings.get('notifications')).email_on_new_message) return;
      mail(t.u_email, t.u_language, {
        subject: title,
        name: customerName(t),
        lines: [message, phrase('support.open_link', { url: url(customerLink(t)) })],
      });
    },

    updated(t: TicketRow): void {
      live(t, 'ticket.updated', { priority: t.priority, assigned_to: t.assigned_to });
    },

    /** The new assignee is told in the app and by e-mail. */
    async assigned(t: TicketRow, actor: string): Promise<void> {
      if (!t.assigned_to) return;
      const params = { id: t.id, subject: t.subject, actor };
      const title = phrase('support.assigned_subject', params);
      const message = phrase('support.assigned_body', params);
      await notifications.create({
        inbox: { userId: t.assigned_to },
        type: 'ticket.assigned',
        title,
        message,
        link: staffLink(t),
      });
      if (t.a_email)
        mail(t.a_email, t.a_language, {
          subject: title,
          name: t.a_firstname || t.a_username || phrase('orders.team'),
          lines: [message, phrase('support.open_link', { url: url(staffLink(t)) })],
        });
    },

    deleted(t: TicketRow): void {
      live(t, 'ticket.deleted');
    },
  };
}
