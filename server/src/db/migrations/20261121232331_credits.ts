import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * Credits ledger, agent money balances, invoices and payments. Every amount is an integer in hundredths
 * (credits) or minor units of a currency (money).
 */
export async function up(db: Knex): Promise<void> {
  // One summary row per user, kept in step with the ledger in the same transaction and locked by every
  // movement, so a balance read is one primary-key lookup.
  await db.schema.createTable('credit_balances', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.bigInteger('balance').notNullable().defaultTo(0);
    t.bigInteger('held').notNullable().defaultTo(0);
    // Number of ledger rows of the user, so the history's page count needs no COUNT(*) over them.
    t.integer('entries').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });

  // Append-only: rows are never updated or deleted (except with the user who owns them).
  await db.schema.createTable('credit_ledger', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.bigInteger('amount').notNullable();
    t.string('ref_type', 40).nullable();
    t.string('ref_id', 64).nullable();
    t.string('reason', 255).notNullable().defaultTo('');
    t.integer('actor_id').unsigned().nullable();
    t.bigInteger('balance_after').notNullable();
    t.bigInteger('held_after').notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['user_id', 'ref_type', 'ref_id']);
  });

  await db.schema.createTable('agent_balances', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.bigInteger('balance').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('agent_ledger', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.bigInteger('amount').notNullable();
    t.string('currency', 3).notNullable();
    t.string('ref_type', 40).nullable();
    t.string('ref_id', 64).nullable();
    t.string('reason', 255).notNullable().defaultTo('');
    t.integer('actor_id').unsigned().nullable();
    t.bigInteger('balance_after').notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['user_id', 'ref_type', 'ref_id']);
  });

  // Invoices for credits (kind 'credits') and for agents' money balance (kind 'balance'). The number is
  // given when the invoice becomes final (paid), so numbers never have gaps.
  await db.schema.createTable('credit_invoices', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable().defaultTo('credits');
    t.string('item_name', 255).notNullable().defaultTo('');
    t.bigInteger('count').notNullable().defaultTo(0);
    t.bigInteger('amount').notNullable().defaultTo(0);
    t.integer('vat_bp').notNullable().defaultTo(0);
    t.bigInteger('vat').notNullable().defaultTo(0);
    t.bigInteger('total').notNullable().defaultTo(0);
    t.string('currency', 3).notNullable();
    t.boolean('reverse_charge').notNullable().defaultTo(false);
    t.string('status', 10).notNullable().defaultTo('due');
    t.string('invoice_no', 20).nullable().unique();
    t.string('payment_method', 20).notNullable().defaultTo('');
    t.string('checkout_ref', 190).nullable();
    t.timestamp('paid_at', { useTz: false }).nullable();
    t.text('buyer');
    t.integer('created_by').unsigned().nullable();
    timestamps(t, db);
    t.index(['user_id', 'id']);
    t.index(['status', 'id']);
    t.index(['checkout_ref']);
  });

  await db.schema.createTable('invoice_counters', (t) => {
    t.integer('year').primary();
    t.integer('last').notNullable().defaultTo(0);
  });

  // One row per payment a provider confirmed; the unique key makes a repeated notification a no-op.
  await db.schema.createTable('payments', (t) => {
    t.increments('id').primary();
    t.integer('invoice_id').unsigned().notNullable().references('credit_invoices.id').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('provider_ref', 190).notNullable();
    t.bigInteger('amount').notNullable();
    t.string('currency', 3).notNullable();
    t.string('source', 20).notNullable().defaultTo('webhook');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.unique(['provider', 'provider_ref']);
    t.index(['invoice_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'payments',
    'invoice_counters',
    'credit_invoices',
    'agent_ledger',
    'agent_balances',
    'credit_ledger',
    'credit_balances',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
