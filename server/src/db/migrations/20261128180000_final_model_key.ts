import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * A vehicle final without a model carried NULL as its model sort key. Both databases sort NULL first, as
 * they do an empty key, but MariaDB reads `model_key IS NULL` as a lookup that it does not narrow by the id
 * after it: a page of the finals list that starts after such a final read every final without a model up to
 * there. The copy is now '' for no model (same order); the triggers of 20261128130000 fill it that way.
 */
const makeKey = '(SELECT name_key FROM reg_makes WHERE id = NEW.make_id)';
const modelKey = (empty: string) =>
  `COALESCE((SELECT name_key FROM reg_models WHERE id = NEW.model_id), ${empty})`;

async function fillTriggers(db: Knex, empty: string) {
  await db.raw('DROP TRIGGER IF EXISTS reg_final_keys_insert');
  await db.raw('DROP TRIGGER IF EXISTS reg_final_keys_update');
  if (isSqlite(db)) {
    const fill = `UPDATE reg_vehicle_finals SET make_key = ${makeKey}, model_key = ${modelKey(empty)} WHERE id = NEW.id`;
    await db.raw(
      `CREATE TRIGGER reg_final_keys_insert AFTER INSERT ON reg_vehicle_finals BEGIN ${fill}; END`,
    );
    await db.raw(
      `CREATE TRIGGER reg_final_keys_update AFTER UPDATE OF make_id, model_id ON reg_vehicle_finals BEGIN ${fill}; END`,
    );
    return;
  }
  const set = `SET NEW.make_key = ${makeKey}, NEW.model_key = ${modelKey(empty)}`;
  await db.raw(
    `CREATE TRIGGER reg_final_keys_insert BEFORE INSERT ON reg_vehicle_finals FOR EACH ROW ${set}`,
  );
  await db.raw(
    'CREATE TRIGGER reg_final_keys_update BEFORE UPDATE ON reg_vehicle_finals FOR EACH ROW ' +
      `IF NOT (OLD.make_id <=> NEW.make_id AND OLD.model_id <=> NEW.model_id) THEN ${set}; END IF`,
  );
}

export async function up(db: Knex): Promise<void> {
  await fillTriggers(db, "''");
  await db('reg_vehicle_finals').whereNull('model_key').update({ model_key: '' });
}

export async function down(db: Knex): Promise<void> {
  await fillTriggers(db, 'NULL');
  await db('reg_vehicle_finals').where('model_key', '').update({ model_key: null });
}
