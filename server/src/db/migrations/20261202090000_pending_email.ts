import type { Knex } from 'knex';

/**
 * users.pending_email: a new address the owner asked for, kept aside until the code mailed to it is typed in;
 * sign-in, resets and mail go on using users.email until then. pending_email_until is when that code
 * expires, and the request with it. Not unique: the address is checked again when it is confirmed.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.string('pending_email', 190).nullable();
    t.timestamp('pending_email_until', { useTz: false }).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  // A plain DROP COLUMN on both dialects: knex would rebuild the table on SQLite, losing its triggers.
  await db.raw('ALTER TABLE users DROP COLUMN pending_email_until');
  await db.raw('ALTER TABLE users DROP COLUMN pending_email');
}
