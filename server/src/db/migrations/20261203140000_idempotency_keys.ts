import type { Knex } from 'knex';

/**
 * The first answer to a request sent with an Idempotency-Key, so a repeat (double click, browser resend) gets
 * that answer instead of running again. The unique key lets only one of two concurrent requests claim it;
 * `status_code` stays empty while that first request runs.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('idempotency_keys', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('route', 190).notNullable();
    t.string('idem_key', 100).notNullable();
    t.string('fingerprint', 64).notNullable();
    t.integer('status_code').nullable();
    t.text('reply', 'mediumtext').nullable();
    t.dateTime('created_at').notNullable();
    t.unique(['user_id', 'route', 'idem_key'], { indexName: 'idempotency_keys_user_route_key' });
    t.index(['created_at'], 'idempotency_keys_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('idempotency_keys');
}
