import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * The durable job queue: background work (e-mail, bulk messages, SMS, push, imports, exports) is a row
 * here before it runs, so it survives a restart and is claimed by exactly one instance.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('jobs', (t) => {
    t.increments('id').primary();
    t.string('kind', 80).notNullable();
    t.text('payload').notNullable();
    // queued -> running -> done | queued (retry) | failed
    t.string('state', 12).notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.string('locked_by', 80).nullable();
    t.timestamp('locked_until', { useTz: false }).nullable();
    t.text('progress').nullable();
    t.text('result').nullable();
    t.text('last_error').nullable();
    // Enqueueing twice with the same key gives the same job (idempotent producers).
    t.string('dedupe_key', 160).nullable().unique();
    t.integer('created_by').unsigned().nullable();
    t.timestamp('finished_at', { useTz: false }).nullable();
    timestamps(t, db);
    t.index(['state', 'run_at']);
    t.index(['kind', 'state']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('jobs');
}
