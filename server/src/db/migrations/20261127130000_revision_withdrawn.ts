import type { Knex } from 'knex';

/**
 * A delivered revision can be withdrawn (a partial file sent while the tuning tool was still writing it,
 * replaced by the final one): customers no longer see or download it, staff see it marked as withdrawn.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('order_revisions', (t) => {
    t.timestamp('withdrawn_at', { useTz: false }).nullable();
    t.integer('withdrawn_by').unsigned().nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('order_revisions', (t) => {
    t.dropColumn('withdrawn_by');
    t.dropColumn('withdrawn_at');
  });
}
