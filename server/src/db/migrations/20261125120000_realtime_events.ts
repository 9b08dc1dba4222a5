import type { Knex } from 'knex';

/**
 * `realtime_events`: every live event, kept for a while so a client that was offline replays what it
 * missed (`GET /api/events?since=`). The auto-increment id is the cursor, increasing across instances.
 * `job_outbox`: jobs queued inside a transaction while the queue lives in Redis; moved there after commit.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('realtime_events', (t) => {
    t.increments('id').primary();
    // One user's event, or the staff channel (then optionally only for staff holding `permission`).
    t.integer('user_id').unsigned().nullable();
    t.boolean('staff').notNullable().defaultTo(false);
    t.string('permission', 80).nullable();
    t.string('type', 60).notNullable();
    t.text('payload').notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['staff', 'id']);
    t.index(['created_at']);
  });
  await db.schema.createTable('job_outbox', (t) => {
    t.bigInteger('id').unsigned().primary();
    t.string('kind', 80).notNullable();
    t.text('payload').notNullable();
    t.text('options').notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('job_outbox');
  await db.schema.dropTableIfExists('realtime_events');
}
