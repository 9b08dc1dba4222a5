import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * Dealer API access. One access per customer, with two keys stored only as SHA-256 hashes (the keys are
 * long random strings, so a fast hash is enough) beside a readable prefix used to find the row.
 * - api_usage: requests and quote requests per access per UTC day.
 * - api_quotes: quote requests sent by visitors of the dealer's site; user_id is the dealer.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('api_access', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('pk_prefix', 24).notNullable().unique();
    t.string('pk_hash', 64).notNullable();
    t.string('sk_prefix', 24).notNullable().unique();
    t.string('sk_hash', 64).notNullable();
    t.string('start_date', 10).notNullable();
    t.string('expiration_date', 10).notNullable();
    t.integer('api_rate').notNullable().defaultTo(60);
    t.text('website_url').notNullable();
    t.string('api_for', 20).notNullable().defaultTo('both');
    t.boolean('active').notNullable().defaultTo(false);
    t.boolean('captcha').notNullable().defaultTo(false);
    t.text('look');
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.text('stage_prices');
    t.timestamp('revoked_at', { useTz: false }).nullable();
    timestamps(t, db);
  });
  await db.schema.createTable('api_usage', (t) => {
    t.integer('access_id').unsigned().notNullable().references('api_access.id').onDelete('CASCADE');
    t.string('day', 10).notNullable();
    t.integer('requests').notNullable().defaultTo(0);
    t.integer('quotes').notNullable().defaultTo(0);
    t.primary(['access_id', 'day']);
  });
  await db.schema.createTable('api_quotes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.string('email', 190).notNullable();
    t.string('phone', 40).notNullable().defaultTo('');
    t.string('registration', 20).notNullable().defaultTo('');
    t.string('vehicle', 255).notNullable().defaultTo('');
    t.integer('variant_id').nullable();
    t.integer('stage').nullable();
    t.integer('price').nullable();
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.text('message');
    t.string('status', 10).notNullable().defaultTo('new');
    t.string('origin', 190).notNullable().defaultTo('');
    timestamps(t, db);
    t.index(['user_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('api_quotes');
  await db.schema.dropTableIfExists('api_usage');
  await db.schema.dropTableIfExists('api_access');
}
