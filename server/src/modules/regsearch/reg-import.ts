import { MAX_TUNING_STAGES, type RegSearchResource, type TuningStageInput } from '@portal/contracts';
import type { Knex } from 'knex';
import {
  type BatchResult,
  chunks,
  type ImportSpec,
  intCell,
  type Parsed,
  type Rejection,
} from '../vehicles/import-engine.js';
import { cleanName, nameKey } from '../vehicles/levels.js';
import { DIMENSIONS } from './dimensions.js';
import { mainColumns } from './main-service.js';
import { RegCache } from './reg-cache.js';
import { matchKey, normaliseUvc } from './uvc-service.js';

type Row = Record<string, unknown>;

/** Make, model, fuel type, engine size and power by value, as records in CSV files name them. */
interface VehicleCells {
  make: string;
  model: string;
  fuel_type: string;
  engine_cc: number | null;
  bhp: number | null;
}

const VEHICLE_COLUMNS = ['make', 'model', 'fuel_type', 'engine_cc', 'bhp'];
const STAGE_COLUMNS = Array.from({ length: MAX_TUNING_STAGES }, (_, i) => [
  `stage${i + 1}_hp`,
  `stage${i + 1}_torque`,
]).flat();

function vehicleCells(values: Record<string, string>): VehicleCells | string {
  const make = cleanName(values.make ?? '');
  if (!nameKey(make)) return 'The make is empty.';
  const model = cleanName(values.model ?? '');
  const fuel = cleanName(values.fuel_type ?? '');
  for (const [what, text] of [
    ['make', make],
    ['model', model],
    ['fuel_type', fuel],
  ]) {
    if (text.length > 100) return `The ${what} is longer than 100 characters.`;
  }
  const cc = intCell(values, 'engine_cc', 1, 30000);
  if (typeof cc === 'string') return cc;
  const bhp = intCell(values, 'bhp', 1, 5000);
  if (typeof bhp === 'string') return bhp;
  return { make, model, fuel_type: fuel, engine_cc: cc, bhp };
}

async function vehicleIds(cache: RegCache, v: VehicleCells): Promise<Row> {
  const make_id = await cache.make(v.make);
  return {
    make_id,
    model_id: v.model ? await cache.model(make_id, v.model) : null,
    fuel_type_id: v.fuel_type ? await cache.fuel(v.fuel_type) : null,
    engine_type_id: v.engine_cc ? await cache.engine(v.engine_cc) : null,
    power_id: v.bhp ? await cache.power(v.bhp) : null,
  };
}

/** Inserts new rows and updates existing ones, found by one unique column. */
async function upsert(
  trx: Knex.Transaction,
  table: string,
  column: string,
  rows: Row[],
): Promise<BatchResult> {
  const existing = new Map<string, number>();
  for (const part of chunks(rows, 400)) {
    const found = await trx(table)
      .whereIn(
        column,
        part.map((r) => r[column] as string),
      )
      .select('id', column);
    for (const f of found) existing.set(String(f[column]), Number(f.id));
  }
  const now = new Date();
  const fresh = rows.filter((r) => !existing.has(String(r[column])));
  for (const part of chunks(fresh, 100)) {
    await trx(table).insert(part.map((r) => ({ ...r, created_at: now, updated_at: now })));
  }
  for (const r of rows.filter((x) => existing.has(String(x[column])))) {
    await trx(table)
      .where({ id: existing.get(String(r[column])) })
      .update({ ...r, updated_at: now });
  }
  return { created: fresh.length, updated: rows.length - fresh.length, rejected: [] };
}

