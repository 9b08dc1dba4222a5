import type { Knex } from 'knex';

/**
 * Each notification of the shared staff inbox names the permission (desk) that reads it: orders, tickets or
 * api_manager. Rows written before have none and stay with the orders desk, which read the whole inbox then.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('in_app_notifications', (t) => {
    t.string('permission', 40).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('in_app_notifications', (t) => {
    t.dropColumn('permission');
  });
}
