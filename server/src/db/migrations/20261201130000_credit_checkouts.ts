import type { Knex } from 'knex';

/**
 * Every provider checkout opened for a credit invoice, not only the latest one the invoice names: a customer
 * who opens a second checkout (another tab, another method) and pays both must get the second payment back,
 * and only a checkout this portal opened may be refunded as ours (payments/refund.ts). No foreign key: the
 * record must outlive a deleted invoice, whose checkouts can still be paid.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('credit_checkouts', (t) => {
    t.increments('id').primary();
    t.integer('invoice_id').unsigned().notNullable();
    t.string('provider', 20).notNullable();
    t.string('checkout_ref', 190).notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.unique(['invoice_id', 'provider', 'checkout_ref']);
  });
  // The checkouts open now are the ones their invoices name.
  const open = await db('credit_invoices')
    .whereNotNull('checkout_ref')
    .whereNot('payment_method', '')
    .select('id', 'payment_method', 'checkout_ref');
  for (let i = 0; i < open.length; i += 500)
    await db('credit_checkouts').insert(
      open.slice(i, i + 500).map((r) => ({
        invoice_id: r.id,
        provider: r.payment_method,
        checkout_ref: r.checkout_ref,
      })),
    );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('credit_checkouts');
}
