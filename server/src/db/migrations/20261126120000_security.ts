import type { Knex } from 'knex';

/**
 * Sessions that can be revoked one by one, suspensions, a readable audit trail and upload quotas.
 * - users.token_version: bumped when every session must end at once (password reset, suspension); access
 *   tokens carry it and stop working when it moves.
 * - refresh_tokens.ip/user_agent: where a session was opened or last refreshed, for "your sessions".
 * - audit_log.ip/user_agent/place: where a security event came from.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
    t.timestamp('suspended_until', { useTz: false }).nullable();
    t.string('suspend_reason', 500).notNullable().defaultTo('');
  });
  await db.schema.alterTable('refresh_tokens', (t) => {
    t.string('ip', 45).notNullable().defaultTo('');
    t.string('user_agent', 255).notNullable().defaultTo('');
  });
  await db.schema.alterTable('audit_log', (t) => {
    t.string('ip', 45).notNullable().defaultTo('');
    t.string('user_agent', 255).notNullable().defaultTo('');
    t.string('place', 120).notNullable().defaultTo('');
    t.index(['created_at']);
    t.index(['action', 'created_at']);
    t.index(['ip']);
  });
  await db.schema.createTable('upload_usage', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('day', 10).notNullable();
    t.bigInteger('bytes').notNullable().defaultTo(0);
    t.primary(['user_id', 'day']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('upload_usage');
  await db.schema.alterTable('audit_log', (t) => {
    t.dropIndex(['created_at']);
    t.dropIndex(['action', 'created_at']);
    t.dropIndex(['ip']);
    t.dropColumn('ip');
    t.dropColumn('user_agent');
    t.dropColumn('place');
  });
  await db.schema.alterTable('refresh_tokens', (t) => {
    t.dropColumn('ip');
    t.dropColumn('user_agent');
  });
  await db.schema.alterTable('users', (t) => {
    t.dropColumn('token_version');
    t.dropColumn('suspended_until');
    t.dropColumn('suspend_reason');
  });
}
