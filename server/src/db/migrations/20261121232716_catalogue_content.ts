import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * Tuning services and options, credit price items, the public price list, opening hours and holidays,
 * fault-code references, downloads, and site content (terms, cookie text, why-choose-us, social links).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('services', (t) => {
    t.increments('id').primary();
    t.string('service_name', 190).notNullable().unique();
    t.boolean('main_service').notNullable().defaultTo(false);
    t.text('description');
    // Credits in hundredths, one per price type (see @portal/domain pricing).
    t.integer('type_1_price').notNullable().defaultTo(0);
    t.integer('type_2_price').notNullable().defaultTo(0);
    t.integer('type_3_price').notNullable().defaultTo(0);
    t.string('status', 10).notNullable().defaultTo('online');
    t.boolean('opening_hours').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t, db);
    t.index(['status', 'position']);
  });

  await db.schema.createTable('service_options', (t) => {
    t.increments('id').primary();
    t.integer('service_id').unsigned().nullable().references('services.id').onDelete('CASCADE');
    t.string('option_name', 190).notNullable();
    t.integer('price').notNullable().defaultTo(0);
    t.string('status', 10).notNullable().defaultTo('online');
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t, db);
    t.index(['service_id', 'position']);
  });

  await db.schema.createTable('price_items', (t) => {
    t.increments('id').primary();
    t.string('name', 190).notNullable();
    t.text('description');
    t.integer('credits').notNullable();
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 10).notNullable().defaultTo('online');
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t, db);
    t.index(['position']);
  });

  await db.schema.createTable('price_list_items', (t) => {
    t.increments('id').primary();
    t.string('vehicle', 60).notNullable().defaultTo('');
    t.string('make', 100).notNullable();
    t.string('model', 150).notNullable();
    t.string('engine', 150).notNullable().defaultTo('');
    t.string('stage', 60).notNullable().defaultTo('');
    t.integer('stock_power').notNullable();
    t.integer('tuned_power').notNullable();
    t.integer('stock_torque').nullable();
    t.integer('tuned_torque').nullable();
    t.integer('price').notNullable();
    timestamps(t, db);
    t.index(['make', 'model']);
    t.index(['vehicle']);
  });

  // One row: the weekly schedule as JSON and its time zone, written together.
  await db.schema.createTable('open_times', (t) => {
    t.integer('id').primary();
    t.string('timezone', 64).notNullable();
    t.text('days');
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('closing_dates', (t) => {
    t.increments('id').primary();
    t.string('title', 190).notNullable().defaultTo('');
    // Calendar dates as 'YYYY-MM-DD' text: no time zone to shift them, and they sort as text.
    t.string('date_from', 10).notNullable();
    t.string('date_to', 10).notNullable();
    timestamps(t, db);
    t.index(['date_to']);
  });

  // Fault codes: `code` as written, `code_key` upper-cased for case-free exact and prefix lookups.
  await db.schema.createTable('p_codes', (t) => {
    t.increments('id').primary();
    t.string('code', 20).notNullable();
    t.string('code_key', 20).notNullable().unique();
    t.text('description');
    timestamps(t, db);
  });
  await db.schema.createTable('df_codes', (t) => {
    t.increments('id').primary();
    t.string('code', 100).notNullable();
    t.string('code_key', 100).notNullable();
    t.string('ecu', 60).notNullable().defaultTo('');
    t.string('ecu_key', 60).notNullable().defaultTo('');
    t.string('p_code', 20).notNullable();
    t.text('description');
    timestamps(t, db);
    t.unique(['code_key', 'ecu_key']);
    t.index(['p_code']);
  });
  await db.schema.createTable('b_codes', (t) => {
    t.increments('id').primary();
    t.string('code', 60).notNullable();
    t.string('code_key', 60).notNullable().unique();
    t.text('description');
    timestamps(t, db);
  });

  await db.schema.createTable('file_links', (t) => {
    t.increments('id').primary();
    t.string('title', 190).notNullable();
    t.string('category', 100).notNullable().defaultTo('');
    t.text('description');
    t.boolean('is_public').notNullable().defaultTo(false);
    t.string('url', 1000).nullable();
    t.string('file_key', 255).nullable();
    t.string('file_name', 255).nullable();
    t.string('file_type', 150).nullable();
    t.bigInteger('file_size').nullable();
    t.integer('downloads').notNullable().defaultTo(0);
    t.integer('created_by').unsigned().nullable();
    timestamps(t, db);
    t.index(['category']);
  });

  await db.schema.createTable('terms', (t) => {
    t.increments('id').primary();
    t.string('kind', 40).notNullable();
    t.string('language', 10).notNullable();
    t.string('title', 190).notNullable();
    t.text('content', 'mediumtext');
    timestamps(t, db);
    t.unique(['kind', 'language']);
  });

  await db.schema.createTable('cookie_policies', (t) => {
    t.string('language', 10).primary();
    t.text('cookie_text');
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('why_choose_us', (t) => {
    t.increments('id').primary();
    t.string('title', 190).notNullable();
    t.text('description');
    t.string('icon', 60).notNullable().defaultTo('');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t, db);
  });

  await db.schema.createTable('social_links', (t) => {
    t.increments('id').primary();
    t.string('name', 60).notNullable();
    t.string('url', 500).notNullable();
    t.string('icon', 60).notNullable().defaultTo('');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t, db);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'social_links',
    'why_choose_us',
    'cookie_policies',
    'terms',
    'file_links',
    'b_codes',
    'df_codes',
    'p_codes',
    'closing_dates',
    'open_times',
    'price_list_items',
    'price_items',
    'service_options',
    'services',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
