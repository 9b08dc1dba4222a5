import type { Knex } from 'knex';

/**
 * audit_log.impersonator_id: the staff member who was signed in as the actor (impersonation) when the event
 * was written. The actor stays the customer whose account it happened on; this names who really did it.
 * Earlier events carry none: only the `auth.impersonate` event links them. No foreign key, as with actor_id:
 * the trail outlives deleted accounts.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_log', (t) => {
    t.integer('impersonator_id').unsigned().nullable();
    t.index(['impersonator_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by rebuilding the table; the index on it goes first.
  await db.schema.alterTable('audit_log', (t) => {
    t.dropIndex(['impersonator_id']);
  });
  await db.schema.alterTable('audit_log', (t) => {
    t.dropColumn('impersonator_id');
  });
}
