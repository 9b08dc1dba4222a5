import type { Knex } from 'knex';

/**
 * A payment names only its provider's checkout; finding the invoice of an older tab's checkout (to settle or
 * refund it) looks the checkout up by provider and reference, which the unique key (invoice first) cannot serve.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('credit_checkouts', (t) => {
    t.index(['provider', 'checkout_ref'], 'credit_checkouts_provider_ref');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('credit_checkouts', (t) => {
    t.dropIndex(['provider', 'checkout_ref'], 'credit_checkouts_provider_ref');
  });
}
