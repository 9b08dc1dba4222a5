import type { FastifyInstance } from 'fastify';
import { joined, type Phrase, phrase, render, shopPhrase } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import { autoReasonCode } from './pdf-texts.js';

/** Why an order was cancelled and what happens to the money; the portal's own reasons are translated. */
function cancelDetails(row: { cancel_reason: string | null; refund_note: string | null }): Phrase[] {
  const lines: Phrase[] = [];
  if (row.cancel_reason) {
    const code = autoReasonCode(row.cancel_reason);
    const reason = code ? shopPhrase(`order.auto_reason.${code}`) : row.cancel_reason;
    lines.push(joined([shopPhrase('order.cancel_reason'), reason], ': '));
  }
  if (row.refund_note) lines.push(shopPhrase('order.refund.due_customer'));
  return lines;
}

/** The estimated delivery date entered on shipping, as a date in the reader's language. */
function etaLine(eta: number | string | null, language: string | null): Phrase[] {
  const ms = Number(eta);
  if (!eta || !Number.isFinite(ms)) return [];
  let date: string;
  try {
    date = new Intl.DateTimeFormat(language || 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
  } catch {
    date = new Date(ms).toISOString().slice(0, 10);
  }
  return [joined([shopPhrase('order.eta'), date], ': ')];
}

/**
 * What follows a change of a shop order's state: a live update of the customer's order page and of the staff
 * menu's pending count, an in-app notification and an e-mail to the customer in their language. Never fails
 * the change that caused it.
 */
export async function afterOrderChange(app: FastifyInstance, orderId: number, status: string): Promise<void> {
  try {
    const row = await app
      .db('shop_orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .where('o.id', orderId)
      .first(
        'o.id',
        'o.user_id',
        'o.invoice_no',
        'o.parcel_tracking_number',
        'o.estimated_delivery_date',
        'o.cancel_reason',
        'o.hold_reason',
        'o.refund_note',
        'u.email',
        'u.firstname',
        'u.language',
      );
    if (!row) return;
    const event = { type: 'shop_order.updated', order_id: row.id, invoice_no: row.invoice_no, status };
    app.realtime.publish(row.user_id, event);
    app.realtime.publishToStaff(event);
    if (status === 'initiated') return;
    const link = `/shop/order/${row.invoice_no}`;
    // The status in the subject too, so an inbox does not show the same line for every step.
    const title = phrase('shop_email.subject', {
      invoice: row.invoice_no,
      status: shopPhrase(`order_status.${status}`),
    });
    const statusLine = phrase(`shop_email.status_${status}`, { tracking: row.parcel_tracking_number ?? '' });
    const line =
      status === 'cancelled'
        ? joined([statusLine, ...cancelDetails(row)], '\n')
        : status === 'shipped'
          ? joined([statusLine, ...etaLine(row.estimated_delivery_date, row.language)], '\n')
          : status === 'on_hold' && row.hold_reason
            ? joined([statusLine, joined([shopPhrase('order.hold_reason'), row.hold_reason], ': ')], '\n')
            : statusLine;
    await notificationsService(app).create({
      inbox: { userId: row.user_id },
      type: 'shop_order',
      title,
      message: line,
      link,
    });
    const site = (await app.settings.all()).site_title;
    const say = (p: Phrase) => render(p, row.language);
    await app.mailer.send({
      to: row.email,
      language: row.language,
      subject: say(title),
      text: [
        say(phrase('email.greeting', { name: row.firstname })),
        say(line),
        say(phrase('shop_email.link', { url: `${app.config.publicUrl.replace(/\/$/, '')}${link}` })),
        say(phrase('email.signature', { site })),
      ].join('\n\n'),
    });
  } catch (err) {
    app.log.warn({ err, orderId }, 'shop order follow-ups not sent');
  }
}
