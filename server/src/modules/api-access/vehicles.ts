import type { Knex } from 'knex';
import { readStages, stockKwOf, withGains } from '../vehicles/figures.js';

/** One step of the vehicle chain a dealer's visitor walks down. */
export const CHAIN = {
  types: { table: 'vehicle_types', parent: null },
  makes: { table: 'vehicle_manufacturers', parent: 'vtype_id' },
  models: { table: 'vehicle_models', parent: 'manufacturer_id' },
  generations: { table: 'vehicle_generations', parent: 'model_id' },
  variants: { table: 'vehicle_variants', parent: 'generation_id' },
} as const;
export type ChainLevel = keyof typeof CHAIN;

export interface LookupVariant {
  _id: number;
  name: string;
  vehicle: string;
  fuel_type: string;
  engine_cc: number | null;
  stock_hp: number | null;
  stock_kw: number | null;
  stock_torque: number | null;
  stages: ReturnType<typeof withGains>;
}

export type VehicleLookup = ReturnType<typeof vehicleLookup>;

/** Read-only look-ups of the vehicle tree for the public API; only variants with figures are offered. */
export function vehicleLookup(db: Knex) {
  return {
    async options(level: ChainLevel, parentId: number | null) {
      const { table, parent } = CHAIN[level];
      const q = db(table).select('id', 'name').orderBy('name_key').limit(2000);
      if (parent) q.where(parent, parentId ?? 0);
      if (level === 'variants') q.where('details_complete', true);
      const rows = (await q) as { id: number; name: string }[];
      return { items: rows.map((r) => ({ _id: r.id, name: r.name })) };
    },

    async variant(id: number): Promise<LookupVariant | null> {
      const row = await db('vehicle_variants as vr')
        .join('vehicle_generations as gn', 'gn.id', 'vr.generation_id')
        .join('vehicle_models as vm', 'vm.id', 'gn.model_id')
        .join('vehicle_manufacturers as mf', 'mf.id', 'vm.manufacturer_id')
        .where('vr.id', id)
        .andWhere('vr.details_complete', true)
        .first('vr.*', 'gn.name as generation_name', 'vm.name as model_name', 'mf.name as make_name');
      if (!row) return null;
      const stockHp = row.stock_hp === null ? null : Number(row.stock_hp);
      const stockTorque = row.stock_torque === null ? null : Number(row.stock_torque);
      return {
        _id: row.id,
        name: row.name,
        vehicle: [row.make_name, row.model_name, row.generation_name, row.name].filter(Boolean).join(' '),
        fuel_type: row.fuel_type,
        engine_cc: row.engine_cc === null ? null : Number(row.engine_cc),
        stock_hp: stockHp,
        stock_kw: stockKwOf(row.stock_kw, stockHp),
        stock_torque: stockTorque,
        stages: withGains(stockHp, stockTorque, readStages(row.stages)),
      };
    },
  };
}
