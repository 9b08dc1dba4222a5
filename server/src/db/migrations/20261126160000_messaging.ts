import type { Knex } from 'knex';

/**
 * Messages from staff to customers: one row per message (with its delivery totals), one per recipient
 * (delivery state and error per channel, read and removed from the inbox). `sms_settings` is kept by the
 * settings table under the key "sms".
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('messages', (t) => {
    t.increments('id').primary();
    t.integer('sender_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.string('subject', 200).notNullable();
    t.text('body').notNullable();
    t.string('channels', 40).notNullable();
    t.integer('total').notNullable().defaultTo(0);
    t.integer('sent').notNullable().defaultTo(0);
    t.integer('failed').notNullable().defaultTo(0);
    t.integer('job_id').unsigned().nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['created_at']);
  });
  await db.schema.createTable('message_recipients', (t) => {
    t.increments('id').primary();
    t.integer('message_id').unsigned().notNullable().references('messages.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('status', 12).notNullable().defaultTo('pending');
    t.string('error', 255).notNullable().defaultTo('');
    t.boolean('in_app').notNullable().defaultTo(false);
    t.boolean('removed').notNullable().defaultTo(false);
    t.timestamp('read_at', { useTz: false }).nullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.unique(['message_id', 'user_id']);
    t.index(['user_id', 'in_app', 'removed']);
    t.index(['message_id', 'status']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('message_recipients');
  await db.schema.dropTableIfExists('messages');
}
