import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import { notificationsService } from '../notifications/service.js';
import { shopWords } from './pdf-texts.js';

/** Why an order was cancelled and what happens to the money, in the customer's language. */
function cancelDetails(row: {
  language: string | null;
  cancel_reason: string | null;
  refund_note: string | null;
}) {
  const w = shopWords(row.language);
  const lines: string[] = [];
  if (row.cancel_reason) lines.push(`${w.t('order.cancel_reason')}: ${w.reason(row.cancel_reason)}`);
  if (row.refund_note) lines.push(w.t('order.refund.due_customer'));
  return lines;
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
        'o.cancel_reason',
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
    const t = translator(row.language);
    const link = `/shop/order/${row.invoice_no}`;
    const title = t('shop_email.subject', { invoice: row.invoice_no });
    let line = t(`shop_email.status_${status}`, { tracking: row.parcel_tracking_number ?? '' });
    if (status === 'cancelled') line = [line, ...cancelDetails(row)].join('\n');
    await notificationsService(app).create({
      inbox: { userId: row.user_id },
      type: 'shop_order',
      title,
      message: line,
      link,
    });
    const site = (await app.settings.all()).site_title;
    await app.mailer.send({
      to: row.email,
      subject: title,
      text: [
        t('email.greeting', { name: row.firstname }),
        line,
        t('shop_email.link', { url: `${app.config.publicUrl.replace(/\/$/, '')}${link}` }),
        t('email.signature', { site }),
      ].join('\n\n'),
    });
  } catch (err) {
    app.log.warn({ err, orderId }, 'shop order follow-ups not sent');
  }
}
