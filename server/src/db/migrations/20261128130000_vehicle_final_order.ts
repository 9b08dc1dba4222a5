import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * The vehicle finals list is ordered by make name, model name and id. Those names live in `reg_makes` and
 * `reg_models`, so every page sorted all the finals (seconds at 100,000). Each final now carries copies of
 * its make's and model's sort keys (`name_key`), indexed with its id, so a page is an index range. Triggers
 * keep the copies whichever code path adds or moves a final or renames a make or model; makes and models in
 * use cannot be deleted (their foreign keys refuse it), so no copy outlives its source.
 */
const makeKey = '(SELECT name_key FROM reg_makes WHERE id = NEW.make_id)';
const modelKey = '(SELECT name_key FROM reg_models WHERE id = NEW.model_id)';
const TRIGGERS = [
  'reg_final_keys_insert',
  'reg_final_keys_update',
  'reg_make_rename_finals',
  'reg_model_rename_finals',
];

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('reg_vehicle_finals', (t) => {
    t.string('make_key', 190).nullable();
    t.string('model_key', 190).nullable();
    t.index(['make_key', 'model_key', 'id'], 'reg_vehicle_finals_sort_index');
  });
  await db.raw(
    'UPDATE reg_vehicle_finals SET make_key = (SELECT name_key FROM reg_makes WHERE id = reg_vehicle_finals.make_id), ' +
      'model_key = (SELECT name_key FROM reg_models WHERE id = reg_vehicle_finals.model_id)',
  );
  const renames = (column: string, ref: string) =>
    `UPDATE reg_vehicle_finals SET ${column} = NEW.name_key WHERE ${ref} = NEW.id`;
  if (isSqlite(db)) {
    const fill = `UPDATE reg_vehicle_finals SET make_key = ${makeKey}, model_key = ${modelKey} WHERE id = NEW.id`;
    await db.raw(
      `CREATE TRIGGER reg_final_keys_insert AFTER INSERT ON reg_vehicle_finals BEGIN ${fill}; END`,
    );
    await db.raw(
      `CREATE TRIGGER reg_final_keys_update AFTER UPDATE OF make_id, model_id ON reg_vehicle_finals BEGIN ${fill}; END`,
    );
    await db.raw(
      `CREATE TRIGGER reg_make_rename_finals AFTER UPDATE OF name_key ON reg_makes BEGIN ${renames('make_key', 'make_id')}; END`,
    );
    await db.raw(
      `CREATE TRIGGER reg_model_rename_finals AFTER UPDATE OF name_key ON reg_models BEGIN ${renames('model_key', 'model_id')}; END`,
    );
    return;
  }
  // MariaDB: a trigger cannot update its own table, but a BEFORE trigger sets the row being written.
  const set = `SET NEW.make_key = ${makeKey}, NEW.model_key = ${modelKey}`;
  await db.raw(
    `CREATE TRIGGER reg_final_keys_insert BEFORE INSERT ON reg_vehicle_finals FOR EACH ROW ${set}`,
  );
  await db.raw(
    'CREATE TRIGGER reg_final_keys_update BEFORE UPDATE ON reg_vehicle_finals FOR EACH ROW ' +
      `IF NOT (OLD.make_id <=> NEW.make_id AND OLD.model_id <=> NEW.model_id) THEN ${set}; END IF`,
  );
  await db.raw(
    `CREATE TRIGGER reg_make_rename_finals AFTER UPDATE ON reg_makes FOR EACH ROW ${renames('make_key', 'make_id')}`,
  );
  await db.raw(
    `CREATE TRIGGER reg_model_rename_finals AFTER UPDATE ON reg_models FOR EACH ROW ${renames('model_key', 'model_id')}`,
  );
}

export async function down(db: Knex): Promise<void> {
  for (const name of TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.schema.alterTable('reg_vehicle_finals', (t) => {
    t.dropIndex(['make_key', 'model_key', 'id'], 'reg_vehicle_finals_sort_index');
    t.dropColumn('make_key');
    t.dropColumn('model_key');
  });
}
