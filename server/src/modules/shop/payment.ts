import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BankTransfer, PaymentMethod, ShopPaymentMethod, ShopSettings } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { withTransaction } from '../credits/ledger.js';
import type { PaymentEvent } from '../payments/provider.js';
import type { EventOutcome } from '../payments/service.js';
import { detailOf, refundPayment } from '../payments/refund.js';
import { bankUnready } from '../payments/providers/bank.js';
import { paymentsService } from '../payments/service.js';
import { afterOrderChange } from './events.js';
import { issueShopInvoice } from './invoice.js';
import { REFUND_PENDING, refundShopOrder } from './refund.js';
import type { OrderRow } from './repo.js';

/**
 * Paying shop orders with the payment providers of the payments module. Bank transfer gives instructions
 * and waits for staff; every other method goes through its provider's hosted checkout (as credit purchases
 * do), tagged as a shop payment so its notifications settle the order and never a credit invoice.
 */
export const PROVIDER_OF: Partial<Record<ShopPaymentMethod, PaymentMethod>> = {
  stripe: 'stripe',
  paypal: 'paypal',
  payfast: 'payfast',
  square: 'square',
  crypto: 'coinbase',
};
/** The providers a customer can come back from to a shop order. */
export const SHOP_PROVIDERS = ['stripe', 'paypal', 'payfast', 'square', 'coinbase'] as const;
const FLAG_OF: Record<ShopPaymentMethod, keyof ShopSettings> = {
  bank: 'bank_payment',
  stripe: 'stripe_payment',
  paypal: 'paypal_payment',
  payfast: 'payfast_payment',
  square: 'square_payment',
  crypto: 'crypto_payment',
};

/** The key of a shop order's return address: only whoever was sent to the provider holds it. */
export const shopReturnKey = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`shop-return:${orderId}`).digest('base64url').slice(0, 24);
export function isShopReturnKey(secret: string, orderId: number, key: unknown): boolean {
  if (typeof key !== 'string' || key.length !== 24) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(shopReturnKey(secret, orderId)));
}

/** Methods switched on in the shop settings that this server can take. */
export async function shopPaymentMethods(
  app: FastifyInstance,
  shop: ShopSettings,
): Promise<ShopPaymentMethod[]> {
  const payments = paymentsService(app);
  const currency = (await app.settings.all()).currency.toUpperCase();
  const usable: ShopPaymentMethod[] = [];
  for (const m of Object.keys(FLAG_OF) as ShopPaymentMethod[]) {
    if (shop[FLAG_OF[m]] !== true) continue;
    // PayFast takes rand only: offered only to a shop that sells in rand.
    if (m === 'payfast' && currency !== 'ZAR') continue;
    const p = PROVIDER_OF[m];
    if (m === 'bank' ? !(await bankUnready(app)) : p && (await payments.provider(p)).configured())
      usable.push(m);
  }
  return usable;
}

export type ShopNext =
  | { type: 'redirect'; redirect_url: string }
  | { type: 'form'; form: { action: string; fields: Record<string, string> } }
  | { type: 'instructions'; instructions: Record<string, string | number> };

/** The seller's bank account and the order's reference, for a customer paying by bank transfer. */
export async function bankTransferOf(
  app: FastifyInstance,
  order: { id: number; invoice_no: string; total: number; currency: string },
): Promise<BankTransfer> {
  const b = await app.settings.get('billing');
  return {
    account_holder: b.bank_account_holder || b.seller_name,
    bank_name: b.bank_name,
    iban: b.bank_iban,
    bic: b.bank_bic,
    reference: order.invoice_no || String(order.id),
    amount: order.total,
    currency: order.currency,
  };
}

