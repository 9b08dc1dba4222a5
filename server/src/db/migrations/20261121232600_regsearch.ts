import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * Registration search: lookup lists (makes, models, engine sizes, years, powers, fuel types), vehicle
 * records by UVC code, registration numbers pointing to UVC codes, tuning figures for vehicles the vehicle
 * database lacks, and the history of searches. Registration numbers refer to the UVC by code, not by id,
 * so the UVC list can be wiped and re-imported without breaking them.
 */
export async function up(db: Knex): Promise<void> {
  const named = (table: string) =>
    db.schema.createTable(table, (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable();
      t.string('name_key', 190).notNullable().unique();
      timestamps(t, db);
    });
  await named('reg_makes');
  await named('reg_fuel_types');

  await db.schema.createTable('reg_models', (t) => {
    t.increments('id').primary();
    t.integer('make_id').unsigned().notNullable().references('reg_makes.id');
    t.string('name', 100).notNullable();
    t.string('name_key', 190).notNullable();
    timestamps(t, db);
    t.unique(['make_id', 'name_key']);
  });

  await db.schema.createTable('reg_engine_types', (t) => {
    t.increments('id').primary();
    t.integer('engine_cc').notNullable().unique();
    t.string('name', 60).notNullable().defaultTo('');
    timestamps(t, db);
  });
  await db.schema.createTable('reg_years', (t) => {
    t.increments('id').primary();
    t.integer('year').notNullable().unique();
    timestamps(t, db);
  });
  await db.schema.createTable('reg_powers', (t) => {
    t.increments('id').primary();
    t.integer('bhp').notNullable().unique();
    timestamps(t, db);
  });

  // MySQL indexes foreign keys by itself; SQLite only needs the ones queries filter on (added below).
  const dimensions = (t: Knex.CreateTableBuilder) => {
    t.integer('make_id').unsigned().notNullable().references('reg_makes.id');
    t.integer('model_id').unsigned().nullable().references('reg_models.id');
    t.integer('fuel_type_id').unsigned().nullable().references('reg_fuel_types.id');
    t.integer('engine_type_id').unsigned().nullable().references('reg_engine_types.id');
    t.integer('power_id').unsigned().nullable().references('reg_powers.id');
  };

  await db.schema.createTable('reg_vehicle_finals', (t) => {
    t.increments('id').primary();
    dimensions(t);
    // "make:model:fuel:engine:power" with 0 for a missing one: one figure sheet per combination.
    t.string('match_key', 80).notNullable().unique();
    t.integer('stock_hp').nullable();
    t.integer('stock_torque').nullable();
    t.text('stages');
    timestamps(t, db);
  });

  await db.schema.createTable('reg_uvc_finals', (t) => {
    t.increments('id').primary();
    t.string('uvc', 40).notNullable().unique();
    dimensions(t);
    t.integer('year_id').unsigned().nullable().references('reg_years.id');
    t.integer('variant_id').unsigned().nullable().references('vehicle_variants.id').onDelete('SET NULL');
    t.string('description', 255).notNullable().defaultTo('');
    timestamps(t, db);
    // Counts per make, and the SET NULL a variant deletion causes.
    t.index(['make_id']);
    t.index(['variant_id']);
  });

  await db.schema.createTable('reg_vehicle_main', (t) => {
    t.increments('id').primary();
    t.string('vehicle_reg_no', 20).notNullable().unique();
    t.string('vin', 17).nullable().unique();
    t.string('uvc', 40).notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    timestamps(t, db);
    t.index(['uvc']);
  });

  await db.schema.createTable('reg_search_history', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('reg_no', 20).notNullable();
    t.boolean('found').notNullable();
    t.string('uvc', 40).notNullable().defaultTo('');
    // A snapshot: the variant may be deleted later, the history stays.
    t.integer('variant_id').nullable();
    t.string('description', 255).notNullable().defaultTo('');
    // 'YYYY-MM' (UTC), so monthly counts group on a plain indexed column on every database.
    t.string('month', 7).notNullable();
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['user_id', 'id']);
    t.index(['month', 'found']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'reg_search_history',
    'reg_vehicle_main',
    'reg_uvc_finals',
    'reg_vehicle_finals',
    'reg_powers',
    'reg_years',
    'reg_engine_types',
    'reg_models',
    'reg_fuel_types',
    'reg_makes',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
