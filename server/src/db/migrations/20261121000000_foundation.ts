import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 60).notNullable().unique();
    t.string('email', 190).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('firstname', 100).notNullable().defaultTo('');
    t.string('lastname', 100).notNullable().defaultTo('');
    t.string('phone', 40).notNullable().defaultTo('');
    t.string('google_place_id', 255).notNullable().defaultTo('');
    t.string('address', 255).notNullable().defaultTo('');
    t.string('city', 120).notNullable().defaultTo('');
    t.string('post_code', 20).notNullable().defaultTo('');
    t.string('country', 2).notNullable().defaultTo('');
    t.string('company_name', 255).notNullable().defaultTo('');
    t.string('company_reg', 60).notNullable().defaultTo('');
    t.string('vat_no', 30).notNullable().defaultTo('');
    t.string('web_url', 255).notNullable().defaultTo('');
    t.text('permissions');
    t.text('my_tools');
    t.tinyint('role_id').notNullable().defaultTo(2);
    t.tinyint('status').notNullable().defaultTo(0);
    t.boolean('verified').notNullable().defaultTo(false);
    t.string('language', 10).notNullable().defaultTo('en');
    t.string('profile_picture', 255).nullable();
    t.timestamp('last_login', { useTz: false }).nullable();
    timestamps(t, db);
    t.index(['role_id', 'status']);
    t.index(['google_place_id']);
  });

  // Rotating refresh tokens: one row per issued token, grouped in families; reuse revokes the family.
  await db.schema.createTable('refresh_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('family_id', 64).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.integer('impersonated_by').unsigned().nullable();
    t.timestamp('expires_at', { useTz: false }).notNullable();
    t.timestamp('used_at', { useTz: false }).nullable();
    t.timestamp('revoked_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['family_id']);
    t.index(['user_id']);
  });

  // E-mail verification codes, forgot-password codes and reset tokens: stored hashed, expiring, limited tries.
  await db.schema.createTable('auth_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 20).notNullable();
    t.string('code_hash', 64).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: false }).notNullable();
    t.timestamp('consumed_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'purpose']);
    t.index(['code_hash']);
  });

  await db.schema.createTable('captchas', (t) => {
    t.string('id', 64).primary();
    t.string('answer_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: false }).notNullable();
  });

  await db.schema.createTable('audit_log', (t) => {
    t.increments('id').primary();
    t.integer('actor_id').unsigned().nullable();
    t.string('action', 60).notNullable();
    t.string('target_type', 40).notNullable().defaultTo('');
    t.integer('target_id').unsigned().nullable();
    t.text('detail');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['target_type', 'target_id']);
    t.index(['actor_id']);
  });

  await db.schema.createTable('settings', (t) => {
    t.string('key', 80).primary();
    t.text('value', 'mediumtext');
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('vat_rates', (t) => {
    t.increments('id').primary();
    t.string('country', 2).notNullable().unique();
    t.string('country_name', 80).notNullable();
    // Hundredths of a percent: 1950 means 19.5 %.
    t.integer('percentage_bp').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    timestamps(t, db);
  });

  // Named locks with an expiry, so scheduled jobs run on one instance at a time.
  await db.schema.createTable('job_locks', (t) => {
    t.string('name', 80).primary();
    t.string('holder', 80).notNullable();
    t.timestamp('expires_at', { useTz: false }).notNullable();
  });

  await db.schema.createTable('push_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('endpoint', 500).notNullable();
    t.text('keys');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'push_subscriptions',
    'job_locks',
    'vat_rates',
    'settings',
    'audit_log',
    'captchas',
    'auth_codes',
    'refresh_tokens',
    'users',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
