import type { Knex } from 'knex';

/**
 * `(role_id, status)` is the start of `(role_id, status, id)`, so it served nothing on its own, but MariaDB
 * chose it for a role's list and then sorted the whole role by id (a customers page 2000 read 50,000 index
 * entries and sorted them); without it the list walks `(role_id, id)` in order.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.dropIndex(['role_id', 'status']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.index(['role_id', 'status']);
  });
}
