import { type EcuAdblueLocation, VEHICLE_LEVELS, type VehicleLevel } from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { LEVELS, lineage } from './levels.js';
import { ancestor, findNode } from './tree-repo.js';

type Db = Knex | Knex.Transaction;

/** The request fields naming each level; the spec spells the manufacturer one `manufacture`. */
export const LOCATION_FIELDS: Record<
  VehicleLevel,
  'vtype' | 'manufacture' | 'vmodel' | 'generation' | 'variant'
> = {
  vtype: 'vtype',
  manufacturer: 'manufacture',
  vmodel: 'vmodel',
  generation: 'generation',
  variant: 'variant',
};

export type LocationIds = Partial<
  Record<'vtype' | 'manufacture' | 'vmodel' | 'generation' | 'variant', number>
>;

export interface LocationPath {
  target_key: string;
  vtype_id: number;
  manufacturer_id: number | null;
  vmodel_id: number | null;
  generation_id: number | null;
  variant_id: number | null;
}

/** The most specific level named in `ids`, or null when none is. */
export function mostSpecific(ids: LocationIds): VehicleLevel | null {
  for (const level of [...VEHICLE_LEVELS].reverse()) {
    if (ids[LOCATION_FIELDS[level]] !== undefined) return level;
  }
  return null;
}

/** Full ancestor path of one node; every ancestor id the caller also gave must agree with the tree. */
export async function pathOf(db: Db, level: VehicleLevel, id: number, given: LocationIds = {}) {
  const row = await findNode(db, level, id);
  if (!row) throw notFound(`The chosen ${LEVELS[level].label}`);
  const path: LocationPath = {
    target_key: `${level}:${id}`,
    vtype_id: 0,
    manufacturer_id: null,
    vmodel_id: null,
    generation_id: null,
    variant_id: null,
  };
  for (const info of lineage(level)) {
    const nodeId = info.level === level ? id : ancestor(row, info.level)._id;
    const claimed = given[LOCATION_FIELDS[info.level]];
    if (claimed !== undefined && claimed !== nodeId) {
      throw badRequest(`The chosen ${LEVELS[level].label} does not belong to the chosen ${info.label}.`);
    }
    (path as unknown as Record<string, number>)[info.locationColumn] = nodeId;
  }
  return path;
}

/** After a node moved, locations at or below it get their ancestor ids rewritten. */
export async function refreshLocationPaths(db: Db, level: VehicleLevel, id: number): Promise<void> {
  const rows = await db('ecu_adblue_locations')
    .where(LEVELS[level].locationColumn, id)
    .select('id', 'target_key');
  for (const row of rows as { id: number; target_key: string }[]) {
    const [targetLevel, targetId] = row.target_key.split(':');
    const { target_key, ...path } = await pathOf(db, targetLevel as VehicleLevel, Number(targetId));
    await db('ecu_adblue_locations').where({ id: row.id }).update(path);
  }
}

export function locationQuery(db: Db): Knex.QueryBuilder {
  return db('ecu_adblue_locations as loc')
    .join('vehicle_types as vt', 'vt.id', 'loc.vtype_id')
    .leftJoin('vehicle_manufacturers as mf', 'mf.id', 'loc.manufacturer_id')
    .leftJoin('vehicle_models as vm', 'vm.id', 'loc.vmodel_id')
    .leftJoin('vehicle_generations as gn', 'gn.id', 'loc.generation_id')
    .leftJoin('vehicle_variants as vr', 'vr.id', 'loc.variant_id')
    .select(
      'loc.*',
      'vt.name as vtype_name',
      'mf.name as manufacturer_name',
      'vm.name as vmodel_name',
      'gn.name as generation_name',
      'vr.name as variant_name',
    );
}

interface ImageRow {
  id: number;
  location_id: number;
  kind: string;
  name: string;
}

export async function locationsWithImages(
  db: Db,
  rows: Record<string, unknown>[],
): Promise<EcuAdblueLocation[]> {
  const ids = rows.map((r) => Number(r.id));
  const images: ImageRow[] = ids.length
    ? await db('ecu_adblue_location_images')
        .whereIn('location_id', ids)
        .orderBy('id')
        .select('id', 'location_id', 'kind', 'name')
    : [];
  const ref = (row: Record<string, unknown>, column: string, level: string) =>
    row[column] ? { _id: Number(row[column]), name: String(row[`${level}_name`] ?? '') } : null;
  const pictures = (id: number, kind: string) =>
    images
      .filter((i) => i.location_id === id && i.kind === kind)
      .map((i) => ({ _id: i.id, name: i.name, url: `/api/vehicle/ecu-adblue-location/${id}/image/${i.id}` }));
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      _id: id,
      vtype: ref(row, 'vtype_id', 'vtype')!,
      manufacture: ref(row, 'manufacturer_id', 'manufacturer'),
      vmodel: ref(row, 'vmodel_id', 'vmodel'),
      generation: ref(row, 'generation_id', 'generation'),
      variant: ref(row, 'variant_id', 'variant'),
      ecu_location: String(row.ecu_location ?? ''),
      adblue_location: String(row.adblue_location ?? ''),
      ecu_location_images: pictures(id, 'ecu'),
      adblue_location_images: pictures(id, 'adblue'),
      created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
      updated_at: toIso(row.updated_at) ?? new Date(0).toISOString(),
    };
  });
}
