import type { PaymentMethod } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import type { InvoiceRow } from '../credits/repo.js';
import { withTransaction } from '../credits/ledger.js';
import type { PaymentClaim, PaymentEvent } from './provider.js';
import { detailOf, ourCheckout } from './refund.js';

const RECORD = 'payment.not_taken';

/**
 * Why a credit invoice cannot take approved money now, as settleInvoice would refuse it: paid by another
 * payment, deleted, or re-priced since its checkout opened. Null: take it. An invoice this very payment paid
 * (a racing approval captured it first) answers null, as the provider captures an order once. Shop orders
 * settle or refund their own payments (shop/payment.ts); a claim naming no invoice is left to the settling.
 */
export async function cannotTake(
  db: Knex,
  method: PaymentMethod,
  claim: PaymentClaim,
): Promise<string | null> {
  if (claim.kind === 'shop' || !claim.invoiceId) return null;
  const row = await db<InvoiceRow>('credit_invoices').where({ id: claim.invoiceId }).first();
  if (!row) return 'invoice deleted';
  if (row.status === 'paid') {
    const own = await db('payments')
      .where({ provider: method, provider_ref: claim.providerRef.slice(0, 190) })
      .first('id');
    return own ? null : 'invoice already paid';
  }
  const currency = (claim.currency ?? '').toUpperCase();
  if (claim.amount !== Number(row.total) || currency !== row.currency) return 'invoice changed';
  return null;
}

const recordsOf = async (db: Knex | Knex.Transaction, invoiceId: number, method: string) =>
  (
    await db('audit_log')
      .where({ action: RECORD, target_type: 'credit_invoice', target_id: invoiceId })
      .select('detail')
  )
    .map((r) => detailOf(r.detail))
    .filter((d) => d.provider === method);

/**
 * Records in the audit log, once per payment however many approvals race, that approved money was left
 * untaken, against the invoice whose checkout it provably is (as refunds are, refund.ts).
 */
export async function recordNotTaken(
  app: FastifyInstance,
  method: PaymentMethod,
  evt: PaymentEvent,
  source: 'webhook' | 'return',
): Promise<void> {
  const log = { method, ref: evt.providerRef, invoice: evt.invoiceId, source, reason: evt.notTaken };
  const anchor = await ourCheckout(app.db, method, evt);
  if (!anchor) {
    app.log.warn(log, 'approved payment of a checkout not ours left untaken');
    return;
  }
  await withTransaction(app.db, async (trx) => {
    // Racing approvals queue on the row that proved the checkout ours, so the record is written once.
    await forUpdate(trx, trx(anchor.table).where({ id: anchor.id }).first('id'));
    const seen = await recordsOf(trx, anchor.invoiceId, method);
    if (seen.some((d) => d.provider_ref === evt.providerRef)) return;
    await audit(trx, null, RECORD, 'credit_invoice', anchor.invoiceId, {
      provider: method,
      provider_ref: evt.providerRef,
      checkout_ref: evt.checkoutRef,
      amount: evt.amount,
      currency: evt.currency,
      source,
      reason: evt.notTaken,
    });
  });
  app.log.warn(log, 'approved payment for an invoice that could not take it left untaken');
}

/** Whether one of `refs` (the provider's ids a return brings along) names money of the invoice left untaken. */
export async function notTakenPayment(
  db: Knex,
  invoiceId: number,
  method: PaymentMethod,
  refs: string[],
): Promise<boolean> {
  if (!refs.length) return false;
  return (await recordsOf(db, invoiceId, method)).some((d) =>
    refs.some((ref) => ref === d.provider_ref || ref === d.checkout_ref),
  );
}
