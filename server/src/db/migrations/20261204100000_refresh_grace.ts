import type { Knex } from 'knex';

/**
 * A used refresh token may be traded once more shortly after its use (two tabs refreshing at once, a retry
 * after a lost answer); `grace_used_at` records that second trade, so a third is a copy and ends the session.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('refresh_tokens', (t) => {
    t.timestamp('grace_used_at', { useTz: false }).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('refresh_tokens', (t) => {
    t.dropColumn('grace_used_at');
  });
}
