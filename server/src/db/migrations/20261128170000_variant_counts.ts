import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * The vehicle variants' row count in `row_counts`, kept by triggers, for the unfiltered variants list. Variants
 * also go when a generation, model, manufacturer or type above them is deleted (foreign-key cascades): SQLite
 * fires the variants' own delete trigger for those, MariaDB fires none, so there each ancestor's deletion
 * takes off the variants beneath it before they go.
 */
/** The tables above a variant, each with the query of the variants beneath a row of it (`OLD`). */
export const ANCESTORS: [table: string, variantsBeneath: string][] = [
  ['vehicle_generations', 'SELECT COUNT(*) FROM vehicle_variants v WHERE v.generation_id = OLD.id'],
  [
    'vehicle_models',
    'SELECT COUNT(*) FROM vehicle_variants v JOIN vehicle_generations g ON g.id = v.generation_id WHERE g.model_id = OLD.id',
  ],
  [
    'vehicle_manufacturers',
    'SELECT COUNT(*) FROM vehicle_variants v JOIN vehicle_generations g ON g.id = v.generation_id ' +
      'JOIN vehicle_models m ON m.id = g.model_id WHERE m.manufacturer_id = OLD.id',
  ],
  [
    'vehicle_types',
    'SELECT COUNT(*) FROM vehicle_variants v JOIN vehicle_generations g ON g.id = v.generation_id ' +
      'JOIN vehicle_models m ON m.id = g.model_id JOIN vehicle_manufacturers f ON f.id = m.manufacturer_id ' +
      'WHERE f.vtype_id = OLD.id',
  ],
];
const VARIANTS = "table_name = 'vehicle_variants'";

export async function up(db: Knex): Promise<void> {
  await db.raw(
    `INSERT INTO row_counts (table_name, n) SELECT 'vehicle_variants', COUNT(*) FROM vehicle_variants`,
  );
  const sqlite = isSqlite(db);
  const body = (sql: string) => (sqlite ? `BEGIN ${sql}; END` : `FOR EACH ROW ${sql}`);
  await db.raw(
    `CREATE TRIGGER vehicle_variants_count_insert AFTER INSERT ON vehicle_variants ${body(`UPDATE row_counts SET n = n + 1 WHERE ${VARIANTS}`)}`,
  );
  await db.raw(
    `CREATE TRIGGER vehicle_variants_count_delete AFTER DELETE ON vehicle_variants ${body(`UPDATE row_counts SET n = n - 1 WHERE ${VARIANTS}`)}`,
  );
  if (sqlite) return;
  for (const [table, beneath] of ANCESTORS) {
    await db.raw(
      `CREATE TRIGGER ${table}_variants_count BEFORE DELETE ON ${table} FOR EACH ROW ` +
        `UPDATE row_counts SET n = n - (${beneath}) WHERE ${VARIANTS}`,
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const name of ['vehicle_variants_count_insert', 'vehicle_variants_count_delete'])
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  for (const [table] of ANCESTORS) await db.raw(`DROP TRIGGER IF EXISTS ${table}_variants_count`);
  await db('row_counts').where('table_name', 'vehicle_variants').del();
}
