import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { engineLabel } from './dimensions.js';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

/** Joins the lookup lists a vehicle record (`alias`) points to, with readable names. */
export function joinDimensions(q: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return q
    .join('reg_makes as mk', 'mk.id', `${alias}.make_id`)
    .leftJoin('reg_models as md', 'md.id', `${alias}.model_id`)
    .leftJoin('reg_fuel_types as ft', 'ft.id', `${alias}.fuel_type_id`)
    .leftJoin('reg_engine_types as et', 'et.id', `${alias}.engine_type_id`)
    .leftJoin('reg_powers as pw', 'pw.id', `${alias}.power_id`)
    .select(
      'mk.name as make_name',
      'md.name as model_name',
      'ft.name as fuel_name',
      'et.engine_cc as engine_cc',
      'et.name as engine_name',
      'pw.bhp as bhp',
    );
}

const ref = (id: unknown, name: string) => (id ? { _id: Number(id), name } : null);

/** The `{ _id, name }` of each dimension of a joined row. */
export function dimensionRefs(row: Row) {
  return {
    make: { _id: Number(row.make_id), name: String(row.make_name ?? '') },
    model: ref(row.model_id, String(row.model_name ?? '')),
    fuel_type: ref(row.fuel_type_id, String(row.fuel_name ?? '')),
    engine_type: ref(row.engine_type_id, engineLabel(row.engine_cc, row.engine_name)),
    power: ref(row.power_id, `${row.bhp} bhp`),
  };
}

/** "Volkswagen Golf 2.0 TDI Diesel 150 bhp 2015", from whatever is known. */
export function describeVehicle(row: Row): string {
  if (row.description) return String(row.description);
  return [
    row.make_name,
    row.model_name,
    row.engine_cc ? engineLabel(row.engine_cc, row.engine_name) : null,
    row.fuel_name,
    row.bhp ? `${row.bhp} bhp` : null,
    row.year ?? null,
  ]
    .filter((x) => x !== null && x !== undefined && x !== '')
    .join(' ');
}

export const stamps = (row: Row) => ({
  created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
  updated_at: toIso(row.updated_at) ?? new Date(0).toISOString(),
});

export interface DimensionIds {
  make?: number;
  model?: number | null;
  fuel_type?: number | null;
  engine_type?: number | null;
  power?: number | null;
  year?: number | null;
}

const TABLES: Record<keyof DimensionIds, { table: string; column: string; label: string }> = {
  make: { table: 'reg_makes', column: 'make_id', label: 'Make' },
  model: { table: 'reg_models', column: 'model_id', label: 'Model' },
  fuel_type: { table: 'reg_fuel_types', column: 'fuel_type_id', label: 'Fuel type' },
  engine_type: { table: 'reg_engine_types', column: 'engine_type_id', label: 'Engine size' },
  power: { table: 'reg_powers', column: 'power_id', label: 'Power' },
  year: { table: 'reg_years', column: 'year_id', label: 'Year' },
};

/**
 * Columns for the dimension ids given (null clears one), after checking each exists and that the model
 * belongs to the make. `current` holds the stored columns when editing.
 */
export async function dimensionColumns(db: Db, ids: DimensionIds, current: Row = {}): Promise<Row> {
  const out: Row = {};
  for (const [field, info] of Object.entries(TABLES) as [
    keyof DimensionIds,
    (typeof TABLES)[keyof DimensionIds],
  ][]) {
    const value = ids[field];
    if (value === undefined) continue;
    if (value !== null && !(await db(info.table).where({ id: value }).first('id')))
      throw notFound(info.label);
    out[info.column] = value;
  }
  const makeId = out.make_id ?? current.make_id;
  const modelId = out.model_id === undefined ? current.model_id : out.model_id;
  if (!makeId) throw badRequest('Choose the make.');
  if (modelId) {
    const model = await db('reg_models').where({ id: modelId }).first('make_id');
    if (model && Number(model.make_id) !== Number(makeId)) {
      throw badRequest('The chosen model belongs to another make.');
    }
  }
  return out;
}
