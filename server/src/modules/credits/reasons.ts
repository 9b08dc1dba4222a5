import { RTL_LOCALES } from '@portal/contracts';
import type { Knex } from 'knex';
import { localizeMessage } from '../../i18n/messages/index.js';
import { msg } from '../../lib/errors.js';

/**
 * The descriptions the portal writes on its own ledger movements. They are stored in English; lists show
 * them by the movement's kind and reference in the reader's language, so rows written earlier read in it
 * too. Staff's adjustments carry no reference and are shown as written.
 */
const ORDER = msg('Order #{{p0}}');
const ORDER_CANCELLED = msg('Order #{{p0}} cancelled');
const INVOICE = msg('Invoice {{p0}}');
const CREDIT_NOTE = msg('Credit note {{p0}}');
const API_ACCESS = msg('API access');

const fill = (template: string, value: string | number) => template.replace('{{p0}}', String(value));

export const orderReason = (orderId: number) => fill(ORDER, orderId);
export const orderCancelledReason = (orderId: number) => fill(ORDER_CANCELLED, orderId);
export const invoiceReason = (invoiceNo: string) => fill(INVOICE, invoiceNo);
export const creditNoteReason = (noteNo: string) => fill(CREDIT_NOTE, noteNo);

type LedgerRow = Record<string, unknown>;

/** The description of each ledger row in `language` (the rows of one page; one query for invoice numbers). */
export async function ledgerReasons(db: Knex, rows: LedgerRow[], language: string): Promise<string[]> {
  const invoiceIds = [
    ...new Set(
      rows
        .filter((r) => (r.ref_type === 'invoice' || r.ref_type === 'credit_note') && r.ref_id)
        .map((r) => Number(r.ref_id)),
    ),
  ];
  const invoiceNos = new Map<string, string>();
  if (invoiceIds.length) {
    const invoices = await db('credit_invoices').whereIn('id', invoiceIds).select('id', 'invoice_no');
    for (const i of invoices) if (i.invoice_no) invoiceNos.set(String(i.id), String(i.invoice_no));
  }
  // In a right-to-left sentence an invoice number such as 2026-000007 would read 000007-2026 (its digits
  // follow Arabic letters and take their direction); the isolate marks keep it as written.
  const rtl = (RTL_LOCALES as readonly string[]).includes(language);
  const say = (template: string, value: string) =>
    fill(localizeMessage(template, language), rtl ? `\u2068${value}\u2069` : value);
  return rows.map((r) => {
    const stored = String(r.reason ?? '');
    // A movement written without a description (the spend on delivery) stays without one.
    if (!stored) return stored;
    const ref = r.ref_id === null || r.ref_id === undefined ? '' : String(r.ref_id);
    if (r.ref_type === 'order') return say(r.kind === 'release' ? ORDER_CANCELLED : ORDER, ref);
    if (r.ref_type === 'api_access') return localizeMessage(API_ACCESS, language);
    const invoiceNo =
      r.ref_type === 'invoice' || r.ref_type === 'credit_note' ? invoiceNos.get(ref) : undefined;
    if (!invoiceNo) return stored;
    return say(r.ref_type === 'credit_note' ? CREDIT_NOTE : INVOICE, invoiceNo);
  });
}
