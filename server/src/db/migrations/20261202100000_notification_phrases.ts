import type { Knex } from 'knex';

/**
 * in_app_notifications.phrases: how to say the title and the message (dictionary keys with their values,
 * as JSON), so a notification reads in the language of whoever lists it, not the one its recipient had
 * when it was written. `title` and `message` keep the text as first written. Rows from before have no
 * phrases and keep showing that text as it is.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('in_app_notifications', (t) => {
    t.text('phrases').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by rebuilding the table; its keys and indexes come back with it.
  await db.schema.alterTable('in_app_notifications', (t) => {
    t.dropColumn('phrases');
  });
}
