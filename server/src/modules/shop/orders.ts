import type { ShopOrder, ShopOrderQuery } from '@portal/contracts';
import { canShopTransition, SHOP_ACTION_TARGET, type ShopAction, type ShopState } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';
import { badRequest, httpError, notFound } from '../../lib/errors.js';
import { withTransaction } from '../credits/ledger.js';
import { afterOrderChange } from './events.js';
import { REFUND_PENDING, refundShopOrder } from './refund.js';
import { shopSettings } from './settings.js';

/**
 * Reasons of cancellations made by the portal itself, stored as codes that every reader sees in their own
 * language (screens, e-mails and the invoice PDF translate them).
 */
export const AUTO_REASON = {
  unpaid: 'auto:unpaid',
  bankExpired: 'auto:bank_expired',
  paymentNotStarted: 'auto:payment_not_started',
} as const;
import { ORDER_COLUMNS, type OrderRow, ordersFrom, pageOfRows, toInvoiceVat, toOrder } from './repo.js';
import { sellerOf } from '../credits/repo.js';
import { issueShopInvoice } from './invoice.js';

const SORTS = { created_at: 'o.created_at', total: 'o.total', status: 'o.status' };
export type Viewer = { userId: number } | 'staff';

// The state is shown beside the message on every page, so the sentence need not name it.
const illegal = (_from: string) =>
  httpError(409, 'INVALID_TRANSITION', "This step is not possible in the order's current state.");

/**
 * Puts the stock of an order back and gives its coupon use back; once per order (stock_held guards it).
 * Runs inside the cancelling transaction.
 */
async function releaseStock(trx: Knex.Transaction, row: OrderRow): Promise<void> {
  const released = await trx('shop_orders')
    .where({ id: row.id, stock_held: true })
    .update({ stock_held: false });
  if (!released) return;
  for (const line of parseJson<{ product_id: number; quantity: number }[]>(row.items, [])) {
    await trx('shop_products').where({ id: line.product_id }).increment('inventory', line.quantity);
  }
  if (row.coupon_id)
    await trx('shop_coupons')
      .where({ id: row.coupon_id })
      .where('used_count', '>', 0)
      .decrement('used_count', 1);
}

