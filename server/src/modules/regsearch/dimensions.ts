import {
  RegEngineType,
  RegEngineTypeBody,
  RegFuelType,
  RegFuelTypeBody,
  RegMake,
  RegMakeBody,
  RegModel,
  RegModelBody,
  RegPower,
  RegPowerBody,
  RegYear,
  RegYearBody,
} from '@portal/contracts';
import type { TObject } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { kwOf } from '../vehicles/figures.js';
import { intCell } from '../vehicles/import-engine.js';
import { cleanName, nameKey, whereContains } from '../vehicles/levels.js';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

/**
 * A lookup list of the registration search (makes, models, engine sizes, years, powers, fuel types): how it
 * is stored, shown, searched, kept unique and imported. The routes and the import are the same for all.
 */
export interface Dimension {
  path: 'vmake' | 'models' | 'engine-type' | 'years' | 'powers' | 'fuel-types';
  table: string;
  label: string;
  plural: string;
  body: TObject;
  item: TObject;
  /** Rows as lists show them (models join their make). */
  select(db: Db): Knex.QueryBuilder;
  toItem(row: Row): Record<string, unknown>;
  /** The stored columns for a request body or a CSV row; a string says what is wrong. */
  toRow(input: Row): Row | string;
  /** Columns that make a row unique; two rows equal on all of them are the same record. */
  unique: string[];
  describe(row: Row): string;
  search(q: Knex.QueryBuilder, text: string): void;
  order: [string, 'asc' | 'desc'][];
  /** Parent that must exist: models need their make. */
  parent?: { column: string; table: string; label: string };
  /** Records pointing at a row of this list, which stop it being deleted. */
  usedBy: { table: string; column: string; label: string }[];
  /** CSV columns; the import turns each row into `toRow` input. */
  csvColumns: string[];
  csvRequired: string[];
}

const stamps = (row: Row) => ({
  created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
  updated_at: toIso(row.updated_at) ?? new Date(0).toISOString(),
});

const usedByRecords = (column: string) => [
  { table: 'reg_uvc_finals', column, label: 'UVC records' },
  { table: 'reg_vehicle_finals', column, label: 'vehicle finals' },
];

function named(input: Row, max = 100): Row | string {
  const name = cleanName(String(input.name ?? ''));
  if (!nameKey(name)) return 'The name is empty.';
  if (name.length > max) return `The name is longer than ${max} characters.`;
  return { name, name_key: nameKey(name) };
}

function numberOf(input: Row, column: string, min: number, max: number): number | string {
  const value = input[column];
  const n = typeof value === 'number' ? value : intCell({ [column]: String(value ?? '') }, column, min, max);
  if (n === null) return `${column} is empty.`;
  if (typeof n === 'string') return n;
  if (!Number.isInteger(n) || n < min || n > max) return `${column} must be between ${min} and ${max}.`;
  return n;
}

const nameSearch = (q: Knex.QueryBuilder, text: string, column = 'name_key') => {
  const key = nameKey(text);
  if (key) whereContains(q, column, key);
};

const numberSearch = (q: Knex.QueryBuilder, text: string, column: string) => {
  if (/^\d+$/.test(text.trim())) q.where(column, Number(text.trim()));
  else q.whereRaw('1 = 0');
};

export const engineLabel = (cc: unknown, name: unknown) => (name ? String(name) : `${cc} cc`);

