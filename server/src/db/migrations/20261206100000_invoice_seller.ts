import type { Knex } from 'knex';

/**
 * The seller's details (name, address, VAT number, bank) as they stood when an invoice was issued: a paid
 * invoice must read the same after the billing settings change. Invoices paid before have none and print
 * the current settings, as they always did.
 */
export async function up(db: Knex): Promise<void> {
  for (const table of ['credit_invoices', 'shop_orders'])
    await db.schema.alterTable(table, (t) => {
      t.text('seller').nullable();
    });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['credit_invoices', 'shop_orders'])
    await db.schema.alterTable(table, (t) => {
      t.dropColumn('seller');
    });
}