/** Starts paying a new order; throws when the provider cannot be reached (the caller cancels the order). */
export async function startShopPayment(app: FastifyInstance, order: OrderRow): Promise<ShopNext> {
  const base = app.config.publicUrl.replace(/\/$/, '');
  if (order.payment_method === 'bank')
    return {
      type: 'instructions',
      instructions: await bankTransferOf(app, {
        id: order.id,
        invoice_no: order.invoice_no ?? String(order.id),
        total: Number(order.total),
        currency: order.currency,
      }),
    };
  const method = PROVIDER_OF[order.payment_method as ShopPaymentMethod] as PaymentMethod;
  const provider = await paymentsService(app).provider(method);
  const user = await app.db('users').where({ id: order.user_id }).first();
  const result = await provider.createCheckout(
    {
      id: order.id,
      kind: 'shop',
      total: Number(order.total),
      net: Number(order.net),
      vatAmount: Number(order.vat),
      vatBp: Number(order.vat_bp),
      currency: order.currency,
      itemName: `Order ${order.invoice_no}`,
      email: user?.email ?? '',
      country: user?.country ?? '',
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
    },
    {
      returnUrl: `${base}/api/shop/payments/${method}/return?order=${order.id}&key=${shopReturnKey(app.config.jwtSecret, order.id)}`,
      cancelUrl: `${base}/shop/checkout/cancel/${order.invoice_no}`,
      webhookUrl: `${base}/api/payments/${method}/webhook`,
    },
  );
  await app
    .db('shop_orders')
    .where({ id: order.id })
    .update({ checkout_ref: result.checkoutRef ?? null });
  return result.next as ShopNext;
}

/**
 * Applies a provider's verified word about a shop order: marks it paid exactly once, whatever arrives how
 * often. A payment for an order that was cancelled meanwhile, or of another amount, is logged for staff.
 */
export async function settleShopPayment(
  app: FastifyInstance,
  method: PaymentMethod,
  evt: PaymentEvent,
  source: 'webhook' | 'return',
): Promise<EventOutcome> {
  let row: OrderRow | undefined;
  if (evt.invoiceId) row = await app.db<OrderRow>('shop_orders').where({ id: evt.invoiceId }).first();
  if (!row && evt.checkoutRef)
    row = await app.db<OrderRow>('shop_orders').where({ checkout_ref: evt.checkoutRef }).first();
  if (!row) {
    app.log.warn({ method, ref: evt.providerRef }, 'payment for an unknown shop order');
    return 'unknown_invoice';
  }
  if (!evt.paid) return row.status === 'initiated' ? 'pending' : 'already_paid';
  if (
    (evt.amount !== undefined && evt.amount !== Number(row.total)) ||
    (evt.currency && evt.currency.toUpperCase() !== row.currency.toUpperCase())
  ) {
    app.log.error({ method, ref: evt.providerRef, order: row.id }, 'shop payment of another amount');
    return (await refundExtraPayment(app, row, evt, method, source, 'amount differs'))
      ? 'refunded'
      : 'rejected';
  }
  const seller = await app.settings.get('billing');
  const paidId = row.id;
  // Paid and invoiced in one step: a payment never leaves an order paid without its invoice number.
  const changed = await withTransaction(app.db, async (trx) => {
    const now = new Date();
    const n = await trx('shop_orders')
      .where({ id: paidId, status: 'initiated' })
      .update({ status: 'paid', paid_at: now, txn_id: evt.providerRef, updated_at: now });
    if (n) await issueShopInvoice(trx, paidId, now, seller);
    return n;
  });
  if (!changed) {
    // Read again: a concurrent notice of this very payment may be what just marked the order paid.
    const now = (await app.db<OrderRow>('shop_orders').where({ id: row.id }).first()) ?? row;
    if (now.status === 'cancelled') await refundLatePayment(app, now, evt, method, source);
    else if (now.txn_id !== evt.providerRef && now.paid_at)
      return (await refundExtraPayment(app, now, evt, method, source, 'order already paid'))
        ? 'refunded'
        : 'already_paid';
    return 'already_paid';
  }
  await afterOrderChange(app, row.id, 'paid');
  return 'paid';
}

/**
 * Money that arrives for an order already cancelled (released unpaid, say, while the buyer was still at the
 * provider) goes back at once: the first notice records the payment on the order, guarded so that repeats
 * and racing notices refund it once; a provider without a refund API leaves "refund due" for staff.
 */
