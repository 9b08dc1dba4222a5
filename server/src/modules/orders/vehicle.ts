import { VEHICLE_LEVELS, type VehicleLevel } from '@portal/contracts';
import { priceTypeForVehicleType, type PriceType } from '@portal/domain';
import type { Knex } from 'knex';
import { badRequest } from '../../lib/errors.js';
import { findNode } from '../vehicles/tree-repo.js';

export interface VehicleChoice {
  vtype?: number;
  manufacturer?: number;
  vmodel?: number;
  generation?: number;
  variant?: number;
  make?: string;
  model?: string;
  engine?: string;
}

/** The vehicle as the order keeps it: ids from the vehicle database (when picked) and names as text. */
export interface OrderVehicle {
  vtype_id: number | null;
  manufacturer_id: number | null;
  vmodel_id: number | null;
  generation_id: number | null;
  variant_id: number | null;
  vtype_name: string;
  make: string;
  model: string;
  generation_name: string;
  engine: string;
  priceType: PriceType;
}

const LABEL: Record<VehicleLevel, string> = {
  vtype: 'vehicle type',
  manufacturer: 'manufacturer',
  vmodel: 'model',
  generation: 'generation',
  variant: 'engine variant',
};

/**
 * Checks the picked ids form one branch of the vehicle tree and copies their names; a vehicle typed in by
 * hand needs at least a make and a model and is priced as a car (price type 1).
 */
export async function resolveVehicle(db: Knex, choice: VehicleChoice): Promise<OrderVehicle> {
  const picked = VEHICLE_LEVELS.filter((level) => choice[level] !== undefined);
  const typed = {
    make: choice.make?.trim() ?? '',
    model: choice.model?.trim() ?? '',
    engine: choice.engine?.trim() ?? '',
  };
  if (picked.length === 0) {
    if (!typed.make || !typed.model)
      throw badRequest('Please choose the vehicle, or type in its make and model.');
    return {
      vtype_id: null,
      manufacturer_id: null,
      vmodel_id: null,
      generation_id: null,
      variant_id: null,
      vtype_name: '',
      ...typed,
      generation_name: '',
      priceType: 1,
    };
  }
  const deepest = picked[picked.length - 1];
  const row = await findNode(db, deepest, choice[deepest] as number);
  if (!row) throw badRequest(`The chosen ${LABEL[deepest]} does not exist any more. Please choose again.`);
  const idOf = (level: VehicleLevel) =>
    level === deepest ? row.id : Number(row[`${level}_id`] ?? 0) || null;
  const nameOf = (level: VehicleLevel) => (level === deepest ? row.name : String(row[`${level}_name`] ?? ''));
  for (const level of picked) {
    if (idOf(level) !== choice[level])
      throw badRequest(`The chosen ${LABEL[level]} does not belong to the chosen ${LABEL[deepest]}.`);
  }
  const at = VEHICLE_LEVELS.indexOf(deepest);
  const has = (level: VehicleLevel) => VEHICLE_LEVELS.indexOf(level) <= at;
  const vtypeName = has('vtype') ? nameOf('vtype') : '';
  const make = has('manufacturer') ? nameOf('manufacturer') : typed.make;
  const model = has('vmodel') ? nameOf('vmodel') : typed.model;
  if (!make || !model) throw badRequest('Please choose the vehicle, or type in its make and model.');
  return {
    vtype_id: has('vtype') ? idOf('vtype') : null,
    manufacturer_id: has('manufacturer') ? idOf('manufacturer') : null,
    vmodel_id: has('vmodel') ? idOf('vmodel') : null,
    generation_id: has('generation') ? idOf('generation') : null,
    variant_id: has('variant') ? idOf('variant') : null,
    vtype_name: vtypeName,
    make,
    model,
    generation_name: has('generation') ? nameOf('generation') : '',
    engine: typed.engine || (has('variant') ? nameOf('variant') : ''),
    priceType: priceTypeForVehicleType(vtypeName),
  };
}