export function ordersService(app: FastifyInstance) {
  const db = app.db;

  async function rowOf(where: Record<string, unknown>, viewer: Viewer): Promise<OrderRow> {
    const q = ordersFrom(db).where(where);
    if (viewer !== 'staff') q.where('o.user_id', viewer.userId);
    const row = (await q.first(ORDER_COLUMNS)) as OrderRow | undefined;
    if (!row) throw notFound('Order details');
    return row;
  }
  const one = async (where: Record<string, unknown>, viewer: Viewer): Promise<ShopOrder> =>
    toOrder(await rowOf(where, viewer));

  /**
   * Changes state with a guarded update, so two staff members clicking at once change it once; `also` runs
   * in the same transaction once the change is made.
   */
  async function transition(
    orderId: number,
    action: ShopAction,
    patch: Record<string, unknown> = {},
    also?: (trx: Knex.Transaction) => Promise<unknown>,
  ) {
    const to = SHOP_ACTION_TARGET[action];
    await withTransaction(db, async (trx) => {
      const row = await trx<OrderRow>('shop_orders').where({ id: orderId }).first();
      if (!row) throw notFound('Order details');
      if (!canShopTransition(row.status as ShopState, action)) throw illegal(row.status);
      const n = await trx('shop_orders')
        .where({ id: orderId, status: row.status })
        .update({ ...patch, status: to, updated_at: new Date() });
      if (!n) throw illegal(row.status);
      if (action === 'cancel') await releaseStock(trx, row);
      await also?.(trx);
    });
    await afterOrderChange(app, orderId, to);
    return one({ 'o.id': orderId }, 'staff');
  }

  return {
    byId: (id: number, viewer: Viewer) => one({ 'o.id': id }, viewer),
    byInvoice: (invoiceNo: string, viewer: Viewer) => one({ 'o.invoice_no': invoiceNo }, viewer),
    /** An order with the VAT facts only its invoice prints, read in the same row. */
    async forInvoice(invoiceNo: string, viewer: Viewer) {
      const row = await rowOf({ 'o.invoice_no': invoiceNo }, viewer);
      return { order: toOrder(row), vat: toInvoiceVat(row), seller: sellerOf(row) };
    },

    async list(q: ShopOrderQuery, viewer: Viewer) {
      await this.expireUnpaid();
      const query = ordersFrom(db);
      if (viewer !== 'staff') query.where('o.user_id', viewer.userId);
      if (q.status) query.where('o.status', q.status);
      // Staff look orders up by the order number or by the number of the invoice it was paid with.
      const wanted = q.invoice_no;
      if (wanted) query.where((w) => w.where('o.invoice_no', wanted).orWhere('o.issued_invoice_no', wanted));
      const order = q.sort_order ?? 'desc';
      const p = await pageOfRows<OrderRow>(
        query,
        q,
        ORDER_COLUMNS,
        [
          { column: SORTS[(q.sort_by ?? 'created_at') as keyof typeof SORTS], order },
          { column: 'o.id', order },
        ],
        20,
      );
      return {
        status: 'success' as const,
        items: p.rows.map(toOrder),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },

    async markPaid(id: number, paymentMethod: string, txnId: string) {
      const seller = await app.settings.get('billing');
      const paidAt = new Date();
      return transition(
        id,
        'mark_as_paid',
        { payment_method: paymentMethod, txn_id: txnId, paid_at: paidAt },
        (trx) => issueShopInvoice(trx, id, paidAt, seller),
      );
    },
    markProcessing: (id: number) => transition(id, 'mark_as_processing'),
    markOnHold: (id: number, reason: string) => {
      if (!reason.trim())
        throw badRequest('No reason provided. Please say why the order is on hold.', 'reason');
      return transition(id, 'mark_as_on_hold', { hold_reason: reason.trim() });
    },
    /** The customer is shown both: a blank number or a delivery before the order was placed tells them nothing. */
    async markShipped(id: number, tracking: string, eta: number) {
      if (!tracking.trim())
        throw badRequest('Please enter the parcel tracking number.', 'parcel_tracking_number');
      const placed = await db<OrderRow>('shop_orders').where({ id }).first('created_at');
      const at = placed ? new Date(toIso(placed.created_at) ?? 0) : null;
      // The start of that day in UTC: staff pick a day in their own time zone, sent as its end.
      if (at && eta < Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
        throw badRequest(
          'The estimated delivery date cannot be before the day the order was placed.',
          'estimated_delivery_date',
        );
      return transition(id, 'mark_as_shipped', {
        parcel_tracking_number: tracking.trim(),
        estimated_delivery_date: eta,
      });
    },
    markCompleted: (id: number) => transition(id, 'mark_as_completed'),
    /**
     * Cancels in one guarded step (stock and coupon use go back); a paid order's money is then refunded at
     * its provider by the one request that cancelled it, or marked for staff to refund by hand.
     */
    async cancel(id: number, reason: string) {
      if (!reason.trim())
        throw badRequest('No reason provided. Please say why the order is cancelled.', 'reason');
      const row = await withTransaction(db, async (trx) => {
        const r = await trx<OrderRow>('shop_orders').where({ id }).first();
        if (!r) throw notFound('Order details');
        if (!canShopTransition(r.status as ShopState, 'cancel')) throw illegal(r.status);
        const n = await trx('shop_orders')
          .where({ id, status: r.status })
          .update({
            status: 'cancelled',
            cancel_reason: reason.trim(),
            refund_note: r.status === 'initiated' ? null : REFUND_PENDING,
            updated_at: new Date(),
          });
        if (!n) throw illegal(r.status);
        await releaseStock(trx, r);
        return r;
      });
      // The refund is asked for first, so the customer's message can already say the money goes back.
      if (row.status !== 'initiated') await refundShopOrder(app, row);
      await afterOrderChange(app, id, 'cancelled');
      return one({ 'o.id': id }, 'staff');
    },
    /**
     * Releases unpaid orders: those paid through a provider once their reservation has run out, bank
     * transfers once the shop's days for them have passed. Stock and coupon uses go back; each order is
     * cancelled by one guarded update, so runs racing each other (or a payment) release it once. Run by the
     * scheduled job and before checkouts and lists, so a late job never keeps stock locked.
     */
    async expireUnpaid(now = new Date()): Promise<number> {
      const { bank_transfer_days: days } = await shopSettings(app).get();
      const bankBefore = new Date(now.getTime() - days * 86_400_000);
      let released = 0;
      for (let batch = 0; batch < 20; batch += 1) {
        const due = await db<OrderRow>('shop_orders')
          .where({ status: 'initiated', stock_held: true })
          .where((w) =>
            w
              .where((card) => card.whereNot({ payment_method: 'bank' }).where('reserved_until', '<', now))
              .orWhere((bank) => bank.where({ payment_method: 'bank' }).where('created_at', '<', bankBefore)),
          )
          .orderBy('id')
          .limit(50);
        if (!due.length) break;
        for (const row of due) {
          const reason = row.payment_method === 'bank' ? AUTO_REASON.bankExpired : AUTO_REASON.unpaid;
          const won = await withTransaction(db, async (trx) => {
            const n = await trx('shop_orders')
              .where({ id: row.id, status: 'initiated' })
              .update({ status: 'cancelled', cancel_reason: reason, updated_at: now });
            if (n) await releaseStock(trx, row);
            return n > 0;
          });
          if (won) {
            released += 1;
            await afterOrderChange(app, row.id, 'cancelled');
          }
        }
        if (due.length < 50) break;
      }
      return released;
    },
    releaseStock,
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
export { releaseStock };
