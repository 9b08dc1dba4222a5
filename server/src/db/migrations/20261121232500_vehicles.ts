import type { Knex } from 'knex';
import { timestamps } from '../helpers.js';

/**
 * The vehicle database. Every level keeps `name` as typed and `name_key` (lower-case, accents and repeated
 * spaces removed): uniqueness, look-ups and ordering use the key, so SQLite and MariaDB (whose collation is
 * case- and accent-insensitive) behave the same. (parent, name_key) is unique and also serves the dropdowns.
 * Only variants, which run to hundreds of thousands, get an index on name_key alone for the unfiltered list.
 * Indexes are kept to what queries need: on MySQL each one is a separate ALTER TABLE.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('vehicle_types', (t) => {
    t.increments('id').primary();
    t.string('name', 120).notNullable();
    t.string('name_key', 190).notNullable().unique();
    timestamps(t, db);
  });

  const level = (table: string, parentColumn: string, parentTable: string) =>
    db.schema.createTable(table, (t) => {
      t.increments('id').primary();
      t.integer(parentColumn).unsigned().notNullable().references(`${parentTable}.id`).onDelete('CASCADE');
      t.string('name', 120).notNullable();
      t.string('name_key', 190).notNullable();
      timestamps(t, db);
      t.unique([parentColumn, 'name_key']);
    });
  await level('vehicle_manufacturers', 'vtype_id', 'vehicle_types');
  await level('vehicle_models', 'manufacturer_id', 'vehicle_manufacturers');
  await level('vehicle_generations', 'model_id', 'vehicle_models');

  await db.schema.createTable('vehicle_variants', (t) => {
    t.increments('id').primary();
    t.integer('generation_id')
      .unsigned()
      .notNullable()
      .references('vehicle_generations.id')
      .onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.string('name_key', 190).notNullable();
    t.string('engine_type', 60).notNullable().defaultTo('');
    t.string('fuel_type', 40).notNullable().defaultTo('');
    t.string('transmission', 40).notNullable().defaultTo('');
    t.integer('engine_cc').nullable();
    t.integer('year_from').nullable();
    t.integer('year_to').nullable();
    t.integer('stock_hp').nullable();
    t.integer('stock_kw').nullable();
    t.integer('stock_torque').nullable();
    // JSON list of { stage, hp, torque }, at most a handful per variant.
    t.text('stages');
    // Kept in step with the figures on every write, so "completed" lists need no JSON parsing.
    t.boolean('details_complete').notNullable().defaultTo(false);
    timestamps(t, db);
    t.unique(['generation_id', 'name_key']);
    t.index(['name_key']);
  });

  await db.schema.createTable('vehicle_variant_ecu_brands', (t) => {
    t.integer('variant_id').unsigned().notNullable().references('vehicle_variants.id').onDelete('CASCADE');
    t.string('brand', 100).notNullable();
    t.primary(['variant_id', 'brand']);
    t.index(['brand']);
  });

  await db.schema.createTable('vehicle_variant_images', (t) => {
    t.increments('id').primary();
    t.integer('variant_id').unsigned().notNullable().references('vehicle_variants.id').onDelete('CASCADE');
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.string('name', 255).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['variant_id']);
  });

  await db.schema.createTable('special_ecu_brands', (t) => {
    t.increments('id').primary();
    t.string('name', 120).notNullable();
    t.string('name_key', 190).notNullable().unique();
    t.text('description');
    timestamps(t, db);
  });

  await db.schema.createTable('ecu_adblue_locations', (t) => {
    t.increments('id').primary();
    // The most specific level it is for, e.g. "variant:12"; one location per vehicle node.
    t.string('target_key', 40).notNullable().unique();
    t.integer('vtype_id').unsigned().notNullable().references('vehicle_types.id').onDelete('CASCADE');
    t.integer('manufacturer_id')
      .unsigned()
      .nullable()
      .references('vehicle_manufacturers.id')
      .onDelete('CASCADE');
    t.integer('vmodel_id').unsigned().nullable().references('vehicle_models.id').onDelete('CASCADE');
    t.integer('generation_id').unsigned().nullable().references('vehicle_generations.id').onDelete('CASCADE');
    t.integer('variant_id').unsigned().nullable().references('vehicle_variants.id').onDelete('CASCADE');
    t.text('ecu_location');
    t.text('adblue_location');
    timestamps(t, db);
    // SQLite checks this table for every variant a cascade deletes; the other levels are few.
    t.index(['variant_id']);
  });

  await db.schema.createTable('ecu_adblue_location_images', (t) => {
    t.increments('id').primary();
    t.integer('location_id')
      .unsigned()
      .notNullable()
      .references('ecu_adblue_locations.id')
      .onDelete('CASCADE');
    // 'ecu' or 'adblue'
    t.string('kind', 10).notNullable();
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.string('name', 255).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
    t.index(['location_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'ecu_adblue_location_images',
    'ecu_adblue_locations',
    'special_ecu_brands',
    'vehicle_variant_images',
    'vehicle_variant_ecu_brands',
    'vehicle_variants',
    'vehicle_generations',
    'vehicle_models',
    'vehicle_manufacturers',
    'vehicle_types',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
