import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';

/**
 * How many numbered documents were issued to a user: credit invoices and credit notes with a number, and
 * shop orders that were paid (invoiced). They must be kept (an invoice sequence with holes is what an
 * audit flags), and the account's rows cascade to them, so such an account is not deleted.
 *
 * Run in the deleting transaction: the user's rows are read locked, so an invoice being settled at this
 * moment is waited for and counted, and one settled after finds its row gone (SQLite runs one at a time).
 */
export async function issuedDocuments(trx: Knex.Transaction, userId: number): Promise<number> {
  const invoices: { invoice_no: string | null }[] = await forUpdate(
    trx,
    trx('credit_invoices').where({ user_id: userId }).select('invoice_no'),
  );
  const orders: { issued_invoice_no: string | null; paid_at: unknown }[] = await forUpdate(
    trx,
    trx('shop_orders').where({ user_id: userId }).select('issued_invoice_no', 'paid_at'),
  );
  return (
    invoices.filter((i) => i.invoice_no).length +
    orders.filter((o) => o.issued_invoice_no || o.paid_at).length
  );
}
