import type { Knex } from 'knex';

/**
 * Files a delivery said it replaces: earlier saves of the same file the desktop app stopped sending (or sent
 * while the tuning tool was still writing). The delivery withdraws those that landed; one that lands later
 * (its upload began before the delivery that replaced it) is refused instead of becoming the order's file.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_replaced_files', (t) => {
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('sha256', 64).notNullable();
    t.integer('by_revision').notNullable();
    // Only an upload that began before this moment can be the stopped one; a later one is a new delivery.
    t.dateTime('replaced_at', { precision: 3 }).notNullable();
    t.primary(['order_id', 'sha256']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('order_replaced_files');
}
