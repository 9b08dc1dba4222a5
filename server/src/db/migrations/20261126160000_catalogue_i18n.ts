import type { Knex } from 'knex';

/**
 * Catalogue names and descriptions in more languages. The record's own columns hold the default language
 * (required); a row here gives one other language's text for one field, and a missing row falls back.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalogue_translations', (t) => {
    t.increments('id').primary();
    t.string('entity', 20).notNullable();
    t.integer('entity_id').unsigned().notNullable();
    t.string('locale', 10).notNullable();
    t.string('field', 20).notNullable();
    t.text('value').notNullable();
    t.unique(['entity', 'entity_id', 'locale', 'field']);
    t.index(['entity', 'locale']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('catalogue_translations');
}