export const DIMENSIONS: Dimension[] = [
  {
    path: 'vmake',
    table: 'reg_makes',
    label: 'make',
    plural: 'makes',
    body: RegMakeBody,
    item: RegMake,
    select: (db) => db('reg_makes').select('*'),
    toItem: (r) => ({ _id: r.id, name: r.name, ...stamps(r) }),
    toRow: (input) => named(input),
    unique: ['name_key'],
    describe: (r) => `the make "${r.name}"`,
    search: (q, text) => nameSearch(q, text),
    order: [['name_key', 'asc']],
    usedBy: [{ table: 'reg_models', column: 'make_id', label: 'models' }, ...usedByRecords('make_id')],
    csvColumns: ['name'],
    csvRequired: ['name'],
  },
  {
    path: 'models',
    table: 'reg_models',
    label: 'model',
    plural: 'models',
    body: RegModelBody,
    item: RegModel,
    select: (db) =>
      db('reg_models')
        .join('reg_makes', 'reg_makes.id', 'reg_models.make_id')
        .select('reg_models.*', 'reg_makes.name as make_name'),
    toItem: (r) => ({ _id: r.id, name: r.name, make: { _id: r.make_id, name: r.make_name }, ...stamps(r) }),
    toRow: (input) => {
      const row = named(input);
      if (typeof row === 'string') return row;
      const make = Number(input.make);
      if (!Number.isInteger(make) || make < 1) return 'Choose the make.';
      return { ...row, make_id: make };
    },
    unique: ['make_id', 'name_key'],
    describe: (r) => `the model "${r.name}" for this make`,
    search: (q, text) => nameSearch(q, text, 'reg_models.name_key'),
    order: [['reg_models.name_key', 'asc']],
    parent: { column: 'make_id', table: 'reg_makes', label: 'Make' },
    usedBy: usedByRecords('model_id'),
    csvColumns: ['make', 'name'],
    csvRequired: ['make', 'name'],
  },
  {
    path: 'engine-type',
    table: 'reg_engine_types',
    label: 'engine size',
    plural: 'engine sizes',
    body: RegEngineTypeBody,
    item: RegEngineType,
    select: (db) => db('reg_engine_types').select('*'),
    toItem: (r) => ({ _id: r.id, engine_cc: r.engine_cc, name: r.name ?? '', ...stamps(r) }),
    toRow: (input) => {
      const cc = numberOf(input, 'engine_cc', 1, 30000);
      if (typeof cc === 'string') return cc;
      const name = cleanName(String(input.name ?? ''));
      if (name.length > 60) return 'The name is longer than 60 characters.';
      return { engine_cc: cc, name };
    },
    unique: ['engine_cc'],
    describe: (r) => `the engine size ${r.engine_cc} cc`,
    search: (q, text) => {
      if (/^\d+$/.test(text.trim())) q.where('engine_cc', Number(text.trim()));
      else whereContains(q, 'name', text.trim());
    },
    order: [['engine_cc', 'asc']],
    usedBy: usedByRecords('engine_type_id'),
    csvColumns: ['engine_cc', 'name'],
    csvRequired: ['engine_cc'],
  },
  {
    path: 'years',
    table: 'reg_years',
    label: 'year',
    plural: 'years',
    body: RegYearBody,
    item: RegYear,
    select: (db) => db('reg_years').select('*'),
    toItem: (r) => ({ _id: r.id, year: r.year, ...stamps(r) }),
    toRow: (input) => {
      const year = numberOf(input, 'year', 1900, 2100);
      return typeof year === 'string' ? year : { year };
    },
    unique: ['year'],
    describe: (r) => `the year ${r.year}`,
    search: (q, text) => numberSearch(q, text, 'year'),
    order: [['year', 'desc']],
    usedBy: [{ table: 'reg_uvc_finals', column: 'year_id', label: 'UVC records' }],
    csvColumns: ['year'],
    csvRequired: ['year'],
  },
  {
    path: 'powers',
    table: 'reg_powers',
    label: 'power',
    plural: 'powers',
    body: RegPowerBody,
    item: RegPower,
    select: (db) => db('reg_powers').select('*'),
    toItem: (r) => ({ _id: r.id, bhp: r.bhp, kw: kwOf(Number(r.bhp)), ...stamps(r) }),
    toRow: (input) => {
      const bhp = numberOf(input, 'bhp', 1, 5000);
      return typeof bhp === 'string' ? bhp : { bhp };
    },
    unique: ['bhp'],
    describe: (r) => `the power ${r.bhp} bhp`,
    search: (q, text) => numberSearch(q, text, 'bhp'),
    order: [['bhp', 'asc']],
    usedBy: usedByRecords('power_id'),
    csvColumns: ['bhp'],
    csvRequired: ['bhp'],
  },
  {
    path: 'fuel-types',
    table: 'reg_fuel_types',
    label: 'fuel type',
    plural: 'fuel types',
    body: RegFuelTypeBody,
    item: RegFuelType,
    select: (db) => db('reg_fuel_types').select('*'),
    toItem: (r) => ({ _id: r.id, name: r.name, ...stamps(r) }),
    toRow: (input) => named(input, 60),
    unique: ['name_key'],
    describe: (r) => `the fuel type "${r.name}"`,
    search: (q, text) => nameSearch(q, text),
    order: [['name_key', 'asc']],
    usedBy: usedByRecords('fuel_type_id'),
    csvColumns: ['name'],
    csvRequired: ['name'],
  },
];
