import type { Knex } from 'knex';

/**
 * Customers rate a delivered file: one rating per order revision (1-5 stars and a comment). The staff member
 * who delivered it is copied from the revision, so averages per staff member need no join through history.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_ratings', (t) => {
    t.increments('id').primary();
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('revision_id').unsigned().notNullable().references('order_revisions.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('staff_id').unsigned().nullable();
    t.tinyint('stars').notNullable();
    t.text('comment');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.unique(['revision_id']);
    t.index(['order_id']);
    t.index(['staff_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('order_ratings');
}
