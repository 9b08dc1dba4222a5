import type { Knex } from 'knex';

/**
 * A customer may get API access again after a revoke. The revoked record stays, so its keys keep answering
 * "revoked" and its usage stays with it; only one access per customer may be live. `live_user_id` is the
 * owner while the access is not revoked and NULL after, and is unique (NULLs never collide, on either
 * database), in place of the unique `user_id`. `(user_id, id)` finds a customer's newest access and serves
 * the foreign key on MariaDB, which needs an index on `user_id` before the unique one can go.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('api_access', (t) => {
    t.integer('live_user_id').unsigned().nullable();
    t.index(['user_id', 'id']);
  });
  await db('api_access')
    .whereNull('revoked_at')
    .update({ live_user_id: db.ref('user_id') });
  await db.schema.alterTable('api_access', (t) => {
    t.dropUnique(['user_id']);
    t.unique(['live_user_id']);
  });
}

/** Fails while a customer has more than one access (revoked ones included): remove those first. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('api_access', (t) => {
    t.dropUnique(['live_user_id']);
    t.unique(['user_id']);
  });
  await db.schema.alterTable('api_access', (t) => {
    t.dropIndex(['user_id', 'id']);
    t.dropColumn('live_user_id');
  });
}