function dimensionSpec(path: (typeof DIMENSIONS)[number]['path']): ImportSpec<Row> {
  const dim = DIMENSIONS.find((d) => d.path === path)!;
  let cache: RegCache | null = null;
  return {
    what: dim.plural,
    columns: dim.csvColumns,
    required: dim.csvRequired,
    parse(values) {
      if (path === 'models') {
        const make = cleanName(values.make ?? '');
        if (!nameKey(make)) return 'The make is empty.';
        const row = dim.toRow({ name: values.name, make: 1 });
        return typeof row === 'string' ? row : { ...row, make };
      }
      return dim.toRow(values);
    },
    identity: (row) =>
      path === 'models'
        ? `${nameKey(String(row.make))}:${row.name_key}`
        : dim.unique.map((c) => row[c]).join(':'),
    async apply(trx, batch) {
      cache ??= new RegCache(trx);
      let created = 0;
      for (const { row } of batch) {
        const makeId = path === 'models' ? await cache.make(String(row.make)) : 0;
        const before = cache.created;
        if (path === 'vmake') await cache.make(String(row.name));
        else if (path === 'fuel-types') await cache.fuel(String(row.name));
        else if (path === 'years') await cache.year(Number(row.year));
        else if (path === 'powers') await cache.power(Number(row.bhp));
        else if (path === 'models') await cache.model(makeId, String(row.name));
        else {
          const id = await cache.engine(Number(row.engine_cc), String(row.name ?? ''));
          // An existing engine size takes the label the file gives it.
          if (cache.created === before && row.name) {
            await trx('reg_engine_types').where({ id }).update({ name: row.name, updated_at: new Date() });
          }
        }
        if (cache.created > before) created += 1;
      }
      return { created, updated: batch.length - created, rejected: [] };
    },
  };
}

function stagesOf(
  values: Record<string, string>,
  present: ReadonlySet<string>,
): TuningStageInput[] | string | undefined {
  if (!STAGE_COLUMNS.some((c) => present.has(c))) return undefined;
  const stages: TuningStageInput[] = [];
  for (let stage = 1; stage <= MAX_TUNING_STAGES; stage++) {
    const hp = intCell(values, `stage${stage}_hp`, 1, 5000);
    const torque = intCell(values, `stage${stage}_torque`, 1, 20000);
    if (typeof hp === 'string') return hp;
    if (typeof torque === 'string') return torque;
    if (hp === null && torque === null) continue;
    if (hp === null || torque === null) return `Stage ${stage} needs both hp and torque.`;
    stages.push({ stage, hp, torque });
  }
  return stages;
}

function uvcSpec(): ImportSpec<Row> {
  let cache: RegCache | null = null;
  return {
    what: 'UVC records',
    columns: ['uvc', ...VEHICLE_COLUMNS, 'year', 'description', 'variant_id'],
    required: ['uvc', 'make'],
    parse(values) {
      const uvc = normaliseUvc(values.uvc ?? '');
      if (!/^[A-Z0-9._-]{1,40}$/.test(uvc))
        return 'The UVC code is empty or has characters other than letters, digits, dots, dashes and underscores.';
      const vehicle = vehicleCells(values);
      if (typeof vehicle === 'string') return vehicle;
      const year = intCell(values, 'year', 1900, 2100);
      if (typeof year === 'string') return year;
      const variant = intCell(values, 'variant_id', 1, 2_000_000_000);
      if (typeof variant === 'string') return variant;
      const description = (values.description ?? '').trim();
      if (description.length > 255) return 'The description is longer than 255 characters.';
      return { uvc, vehicle, year, variant, description };
    },
    identity: (row) => String(row.uvc),
    async apply(trx, batch, present) {
      cache ??= new RegCache(trx);
      const variantIds = [...new Set(batch.map((b) => b.row.variant).filter(Boolean))] as number[];
      const known = new Set<number>();
      for (const part of chunks(variantIds, 400)) {
        for (const v of await trx('vehicle_variants').whereIn('id', part).select('id'))
          known.add(Number(v.id));
      }
      const rejected: Rejection[] = [];
      const rows: Row[] = [];
      for (const { line, row } of batch) {
        if (row.variant && !known.has(Number(row.variant))) {
          rejected.push({ line, reason: `There is no variant with id ${row.variant}.` });
          continue;
        }
        const record: Row = {
          uvc: row.uvc,
          ...(await vehicleIds(cache, row.vehicle as VehicleCells)),
          year_id: row.year ? await cache.year(Number(row.year)) : null,
        };
        if (present.has('description')) record.description = row.description;
        if (present.has('variant_id')) record.variant_id = row.variant ?? null;
        rows.push(record);
      }
      return { ...(await upsert(trx, 'reg_uvc_finals', 'uvc', rows)), rejected };
    },
  };
}

