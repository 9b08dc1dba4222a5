import type { Knex } from 'knex';

/**
 * A shop order keeps whether it was reverse-charged and the buyer's VAT number as they were at checkout:
 * its invoice prints both, and must not change when the customer later edits their profile. Orders from
 * before carry no record of either, so they stay as they were printed: no notice, no buyer VAT number.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_orders', (t) => {
    t.boolean('reverse_charge').notNullable().defaultTo(false);
    // As long as `users.vat_no`, which it copies.
    t.string('buyer_vat_no', 30).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by rebuilding the table; its keys and indexes come back with it.
  await db.schema.alterTable('shop_orders', (t) => {
    t.dropColumn('buyer_vat_no');
    t.dropColumn('reverse_charge');
  });
}
