import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { withTransaction } from '../credits/ledger.js';
import type { PaymentEvent, PaymentProvider, RefundRequest } from './provider.js';

/**
 * Asks a provider to give a payment back. `req.key` is the provider's idempotency key, so asking again
 * (a repeated notification, a racing request) refunds at most once. Answers what happened in the codes the
 * shop stores on orders (shop/refund.ts): `refunded:<provider's refund id>`, `refund_due:manual` (no refund
 * API, or no keys) or `refund_due:failed` (refused or unreachable); the last two leave it to staff.
 */
export async function refundPayment(
  app: FastifyInstance,
  provider: PaymentProvider | undefined,
  req: RefundRequest,
  context: Record<string, unknown>,
): Promise<string> {
  if (!provider?.refund || !provider.configured()) return 'refund_due:manual';
  try {
    return `refunded:${await provider.refund(req)}`.slice(0, 500);
  } catch (err) {
    app.log.error({ err, ...context, method: provider.name }, 'refund failed; staff must refund by hand');
    return 'refund_due:failed';
  }
}

const RECORD = 'payment.refund';

interface RefundRecord {
  provider?: string;
  provider_ref?: string;
  refund?: string;
  checkout_ref?: string | null;
}
export const detailOf = (text: unknown): RefundRecord => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) ?? {}) : {};
  } catch {
    return {};
  }
};

/**
 * The row that proves the checkout the event names was opened by this portal for that invoice: the record
 * of the checkout (payments/service.ts keeps every one), else the invoice while it names that checkout, else
 * the record of its deletion that does (checkouts opened before the records were kept). Anything else
 * (another site on the same provider account reusing our invoice numbers, say) is not ours to refund.
 */
export async function ourCheckout(
  db: Knex,
  method: PaymentMethod,
  evt: Pick<PaymentEvent, 'invoiceId' | 'checkoutRef'>,
) {
  const invoiceId = evt.invoiceId;
  if (!invoiceId || !evt.checkoutRef) return null;
  const opened = await db('credit_checkouts')
    .where({ invoice_id: invoiceId, provider: method, checkout_ref: evt.checkoutRef })
    .first('id');
  if (opened) return { table: 'credit_checkouts', id: Number(opened.id), invoiceId };
  const row = await db('credit_invoices').where({ id: invoiceId }).first('id', 'checkout_ref');
  if (row)
    return row.checkout_ref === evt.checkoutRef ? { table: 'credit_invoices', id: row.id, invoiceId } : null;
  const deleted = await db('audit_log')
    .where({ action: 'invoice.delete', target_type: 'credit_invoice', target_id: invoiceId })
    .select('id', 'detail');
  const hit = deleted.find((r) => detailOf(r.detail).checkout_ref === evt.checkoutRef);
  return hit ? { table: 'audit_log', id: Number(hit.id), invoiceId } : null;
}

const recordsOf = async (db: Knex | Knex.Transaction, invoiceId: number, method: string, ref: string) =>
  (
    await db('audit_log')
      .where({ action: RECORD, target_type: 'credit_invoice', target_id: invoiceId })
      .select('detail')
  )
    .map((r) => detailOf(r.detail))
    .filter((d) => d.provider === method && d.provider_ref === ref);

/**
 * Whether one of `refs` (the provider's ids a return brings along) names a payment of the invoice that went
 * back through the provider, so the customer's page can say so rather than "paid" or "cancelled".
 */
export async function refundedPayment(
  db: Knex,
  invoiceId: number,
  method: PaymentMethod,
  refs: string[],
): Promise<boolean> {
  if (!refs.length) return false;
  const records = await db('audit_log')
    .where({ action: RECORD, target_type: 'credit_invoice', target_id: invoiceId })
    .select('detail');
  return records
    .map((r) => detailOf(r.detail))
    .some(
      (d) =>
        d.provider === method &&
        d.refund?.startsWith('refunded:') &&
        refs.some((ref) => ref === d.provider_ref || ref === d.checkout_ref),
    );
}

/**
 * Money that arrived for a credit invoice it cannot settle (deleted meanwhile, its amount or currency
 * changed while the customer was at the provider, or already paid by another payment) goes back at once, as
 * the shop does for cancelled orders.
 * Keyed by the payment, so repeated and racing notices refund it once; recorded in the audit log against
 * the invoice. Answers the outcome code, or null when the payment cannot be shown to be ours.
 */
export async function refundUnappliedPayment(
  app: FastifyInstance,
  method: PaymentMethod,
  provider: PaymentProvider,
  evt: PaymentEvent,
  source: 'webhook' | 'return',
  reason: string,
): Promise<string | null> {
  const anchor = await ourCheckout(app.db, method, evt);
  if (!anchor) return null;
  const done = (await recordsOf(app.db, anchor.invoiceId, method, evt.providerRef)).find((d) =>
    d.refund?.startsWith('refunded:'),
  );
  if (done?.refund) return done.refund;
  const amount = evt.amount ?? Number.NaN;
  const currency = (evt.currency ?? '').toUpperCase();
  // A notice without the amount paid cannot be refunded safely by machine.
  const note =
    Number.isSafeInteger(amount) && amount > 0 && currency
      ? await refundPayment(
          app,
          provider,
          {
            paymentRef: evt.providerRef,
            amount,
            currency,
            // Short enough for every provider (Square takes 45 characters), one per payment.
            key: `credit-refund-${createHash('sha256').update(`${method}:${evt.providerRef}`).digest('hex').slice(0, 24)}`,
          },
          { invoice: anchor.invoiceId, ref: evt.providerRef },
        )
      : 'refund_due:manual';
  await withTransaction(app.db, async (trx) => {
    // Racing notices queue on the row that proved the checkout ours, so the outcome is recorded once.
    await forUpdate(trx, trx(anchor.table).where({ id: anchor.id }).first('id'));
    const seen = await recordsOf(trx, anchor.invoiceId, method, evt.providerRef);
    if (seen.some((d) => d.refund === note)) return;
    await audit(trx, null, RECORD, 'credit_invoice', anchor.invoiceId, {
      provider: method,
      provider_ref: evt.providerRef,
      checkout_ref: evt.checkoutRef,
      amount,
      currency,
      source,
      reason,
      refund: note,
    });
  });
  const log = { method, ref: evt.providerRef, invoice: anchor.invoiceId, source, reason, refund: note };
  if (note.startsWith('refunded:')) app.log.warn(log, 'payment that cannot settle its invoice refunded');
  else app.log.error(log, 'payment that cannot settle its invoice must be refunded by hand');
  return note;
}
