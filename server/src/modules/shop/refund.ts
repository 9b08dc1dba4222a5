import type { ShopPaymentMethod } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { paymentsService } from '../payments/service.js';
import { PROVIDER_OF } from './payment.js';
import type { OrderRow } from './repo.js';

/**
 * What happened to the money of a cancelled paid order, stored as a code the screens put into the reader's
 * words: `refund_due:pending` while the refund is being asked for, `refunded:<provider's refund id>`,
 * `refund_due:manual` (bank transfer, or a provider without a refund API) or `refund_due:failed` (the
 * provider refused or could not be reached): the last two tell staff to refund by hand.
 */
export const REFUND_PENDING = 'refund_due:pending';

/**
 * Asks the order's provider to give the whole payment back. Runs only for the request whose guarded cancel
 * won, and the provider's idempotency key is the order's, so a payment is refunded at most once.
 */
export async function refundShopOrder(app: FastifyInstance, row: OrderRow): Promise<string> {
  const method = PROVIDER_OF[row.payment_method as ShopPaymentMethod];
  let note = 'refund_due:manual';
  if (method && row.txn_id) {
    const provider = await paymentsService(app).provider(method);
    if (provider.refund && provider.configured()) {
      try {
        const ref = await provider.refund({
          paymentRef: row.txn_id,
          amount: Number(row.total),
          currency: row.currency,
          key: `shop-refund-${row.id}`,
        });
        note = `refunded:${ref}`.slice(0, 500);
      } catch (err) {
        app.log.error({ err, order: row.id, method }, 'shop order refund failed; staff must refund by hand');
        note = 'refund_due:failed';
      }
    }
  }
  await app
    .db('shop_orders')
    .where({ id: row.id, refund_note: REFUND_PENDING })
    .update({ refund_note: note, updated_at: new Date() });
  return note;
}
