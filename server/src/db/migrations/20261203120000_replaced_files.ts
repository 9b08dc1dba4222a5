import type { Knex } from 'knex';

/**
 * Files a delivery said it replaces: earlier saves of the same file the desktop app stopped sending (or sent
 * while the tuning tool was still writing). The delivery withdraws those that landed; one that lands later
 * (its upload had reached the server before it was stopped) is refused instead of becoming the order's file.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_replaced_files', (t) => {
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('sha256', 64).notNullable();
    t.integer('by_revision').notNullable();
    t.primary(['order_id', 'sha256']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('order_replaced_files');
}
