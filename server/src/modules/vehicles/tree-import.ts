import {
  MAX_TUNING_STAGES,
  type Permission,
  type TuningStageInput,
  VEHICLE_CSV_COLUMNS,
  VEHICLE_CSV_REQUIRED,
  type VehicleLevel,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { unguardFormula } from '../../lib/csv.js';
import { forbidden, msg } from '../../lib/errors.js';
import { checkYears, isComplete, readStages } from './figures.js';
import {
  type BatchResult,
  chunks,
  type ImportSpec,
  intCell,
  type Parsed,
  type Rejection,
} from './import-engine.js';
import { cleanName, nameKey, writePermission } from './levels.js';
import { TreeCache } from './tree-cache.js';

const NAME_COLUMNS = VEHICLE_CSV_REQUIRED;
const MAX_NAME = 120;
const MAX_BRANDS = 20;
const TEXT_COLUMNS = { engine_type: 60, fuel_type: 40, transmission: 40 } as const;
const INT_COLUMNS = {
  engine_cc: [1, 30000],
  year_from: [1900, 2100],
  year_to: [1900, 2100],
  stock_hp: [1, 5000],
  stock_kw: [1, 4000],
  stock_torque: [1, 20000],
} as const;
const STAGE_COLUMNS = Array.from({ length: MAX_TUNING_STAGES }, (_, i) => [
  `stage${i + 1}_hp`,
  `stage${i + 1}_torque`,
]).flat();

/** The columns of the vehicle CSV, in the order the export writes them (shared with the import dialog). */
export const TREE_COLUMNS = VEHICLE_CSV_COLUMNS;

export interface TreeRow {
  names: string[];
  /** Only the detail columns the file has; an empty cell clears the value. */
  details: Record<string, string | number | null>;
  stages?: TuningStageInput[];
  ecuBrands?: string[];
}

/** ECU brands in one cell: "Bosch EDC17|Delphi"; semicolons work too. */
export const splitBrands = (cell: string) =>
  cell
    .split(/[|;]/)
    .map((b) => b.trim())
    .filter(Boolean);

function parseRow(cells: Record<string, string>, present: ReadonlySet<string>): TreeRow | string {
  // The export puts a quote before text a spreadsheet would run as a formula ('=1+1); it comes off here.
  const values: Record<string, string> = {};
  for (const [column, cell] of Object.entries(cells)) values[column] = unguardFormula(cell);
  const names: string[] = [];
  for (const column of NAME_COLUMNS) {
    const name = cleanName(values[column] ?? '');
    if (!name || !nameKey(name)) return msg(`The column "${column}" is empty.`);
    if (name.length > MAX_NAME) return msg(`The column "${column}" is longer than ${MAX_NAME} characters.`);
    names.push(name);
  }
  const details: TreeRow['details'] = {};
  for (const [column, max] of Object.entries(TEXT_COLUMNS)) {
    if (!present.has(column)) continue;
    const text = (values[column] ?? '').trim();
    if (text.length > max) return msg(`The column "${column}" is longer than ${max} characters.`);
    details[column] = text;
  }
  for (const [column, [min, max]] of Object.entries(INT_COLUMNS)) {
    if (!present.has(column)) continue;
    const n = intCell(values, column, min, max);
    if (typeof n === 'string') return n;
    details[column] = n;
  }
  const years = checkYears(
    (details.year_from as number | null | undefined) ?? null,
    (details.year_to as number | null | undefined) ?? null,
  );
  if (years) return years;

  const row: TreeRow = { names, details };
  if (STAGE_COLUMNS.some((c) => present.has(c))) {
    row.stages = [];
    for (let stage = 1; stage <= MAX_TUNING_STAGES; stage++) {
      const hp = intCell(values, `stage${stage}_hp`, 1, 5000);
      const torque = intCell(values, `stage${stage}_torque`, 1, 20000);
      if (typeof hp === 'string') return hp;
      if (typeof torque === 'string') return torque;
      if (hp === null && torque === null) continue;
      if (hp === null || torque === null) return msg(`Stage ${stage} needs both hp and torque.`);
      row.stages.push({ stage, hp, torque });
    }
  }
  if (present.has('ecu_brands')) {
    const brands = splitBrands(values.ecu_brands ?? '');
    if (brands.length > MAX_BRANDS) return msg(`A variant can have at most ${MAX_BRANDS} ECU brands.`);
    const long = brands.find((b) => b.length > 100);
    if (long) return msg(`An ECU brand is longer than 100 characters: "${long.slice(0, 30)}…".`);
    row.ecuBrands = brands;
  }
  return row;
}

/** The levels of the tree in the order of the name columns. */
const TREE_LEVELS: readonly VehicleLevel[] = ['vtype', 'manufacturer', 'vmodel', 'generation', 'variant'];

const NOT_ALLOWED = forbidden().message;

/**
 * The vehicle CSV import: one row per variant; types, manufacturers, models and generations are created as
 * needed; a variant that exists already (same name under the same generation) gets its figures updated.
 * The import does only what the person could do by hand (`can` answers their permissions): a row that
 * would create a level they may not add, or change the details of an existing variant without
 * variants.edit_details, is refused like any other bad row.
 */
export function treeImportSpec(can: (permission: Permission) => boolean): ImportSpec<TreeRow> {
  let cache: TreeCache | null = null;
  return {
    what: 'variants',
    columns: TREE_COLUMNS,
    required: NAME_COLUMNS,
    parse: parseRow,
    identity: (row) => row.names.map(nameKey).join('\u0000'),
    async apply(trx, rows): Promise<BatchResult> {
      cache ??= new TreeCache(trx);
      const tree = cache;
      const notAllowed = await rowsNotAllowed(tree, rows, can);
      const forbiddenRows: Rejection[] = [...notAllowed].map(({ line }) => ({ line, reason: NOT_ALLOWED }));
      const batch = notAllowed.size ? rows.filter((item) => !notAllowed.has(item)) : rows;
      if (!batch.length) return { created: 0, updated: 0, rejected: forbiddenRows };
      const idOf = (level: Parameters<TreeCache['id']>[0], parentId: number, name: string) =>
        tree.id(level, parentId, name)!;

      await tree.ensure(
        'vtype',
        batch.map(({ row }) => ({ parentId: 0, name: row.names[0] })),
      );
      const typeIds = batch.map(({ row }) => idOf('vtype', 0, row.names[0]));
      await tree.ensure(
        'manufacturer',
        batch.map(({ row }, i) => ({ parentId: typeIds[i], name: row.names[1] })),
      );
      const makerIds = batch.map(({ row }, i) => idOf('manufacturer', typeIds[i], row.names[1]));
      await tree.ensure(
        'vmodel',
        batch.map(({ row }, i) => ({ parentId: makerIds[i], name: row.names[2] })),
      );
      const modelIds = batch.map(({ row }, i) => idOf('vmodel', makerIds[i], row.names[2]));
      await tree.ensure(
        'generation',
        batch.map(({ row }, i) => ({ parentId: modelIds[i], name: row.names[3] })),
      );
      const generationIds = batch.map(({ row }, i) => idOf('generation', modelIds[i], row.names[3]));

      await tree.load('variant', generationIds);
      const existing: { item: Parsed<TreeRow>; id: number }[] = [];
      const fresh: { item: Parsed<TreeRow>; generationId: number }[] = [];
      batch.forEach((item, i) => {
        const id = tree.id('variant', generationIds[i], item.row.names[4]);
        if (id) existing.push({ item, id });
        else fresh.push({ item, generationId: generationIds[i] });
      });

      await tree.ensure(
        'variant',
        fresh.map(({ item, generationId }) => ({
          parentId: generationId,
          name: item.row.names[4],
          data: newVariantColumns(item.row),
        })),
      );
      const rejected = await updateVariants(trx, existing);
      const refused = new Set(rejected.map((r) => r.line));

      const withBrands = [
        ...existing
          .filter(({ item }) => !refused.has(item.line))
          .map(({ item, id }) => ({ row: item.row, id })),
        ...fresh.map(({ item, generationId }) => ({
          row: item.row,
          id: idOf('variant', generationId, item.row.names[4]),
        })),
      ].filter((x) => x.row.ecuBrands !== undefined);
      await replaceBrands(trx, withBrands);
      return {
        created: fresh.length,
        updated: existing.length - rejected.length,
        rejected: [...forbiddenRows, ...rejected],
      };
    },
  };
}

/**
 * The rows of a batch the person may not write. Creating a type, manufacturer, model, generation or variant
 * needs that level's add permission, as adding it by hand does; a row creating a level creates every level
 * below it too. Changing the details of a variant that exists needs variants.edit_details, as the details
 * call does (a new variant gets the row's details with variants.add).
 */
async function rowsNotAllowed(
  tree: TreeCache,
  batch: Parsed<TreeRow>[],
  can: (permission: Permission) => boolean,
): Promise<Set<Parsed<TreeRow>>> {
  const mayAdd = TREE_LEVELS.map((level) => can(writePermission(level, 'add')));
  const mayEditDetails = can('vehicle_statistics.variants.edit_details');
  if (mayAdd.every(Boolean) && mayEditDetails) return new Set();

  // Walk down the tree: the depth of the first level each row would create (TREE_LEVELS.length: none).
  const firstNew = batch.map(() => TREE_LEVELS.length);
  let ids: (number | undefined)[] = batch.map(() => 0);
  for (const [depth, level] of TREE_LEVELS.entries()) {
    await tree.load(
      level,
      ids.filter((id): id is number => id !== undefined),
    );
    ids = batch.map(({ row }, i) => {
      const parentId = ids[i];
      const id = parentId === undefined ? undefined : tree.id(level, parentId, row.names[depth]);
      if (id === undefined) firstNew[i] = Math.min(firstNew[i], depth);
      return id;
    });
  }
  return new Set(
    batch.filter(({ row }, i) =>
      firstNew[i] < TREE_LEVELS.length
        ? mayAdd.slice(firstNew[i]).includes(false)
        : !mayEditDetails && changesDetails(row),
    ),
  );
}

/** Whether a row for an existing variant writes any of its details (the columns it has besides the names). */
const changesDetails = (row: TreeRow) =>
  Object.keys(row.details).length > 0 || row.stages !== undefined || row.ecuBrands !== undefined;

function newVariantColumns(row: TreeRow): Record<string, unknown> {
  const details = { ...row.details };
  const stages = row.stages ?? [];
  return {
    ...details,
    stages: row.stages ? JSON.stringify(stages) : null,
    details_complete: isComplete({
      fuel_type: String(details.fuel_type ?? ''),
      stock_hp: (details.stock_hp as number | null) ?? null,
      stock_torque: (details.stock_torque as number | null) ?? null,
      stages,
    }),
  };
}

/**
 * Existing variants: the file's columns are merged over the stored ones, so completeness stays right and a
 * year range that only goes wrong together with the stored value is caught.
 */
async function updateVariants(
  trx: Knex.Transaction,
  rows: { item: Parsed<TreeRow>; id: number }[],
): Promise<Rejection[]> {
  const rejected: Rejection[] = [];
  for (const part of chunks(rows, 400)) {
    const stored = new Map(
      (
        await trx('vehicle_variants')
          .whereIn(
            'id',
            part.map((p) => p.id),
          )
          .select('id', 'fuel_type', 'stock_hp', 'stock_torque', 'year_from', 'year_to', 'stages')
      ).map((r: Record<string, unknown>) => [Number(r.id), r]),
    );
    for (const { item, id } of part) {
      const current = stored.get(id)!;
      const merged = { ...current, ...item.row.details };
      const years = checkYears(
        (merged.year_from as number | null) ?? null,
        (merged.year_to as number | null) ?? null,
      );
      if (years) {
        rejected.push({ line: item.line, reason: years });
        continue;
      }
      const stages = item.row.stages ?? readStages(current.stages);
      const patch: Record<string, unknown> = {
        ...item.row.details,
        details_complete: isComplete({
          fuel_type: String(merged.fuel_type ?? ''),
          stock_hp: (merged.stock_hp as number | null) ?? null,
          stock_torque: (merged.stock_torque as number | null) ?? null,
          stages,
        }),
        updated_at: new Date(),
      };
      if (item.row.stages) patch.stages = JSON.stringify(stages);
      await trx('vehicle_variants').where({ id }).update(patch);
    }
  }
  return rejected;
}

async function replaceBrands(trx: Knex.Transaction, rows: { row: TreeRow; id: number }[]) {
  for (const part of chunks(rows, 400)) {
    await trx('vehicle_variant_ecu_brands')
      .whereIn(
        'variant_id',
        part.map((p) => p.id),
      )
      .delete();
    const inserts: { variant_id: number; brand: string }[] = [];
    for (const { row, id } of part) {
      const seen = new Set<string>();
      for (const brand of row.ecuBrands ?? []) {
        if (seen.has(brand.toLowerCase())) continue;
        seen.add(brand.toLowerCase());
        inserts.push({ variant_id: id, brand });
      }
    }
    for (const rowsPart of chunks(inserts, 300)) await trx('vehicle_variant_ecu_brands').insert(rowsPart);
  }
}
