import type { Knex } from 'knex';

/** A small WebP of a product's first image, made on upload, for the storefront grid. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_products', (t) => {
    t.string('thumbnail', 200).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('shop_products', (t) => {
    t.dropColumn('thumbnail');
  });
}