async function refundLatePayment(
  app: FastifyInstance,
  row: OrderRow,
  evt: PaymentEvent,
  method: PaymentMethod,
  source: 'webhook' | 'return',
): Promise<void> {
  const claimed = await app
    .db('shop_orders')
    .where({ id: row.id, status: 'cancelled' })
    .whereNull('txn_id')
    .update({ txn_id: evt.providerRef, refund_note: REFUND_PENDING, updated_at: new Date() });
  if (!claimed) return;
  app.log.warn({ method, ref: evt.providerRef, order: row.id, source }, 'payment for a cancelled shop order');
  await refundShopOrder(app, { ...row, txn_id: evt.providerRef });
}

/**
 * A payment the order cannot take (a second one for an order already paid, say by a bank transfer staff
 * recorded, or one of another amount) from the checkout this portal last opened for it goes back through
 * the provider: keyed by the payment, so repeated notices refund it once, and recorded in the audit trail
 * against the order with what happened (refunded, or due by hand). A checkout not provably ours is left alone.
 */
async function refundExtraPayment(
  app: FastifyInstance,
  row: OrderRow,
  evt: PaymentEvent,
  method: PaymentMethod,
  source: 'webhook' | 'return',
  reason: string,
): Promise<boolean> {
  if (!evt.checkoutRef || evt.checkoutRef !== row.checkout_ref || evt.amount === undefined) return false;
  const records = await app
    .db('audit_log')
    .where({ action: 'payment.refund', target_type: 'shop_order', target_id: row.id })
    .select('detail');
  const earlier = records.map((r) => detailOf(r.detail)).find((d) => d.provider_ref === evt.providerRef);
  if (earlier) return Boolean(earlier.refund?.startsWith('refunded:'));
  const refund = await refundPayment(
    app,
    await paymentsService(app).provider(method),
    {
      paymentRef: evt.providerRef,
      amount: evt.amount,
      currency: evt.currency ?? row.currency,
      key: `shop-extra-${evt.providerRef}`,
    },
    { order: row.id },
  );
  app.log.warn(
    { method, ref: evt.providerRef, order: row.id, source, refund },
    `shop payment given back: ${reason}`,
  );
  await audit(app.db, null, 'payment.refund', 'shop_order', row.id, {
    provider: method,
    provider_ref: evt.providerRef,
    checkout_ref: evt.checkoutRef,
    amount: evt.amount,
    reason,
    refund,
    source,
  });
  return refund.startsWith('refunded:');
}

/** The customer is back from the provider: ask it, settle if paid, answer the storefront page to show. */
export async function handleShopReturn(
  app: FastifyInstance,
  method: PaymentMethod,
  orderId: number,
  key: unknown,
): Promise<string> {
  const base = app.config.publicUrl.replace(/\/$/, '');
  if (!isShopReturnKey(app.config.jwtSecret, orderId, key)) return `${base}/shop/orders`;
  const row = await app.db<OrderRow>('shop_orders').where({ id: orderId }).first();
  if (!row) return `${base}/shop/orders`;
  const page = (status: string) => `${base}/shop/checkout/${status}/${row.invoice_no}`;
  if (row.status !== 'initiated') return page(row.status === 'cancelled' ? 'cancel' : 'success');
  const provider = await paymentsService(app).provider(method);
  if (!provider.confirmReturn || PROVIDER_OF[row.payment_method as ShopPaymentMethod] !== method)
    return page('pending');
  try {
    const evt = await provider.confirmReturn({
      invoiceId: orderId,
      checkoutRef: row.checkout_ref,
      invoice: {
        id: row.id,
        kind: 'shop',
        total: Number(row.total),
        net: Number(row.net),
        vatAmount: Number(row.vat),
        vatBp: Number(row.vat_bp),
        currency: row.currency,
        itemName: `Order ${row.invoice_no}`,
        email: '',
        country: '',
        firstname: '',
        lastname: '',
      },
      query: {},
      // A cancelled order's late payment is taken and refunded by settleShopPayment.
      cannotTake: async () => null,
    });
    if (!evt || (evt.invoiceId && evt.invoiceId !== orderId)) return page('pending');
    const outcome = await settleShopPayment(
      app,
      method,
      { ...evt, invoiceId: orderId, kind: 'shop' },
      'return',
    );
    return page(outcome === 'paid' || outcome === 'already_paid' ? 'success' : 'pending');
  } catch (err) {
    app.log.warn({ err, method, orderId }, 'shop payment return could not be confirmed');
    return page('pending');
  }
}
