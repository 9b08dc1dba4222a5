import type { Knex } from 'knex';

/**
 * A shop order keeps whether it was sold as an export out of the EU, as decided at checkout: its invoice
 * then says why it carries no VAT. Orders from before have no record of it and print as they were.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_orders', (t) => {
    t.boolean('export').notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_orders', (t) => {
    t.dropColumn('export');
  });
}
