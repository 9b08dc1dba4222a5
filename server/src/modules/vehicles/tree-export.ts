import { Readable } from 'node:stream';
import { MAX_TUNING_STAGES } from '@portal/contracts';
import type { Knex } from 'knex';
import { csvLine } from './csv.js';
import { readStages } from './figures.js';
import { TREE_COLUMNS } from './tree-import.js';
import { nodeQuery } from './tree-repo.js';

const BATCH = 1000;

/**
 * The whole tree as CSV, one row per variant, in the columns the import reads back. Read in id order in
 * batches, so the database connection is held only for one short query at a time and memory stays flat.
 */
export function exportTree(db: Knex): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(TREE_COLUMNS)}`;
    let after = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await nodeQuery(db, 'variant')
        .select(
          'vr.engine_type',
          'vr.fuel_type',
          'vr.transmission',
          'vr.engine_cc',
          'vr.year_from',
          'vr.year_to',
          'vr.stock_hp',
          'vr.stock_kw',
          'vr.stock_torque',
          'vr.stages',
        )
        .where('vr.id', '>', after)
        .orderBy('vr.id')
        .limit(BATCH);
      if (!rows.length) return;
      after = Number(rows[rows.length - 1].id);
      const brands = await db('vehicle_variant_ecu_brands')
        .whereIn(
          'variant_id',
          rows.map((r) => Number(r.id)),
        )
        .orderBy('brand')
        .select('variant_id', 'brand');
      const brandsOf = new Map<number, string[]>();
      for (const b of brands) brandsOf.set(b.variant_id, [...(brandsOf.get(b.variant_id) ?? []), b.brand]);
      let chunk = '';
      for (const r of rows) {
        const stages = new Map(readStages(r.stages).map((s) => [s.stage, s]));
        const stageCells: (number | null)[] = [];
        for (let n = 1; n <= MAX_TUNING_STAGES; n++) {
          stageCells.push(stages.get(n)?.hp ?? null, stages.get(n)?.torque ?? null);
        }
        chunk += csvLine([
          r.vtype_name as string,
          r.manufacturer_name as string,
          r.vmodel_name as string,
          r.generation_name as string,
          r.name as string,
          r.engine_type as string,
          r.fuel_type as string,
          r.transmission as string,
          r.engine_cc as number | null,
          r.year_from as number | null,
          r.year_to as number | null,
          r.stock_hp as number | null,
          r.stock_kw as number | null,
          r.stock_torque as number | null,
          ...stageCells,
          (brandsOf.get(Number(r.id)) ?? []).join('|'),
        ]);
      }
      yield chunk;
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
