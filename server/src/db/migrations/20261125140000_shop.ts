import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * The shop: catalogue (categories, products), coupons, shipping methods, one cart per customer and the shop
 * orders. Money columns are integer minor units of the site currency; JSON columns are text.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('shop_categories', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('slug', 120).notNullable().unique();
    timestamps(t, db);
  });
  await db.schema.createTable('shop_products', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.string('product_code', 10).notNullable().unique();
    t.string('image1', 200).nullable();
    t.string('image2', 200).nullable();
    t.string('image3', 200).nullable();
    t.bigInteger('price').notNullable().defaultTo(0);
    t.decimal('weight', 12, 3).notNullable().defaultTo(0);
    t.string('weight_unit', 4).notNullable().defaultTo('kg');
    t.string('short_description', 500).notNullable().defaultTo('');
    t.text('description').notNullable();
    t.integer('category_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('shop_categories')
      .onDelete('SET NULL');
    t.text('extra_options').notNullable();
    t.integer('inventory').notNullable().defaultTo(0);
    t.string('status', 12).notNullable().defaultTo('draft');
    timestamps(t, db);
    t.index(['status', 'created_at']);
    t.index(['category_id']);
  });
  await db.schema.createTable('shop_coupons', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('code', 40).notNullable().unique();
    t.bigInteger('flat_amount').notNullable().defaultTo(0);
    t.integer('percentage_bp').notNullable().defaultTo(0);
    t.bigInteger('min_order_amount').notNullable().defaultTo(0);
    t.integer('min_order_product_count').notNullable().defaultTo(0);
    t.bigInteger('start_date').nullable();
    t.bigInteger('expiry_date').nullable();
    t.integer('category_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('shop_categories')
      .onDelete('SET NULL');
    t.integer('product_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('shop_products')
      .onDelete('SET NULL');
    t.integer('max_uses').nullable();
    t.integer('max_uses_per_customer').nullable();
    // Counted in the checkout transaction with a guarded update, so a limit holds under concurrency.
    t.integer('used_count').notNullable().defaultTo(0);
    t.string('status', 10).notNullable().defaultTo('active');
    timestamps(t, db);
  });
  await db.schema.createTable('shop_shipping_methods', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.bigInteger('local_shipping_cost').notNullable().defaultTo(0);
    t.bigInteger('international_shipping_cost').notNullable().defaultTo(0);
    t.string('local_shipping_time', 100).notNullable().defaultTo('');
    t.string('international_shipping_time', 100).notNullable().defaultTo('');
    t.boolean('charge_per_product').notNullable().defaultTo(false);
    t.string('status', 10).notNullable().defaultTo('active');
    timestamps(t, db);
  });
  await db.schema.createTable('shop_carts', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .unique()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.text('items').notNullable();
    timestamps(t, db);
  });
  await db.schema.createTable('shop_orders', (t) => {
    t.increments('id').primary();
    t.string('invoice_no', 40).nullable().unique();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 12).notNullable().defaultTo('initiated');
    t.text('items').notNullable();
    t.bigInteger('subtotal').notNullable();
    t.bigInteger('discount').notNullable().defaultTo(0);
    t.bigInteger('shipping_cost').notNullable().defaultTo(0);
    t.bigInteger('net').notNullable();
    t.integer('vat_bp').notNullable().defaultTo(0);
    t.bigInteger('vat').notNullable().defaultTo(0);
    t.bigInteger('total').notNullable();
    t.string('currency', 3).notNullable();
    t.integer('coupon_id').unsigned().nullable();
    t.string('coupon_code', 40).nullable();
    t.text('shipping_method').notNullable();
    t.text('address').notNullable();
    t.string('payment_method', 40).notNullable();
    t.string('checkout_ref', 200).nullable();
    t.string('txn_id', 200).nullable();
    t.string('hold_reason', 1000).nullable();
    t.string('cancel_reason', 1000).nullable();
    t.string('refund_note', 500).nullable();
    t.string('parcel_tracking_number', 120).nullable();
    t.bigInteger('estimated_delivery_date').nullable();
    // Stock is held from creation; true until the order is cancelled (then it is back on the shelf).
    t.boolean('stock_held').notNullable().defaultTo(true);
    t.timestamp('reserved_until', { useTz: false }).nullable();
    t.timestamp('paid_at', { useTz: false }).nullable();
    timestamps(t, db);
    t.index(['user_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['checkout_ref']);
    t.index(['coupon_id', 'user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'shop_orders',
    'shop_carts',
    'shop_shipping_methods',
    'shop_coupons',
    'shop_products',
    'shop_categories',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
