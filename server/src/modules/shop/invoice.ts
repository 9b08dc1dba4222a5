import type { BillingSettings } from '@portal/contracts';
import type { Knex } from 'knex';
import { conflict } from '../../lib/errors.js';
import { allocateInvoiceNo } from '../credits/invoices.js';

/**
 * Issues the invoice of an order just marked paid, inside the transaction that marked it. Its number is the
 * next one of the credit invoices' yearly sequence: tax law wants the seller's invoices numbered in one
 * unbroken sequence, the settings offer no prefix that could set a second one apart, and two sequences of the
 * same form would repeat numbers. The counter row stays locked until the transaction ends, so payments at
 * the same moment take consecutive numbers and one that rolls back gives its number back.
 */
export async function issueShopInvoice(
  trx: Knex.Transaction,
  orderId: number,
  paidAt: Date,
  seller: BillingSettings,
): Promise<string> {
  const number = await allocateInvoiceNo(trx, paidAt);
  const issued = await trx('shop_orders')
    .where({ id: orderId })
    .whereNull('issued_invoice_no')
    // The invoice keeps the seller's details of the day it was issued.
    .update({ issued_invoice_no: number, seller: JSON.stringify(seller) });
  // One invoice per order: throwing rolls the transaction back, and the number with it.
  if (!issued) throw conflict('This order was changed at the same time. Please try again.');
  return number;
}
