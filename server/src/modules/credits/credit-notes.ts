import type { CreditInvoice } from '@portal/contracts';
import { formatCredits, formatMoney } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { conflict, httpError, notFound } from '../../lib/errors.js';
import { creditsPhrase, moneyPhrase, phrase } from '../notifications/phrases.js';
import { debitAgentBalance } from './agent-ledger.js';
import { allocateInvoiceNo, CREDIT_NOTE_SERIES, notifyCredits, tellInvoiceHolder } from './invoices.js';
import { debit, withTransaction } from './ledger.js';
import { creditNoteReason } from './reasons.js';
import { findInvoice, type InvoiceRow } from './repo.js';

/**
 * Corrects a paid invoice with a credit note of the whole invoice: a row of its own number (CN- series) with
 * the invoice's line, net, VAT and gross negated, and the credits (or balance) the invoice added taken back,
 * all in one transaction. The invoice row is locked first and the note's `credit_of` is unique, so two
 * requests at once make one note; the customer's balance row is locked by the ledger, so an order reserving
 * credits at the same moment either comes first (and the note is refused) or finds the credits gone.
 */
export async function issueCreditNote(
  app: FastifyInstance,
  invoiceId: number,
  reasonText: string,
  actorId: number,
): Promise<CreditInvoice> {
  const reason = reasonText.trim().slice(0, 255);
  const site = await app.settings.all();
  const made = await withTransaction(app.db, async (trx) => {
    const row = await forUpdate(trx, trx<InvoiceRow>('credit_invoices').where({ id: invoiceId })).first();
    if (!row) throw notFound('Invoice');
    if (row.credit_of) throw conflict('A credit note cannot itself be credited.');
    if (row.status !== 'paid' || !row.invoice_no) {
      throw conflict('Only a paid invoice can be corrected with a credit note.');
    }
    if (row.credited_by) throw conflict('This invoice has already been credited.');
    const now = new Date();
    const number = await allocateInvoiceNo(trx, now, CREDIT_NOTE_SERIES);
    const [inserted] = await trx('credit_invoices').insert({
      user_id: row.user_id,
      kind: row.kind,
      item_name: row.item_name,
      count: -Number(row.count),
      amount: -Number(row.amount),
      vat_bp: row.vat_bp,
      vat: -Number(row.vat),
      total: -Number(row.total),
      currency: row.currency,
      reverse_charge: row.reverse_charge,
      status: 'paid',
      invoice_no: number,
      payment_method: row.payment_method,
      paid_at: now,
      // The parties as the invoice printed them: the note corrects that document.
      buyer: row.buyer,
      seller: row.seller ?? null,
      created_by: actorId,
      credit_of: row.id,
      credit_reason: reason,
      created_at: now,
      updated_at: now,
    });
    const noteId = Number(inserted);
    const marked = await trx('credit_invoices')
      .where({ id: row.id })
      .whereNull('credited_by')
      .update({ credited_by: noteId, updated_at: now });
    if (marked !== 1) throw conflict('This invoice has already been credited.');
    const movement = {
      userId: row.user_id,
      refType: 'credit_note',
      refId: noteId,
      reason: creditNoteReason(number),
      actorId,
    };
    if (row.kind === 'credits' && Number(row.count) > 0) {
      const count = Number(row.count);
      // Only credits nobody has reserved can go: an order's hold stays covered, the balance never below 0.
      await debit(trx, {
        ...movement,
        amount: count,
        kind: 'adjustment',
        short: (available) =>
          httpError(
            409,
            'CONFLICT',
            `The customer has only ${formatCredits(Math.max(available, 0))} credits available; the credit note takes back ${formatCredits(count)}.`,
          ),
      });
    } else if (row.kind === 'balance' && Number(row.amount) > 0) {
      const amount = Number(row.amount);
      await debitAgentBalance(trx, { ...movement, amount, currency: row.currency }, (balance) =>
        httpError(
          409,
          'CONFLICT',
          `The customer has only ${formatMoney(Math.max(balance, 0), row.currency)} of balance available; the credit note takes back ${formatMoney(amount, row.currency)}.`,
        ),
      );
    }
    await audit(trx, actorId, 'invoice.credit_note', 'credit_invoice', row.id, {
      invoice_no: row.invoice_no,
      reference: number,
      reason,
      amount: Number(row.total) / 100,
      currency: row.currency,
    });
    await tellCredited(trx, app, site.site_title, row, number);
    return { noteId, userId: row.user_id };
  });
  await notifyCredits(app, made.userId);
  return (await findInvoice(app.db, made.noteId)) as CreditInvoice;
}

/**
 * Tells the customer, in the app and by e-mail in their language, as a payment is told (tellPaid): written in
 * the note's transaction, so only a note that exists is announced. The PDF is in their list of invoices.
 */
async function tellCredited(
  trx: Knex.Transaction,
  app: FastifyInstance,
  siteTitle: string,
  row: InvoiceRow,
  number: string,
) {
  const original = row.invoice_no ?? '';
  await tellInvoiceHolder(trx, { app, siteTitle }, row.user_id, {
    title: phrase('credits_email.credit_note_subject', { invoice: number, original }),
    line:
      row.kind === 'credits'
        ? phrase('credits_email.credit_note_credits', {
            invoice: number,
            original,
            credits: creditsPhrase(Number(row.count)),
          })
        : phrase('credits_email.credit_note_balance', {
            invoice: number,
            original,
            amount: moneyPhrase(Number(row.amount), row.currency),
          }),
    link: '/my_invoices',
  });
}
