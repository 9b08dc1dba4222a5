import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * Tuning orders, their delivered files, messages, the automatic-solution library, in-app notifications and
 * files customers send through the file-upload page. Vehicle, service and option names are copied onto the
 * order (no foreign keys to the catalogue): an order keeps what was bought even when the catalogue changes.
 * Credits are hundredths; agent orders carry money in minor units of `currency`.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('orders', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_agent').notNullable().defaultTo(false);
    t.string('status', 20).notNullable();
    t.text('current_status');
    t.integer('vtype_id').unsigned().nullable();
    t.integer('manufacturer_id').unsigned().nullable();
    t.integer('vmodel_id').unsigned().nullable();
    t.integer('generation_id').unsigned().nullable();
    t.integer('variant_id').unsigned().nullable();
    t.string('vtype_name', 120).notNullable().defaultTo('');
    t.string('make', 120).notNullable().defaultTo('');
    t.string('model', 120).notNullable().defaultTo('');
    t.string('generation_name', 120).notNullable().defaultTo('');
    t.string('engine', 120).notNullable().defaultTo('');
    t.string('year', 20).notNullable().defaultTo('');
    t.string('reg_no', 40).notNullable().defaultTo('');
    t.string('tool', 60).notNullable().defaultTo('');
    t.string('master_or_slave', 10).notNullable().defaultTo('master');
    t.string('ecu_brand', 100).notNullable().defaultTo('');
    t.string('time_frame', 12).notNullable();
    t.text('dtc');
    t.text('comment');
    t.tinyint('price_type').notNullable().defaultTo(1);
    t.string('payment_type', 10).notNullable().defaultTo('credits');
    t.bigInteger('credit_count').notNullable().defaultTo(0);
    t.bigInteger('total_cost').notNullable().defaultTo(0);
    t.string('currency', 3).notNullable().defaultTo('');
    t.boolean('pay_later').notNullable().defaultTo(false);
    t.timestamp('paid_at', { useTz: false }).nullable();
    t.boolean('waiting_for_opening').notNullable().defaultTo(false);
    // Deadline of the time frame counted in opening hours, fixed when the order is paid.
    t.timestamp('due_at', { useTz: false }).nullable();
    t.boolean('automated').notNullable().defaultTo(false);
    t.string('original_key', 255).nullable();
    t.string('original_name', 255).notNullable().defaultTo('');
    t.bigInteger('original_size').notNullable().defaultTo(0);
    t.string('original_sha256', 64).notNullable().defaultTo('');
    t.string('extras_key', 255).nullable();
    t.string('extras_name', 255).notNullable().defaultTo('');
    t.bigInteger('extras_size').notNullable().defaultTo(0);
    t.string('extras_sha256', 64).notNullable().defaultTo('');
    t.timestamp('files_expired_at', { useTz: false }).nullable();
    t.timestamp('completed_at', { useTz: false }).nullable();
    timestamps(t, db);
    t.index(['user_id', 'is_agent', 'id']);
    t.index(['is_agent', 'id']);
    t.index(['is_agent', 'status', 'id']);
    t.index(['is_agent', 'status', 'due_at']);
    t.index(['original_sha256']);
    t.index(['created_at']);
  });

  await db.schema.createTable('order_items', (t) => {
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.integer('item_id').unsigned().notNullable();
    t.string('name', 190).notNullable().defaultTo('');
    t.bigInteger('amount').notNullable().defaultTo(0);
    t.primary(['order_id', 'kind', 'item_id']);
  });

  // Every delivered modified file is kept; customers see the newest.
  await db.schema.createTable('order_revisions', (t) => {
    t.increments('id').primary();
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('revision').notNullable();
    t.string('storage_key', 255).nullable();
    t.string('name', 255).notNullable();
    t.bigInteger('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.text('note');
    t.boolean('automated').notNullable().defaultTo(false);
    t.integer('solution_id').unsigned().nullable();
    t.integer('uploaded_by').unsigned().nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.unique(['order_id', 'revision']);
  });

  // Status history: who changed what and why (reasons are required for cancelling).
  await db.schema.createTable('order_events', (t) => {
    t.increments('id').primary();
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('from_status', 20).nullable();
    t.string('to_status', 20).notNullable();
    t.integer('actor_id').unsigned().nullable();
    t.text('reason');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['order_id', 'id']);
  });

  await db.schema.createTable('order_messages', (t) => {
    t.increments('id').primary();
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('sender_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.boolean('from_staff').notNullable().defaultTo(false);
    t.text('message');
    t.string('file_key', 255).nullable();
    t.string('file_name', 255).notNullable().defaultTo('');
    t.bigInteger('file_size').notNullable().defaultTo(0);
    t.boolean('file_expired').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['order_id', 'id']);
    t.index(['created_at']);
  });

  await db.schema.createTable('automation_solutions', (t) => {
    t.increments('id').primary();
    t.string('original_sha256', 64).notNullable();
    t.bigInteger('original_size').notNullable();
    t.string('original_name', 255).notNullable().defaultTo('');
    // sha256 of the sorted service and option ids, so a lookup is one indexed equality.
    t.string('items_key', 64).notNullable();
    t.text('items');
    // The library keeps its own copy of the modified file: the monthly purge never touches it.
    t.string('modified_key', 255).notNullable();
    t.string('modified_name', 255).notNullable();
    t.bigInteger('modified_size').notNullable();
    t.string('modified_sha256', 64).notNullable();
    t.integer('source_order_id').unsigned().nullable().references('orders.id').onDelete('SET NULL');
    t.integer('created_by').unsigned().nullable();
    t.integer('uses').notNullable().defaultTo(0);
    t.timestamp('revoked_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['original_sha256', 'original_size', 'items_key'], 'automation_solutions_match');
  });

  // recipient_id null: the shared staff inbox.
  await db.schema.createTable('in_app_notifications', (t) => {
    t.increments('id').primary();
    t.integer('recipient_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
    t.string('type', 40).notNullable();
    t.string('title', 255).notNullable();
    t.text('message');
    t.integer('order_id').unsigned().nullable().references('orders.id').onDelete('CASCADE');
    t.boolean('is_agent').notNullable().defaultTo(false);
    t.string('link', 255).notNullable().defaultTo('');
    t.timestamp('read_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['recipient_id', 'id']);
    t.index(['recipient_id', 'read_at']);
  });

  await db.schema.createTable('file_uploads', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('storage_key', 255).nullable();
    t.string('name', 255).notNullable();
    t.bigInteger('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.text('note');
    t.timestamp('expired_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'file_uploads',
    'in_app_notifications',
    'automation_solutions',
    'order_messages',
    'order_events',
    'order_revisions',
    'order_items',
    'orders',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