function finalSpec(): ImportSpec<Row> {
  let cache: RegCache | null = null;
  return {
    what: 'vehicle finals',
    columns: [...VEHICLE_COLUMNS, 'stock_hp', 'stock_torque', ...STAGE_COLUMNS],
    required: ['make'],
    parse(values, present) {
      const vehicle = vehicleCells(values);
      if (typeof vehicle === 'string') return vehicle;
      const hp = intCell(values, 'stock_hp', 1, 5000);
      if (typeof hp === 'string') return hp;
      const torque = intCell(values, 'stock_torque', 1, 20000);
      if (typeof torque === 'string') return torque;
      const stages = stagesOf(values, present);
      if (typeof stages === 'string') return stages;
      return { vehicle, stock_hp: hp, stock_torque: torque, stages };
    },
    identity: (row) => {
      const v = row.vehicle as VehicleCells;
      return [nameKey(v.make), nameKey(v.model), nameKey(v.fuel_type), v.engine_cc ?? 0, v.bhp ?? 0].join(
        ':',
      );
    },
    async apply(trx, batch: Parsed<Row>[], present) {
      cache ??= new RegCache(trx);
      const rows: Row[] = [];
      for (const { row } of batch) {
        const record: Row = await vehicleIds(cache, row.vehicle as VehicleCells);
        record.match_key = matchKey(record);
        if (present.has('stock_hp')) record.stock_hp = row.stock_hp;
        if (present.has('stock_torque')) record.stock_torque = row.stock_torque;
        if (row.stages) record.stages = JSON.stringify(row.stages);
        rows.push(record);
      }
      return upsert(trx, 'reg_vehicle_finals', 'match_key', rows);
    },
  };
}

function mainSpec(): ImportSpec<Row> {
  const vins = new Map<string, string>();
  return {
    what: 'registration numbers',
    columns: ['vehicle_reg_no', 'uvc', 'vin'],
    required: ['vehicle_reg_no', 'uvc'],
    parse(values, present) {
      const row = mainColumns({
        vehicle_reg_no: values.vehicle_reg_no ?? '',
        uvc: values.uvc ?? '',
        ...(present.has('vin') ? { vin: values.vin || null } : {}),
      });
      if (typeof row === 'string') return row;
      if (row.vin) {
        const other = vins.get(String(row.vin));
        if (other && other !== row.vehicle_reg_no)
          return `The VIN ${row.vin} is already given to ${other} in this file.`;
        vins.set(String(row.vin), String(row.vehicle_reg_no));
      }
      return row;
    },
    identity: (row) => String(row.vehicle_reg_no),
    async apply(trx, batch) {
      // A VIN already recorded for another registration would break the unique index: refuse that row.
      const withVin = batch.filter((b) => b.row.vin);
      const owners = new Map<string, string>();
      for (const part of chunks(withVin, 400)) {
        const found = await trx('reg_vehicle_main')
          .whereIn(
            'vin',
            part.map((b) => String(b.row.vin)),
          )
          .select('vin', 'vehicle_reg_no');
        for (const f of found) owners.set(f.vin, f.vehicle_reg_no);
      }
      const rejected: Rejection[] = [];
      const rows: Row[] = [];
      for (const { line, row } of batch) {
        const owner = row.vin ? owners.get(String(row.vin)) : undefined;
        if (owner && owner !== row.vehicle_reg_no) {
          rejected.push({ line, reason: `The VIN ${row.vin} is already recorded for ${owner}.` });
        } else rows.push(row);
      }
      return { ...(await upsert(trx, 'reg_vehicle_main', 'vehicle_reg_no', rows)), rejected };
    },
  };
}

/** The CSV import of each registration-search list. */
export function importSpecFor(resource: RegSearchResource): ImportSpec<Row> {
  if (resource === 'uvc-final') return uvcSpec();
  if (resource === 'vehicle-finals') return finalSpec();
  if (resource === 'vehicle-main') return mainSpec();
  return dimensionSpec(resource);
}
