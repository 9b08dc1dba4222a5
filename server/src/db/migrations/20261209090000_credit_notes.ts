import type { Knex } from 'knex';

/**
 * Credit notes: a paid invoice is corrected by a credit note of its own number (CN-2026-000001, a yearly
 * series apart from the invoices'), stored beside the invoices with the figures negated. `credit_of` points
 * from the note to the invoice and is unique, so an invoice is credited at most once; `credited_by` marks the
 * invoice with its note.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('credit_invoices', (t) => {
    t.integer('credit_of').unsigned().nullable().unique();
    t.integer('credited_by').unsigned().nullable();
    t.string('credit_reason', 255).nullable();
  });
  await db.schema.createTable('credit_note_counters', (t) => {
    t.integer('year').primary();
    t.integer('last').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('credit_note_counters');
  // SQLite drops a column by rebuilding the table; its keys and indexes come back with it.
  await db.schema.alterTable('credit_invoices', (t) => {
    t.dropUnique(['credit_of']);
    t.dropColumn('credit_of');
    t.dropColumn('credited_by');
    t.dropColumn('credit_reason');
  });
}
