import type { Knex } from 'knex';

/**
 * Support: tickets with their thread and history of status/assignment/priority changes, and live chat
 * (one conversation per customer, so `user_id` names the conversation whoever wrote the message).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tickets', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('subject', 200).notNullable();
    t.text('message').notNullable();
    t.string('reg_no', 32).notNullable().defaultTo('');
    t.string('status', 16).notNullable().defaultTo('open');
    t.string('priority', 16).notNullable().defaultTo('normal');
    t.integer('assigned_to').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.string('file_key', 255).nullable();
    t.string('file_name', 255).notNullable().defaultTo('');
    t.bigInteger('file_size').notNullable().defaultTo(0);
    t.timestamp('last_reply_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'status']);
    t.index(['status', 'last_reply_at']);
    t.index(['assigned_to']);
  });
  await db.schema.createTable('ticket_messages', (t) => {
    t.increments('id').primary();
    t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
    t.integer('sender_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.boolean('from_staff').notNullable().defaultTo(false);
    t.text('message');
    t.string('file_key', 255).nullable();
    t.string('file_name', 255).notNullable().defaultTo('');
    t.bigInteger('file_size').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['ticket_id', 'id']);
  });
  await db.schema.createTable('ticket_history', (t) => {
    t.increments('id').primary();
    t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
    t.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.string('kind', 16).notNullable();
    t.string('from_value', 64).notNullable().defaultTo('');
    t.string('to_value', 64).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['ticket_id', 'id']);
  });
  await db.schema.createTable('chat_messages', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('sender_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.boolean('from_staff').notNullable().defaultTo(false);
    t.text('message');
    t.string('file_key', 255).nullable();
    t.string('file_name', 255).notNullable().defaultTo('');
    t.bigInteger('file_size').notNullable().defaultTo(0);
    t.timestamp('read_at', { useTz: false }).nullable();
    t.boolean('mailed').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['from_staff', 'read_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['chat_messages', 'ticket_history', 'ticket_messages', 'tickets'])
    await db.schema.dropTableIfExists(table);
}
