import type { Knex } from 'knex';

/**
 * A shop order's invoice number, given only when the order is paid, from the same yearly counter as the
 * credit invoices: cancelled unpaid orders no longer leave gaps in the invoice sequence. `invoice_no` stays
 * the order's number. Orders paid before printed their order number as the invoice number, so they keep it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_orders', (t) => {
    // As long as `invoice_no`, which the backfill copies.
    t.string('issued_invoice_no', 40).nullable().unique();
  });
  await db('shop_orders')
    .whereNotNull('paid_at')
    .whereNotNull('invoice_no')
    .update({ issued_invoice_no: db.ref('invoice_no') });
}

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by rebuilding the table; its keys and indexes come back with it.
  await db.schema.alterTable('shop_orders', (t) => {
    t.dropUnique(['issued_invoice_no']);
    t.dropColumn('issued_invoice_no');
  });
}
