import { SHOP_REFUND_BY_HAND, type ShopPaymentMethod } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { conflict, msg, notFound } from '../../lib/errors.js';
import { withTransaction } from '../credits/ledger.js';
import { paymentsService } from '../payments/service.js';
import { refundPayment } from '../payments/refund.js';
import { PROVIDER_OF } from './payment.js';
import type { OrderRow } from './repo.js';

/**
 * What happened to the money of a cancelled paid order, stored as a code the screens put into the reader's
 * words: `refund_due:pending` while the refund is being asked for, `refunded:<provider's refund id>`,
 * `refund_due:manual` (bank transfer, or a provider without a refund API) or `refund_due:failed` (the
 * provider refused or could not be reached): the last two tell staff to refund by hand. Once staff have,
 * `refunded:manual` or `refunded:manual:<their reference>` (e.g. the bank transfer's id).
 */
export const REFUND_PENDING = 'refund_due:pending';

/**
 * Asks the order's provider to give the whole payment back. Runs only for the request whose guarded cancel
 * won, and the provider's idempotency key is the order's, so a payment is refunded at most once.
 */
export async function refundShopOrder(app: FastifyInstance, row: OrderRow): Promise<string> {
  const method = PROVIDER_OF[row.payment_method as ShopPaymentMethod];
  const note =
    method && row.txn_id
      ? await refundPayment(
          app,
          await paymentsService(app).provider(method),
          {
            paymentRef: row.txn_id,
            amount: Number(row.total),
            currency: row.currency,
            key: `shop-refund-${row.id}`,
          },
          { order: row.id },
        )
      : 'refund_due:manual';
  await app
    .db('shop_orders')
    .where({ id: row.id, refund_note: REFUND_PENDING })
    .update({ refund_note: note, updated_at: new Date() });
  return note;
}

/**
 * Refunds still being asked for after `olderThanMs` (the server stopped, or failed, between the cancel and the
 * provider's answer) are asked for again. The provider's idempotency key is the order's, so a refund that did
 * go through is only confirmed, never made twice; the note then says what happened, as after a cancel.
 */
export async function retryPendingRefunds(app: FastifyInstance, now = new Date(), olderThanMs = 10 * 60_000) {
  const rows = await app
    .db<OrderRow>('shop_orders')
    .where({ refund_note: REFUND_PENDING })
    .where('updated_at', '<', new Date(now.getTime() - olderThanMs))
    .orderBy('id')
    .limit(50);
  for (const row of rows) {
    try {
      await refundShopOrder(app, row);
    } catch (err) {
      app.log.error({ err, order: row.id }, 'pending shop refund not retried');
    }
  }
  return rows.length;
}

/**
 * Records that staff gave a cancelled order's money back by hand. One guarded update: of two clicks (or two
 * staff members) exactly one changes the note and writes the audit event; the other is told it is done.
 */
export async function markRefundedByHand(
  app: FastifyInstance,
  orderId: number,
  reference: string,
  actorId: number,
): Promise<void> {
  const ref = reference.trim();
  const note = ref ? `refunded:manual:${ref}` : 'refunded:manual';
  const row = await withTransaction(app.db, async (trx) => {
    const r = await trx<OrderRow>('shop_orders').where({ id: orderId }).first();
    if (!r) throw notFound('Order details');
    const n = await trx('shop_orders')
      .where({ id: orderId })
      .whereIn('refund_note', [...SHOP_REFUND_BY_HAND])
      .update({ refund_note: note, updated_at: new Date() });
    if (!n)
      throw conflict(
        r.refund_note?.startsWith('refunded:')
          ? msg('This order has already been refunded.')
          : msg('No refund is due on this order.'),
      );
    await audit(trx, actorId, 'shop_order.refund_manual', 'shop_order', orderId, {
      invoice_no: r.invoice_no,
      reference: ref,
      was: r.refund_note,
    });
    return r;
  });
  const event = {
    type: 'shop_order.updated',
    order_id: row.id,
    invoice_no: row.invoice_no,
    status: row.status,
  };
  app.realtime.publish(row.user_id, event);
  app.realtime.publishToStaff(event);
}
