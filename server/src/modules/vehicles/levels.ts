import type { Knex } from 'knex';
import type { Permission, VehicleLevel } from '@portal/contracts';
import { whereLike } from '../../lib/like.js';

/** What every level of the vehicle tree is called, where it lives and which permission guards it. */
export interface LevelInfo {
  level: VehicleLevel;
  table: string;
  /** Alias used when the level is joined into a query. */
  alias: string;
  /** Column pointing to the parent level; null for types. */
  parentColumn: string | null;
  parent: VehicleLevel | null;
  child: VehicleLevel | null;
  /** Column of ecu_adblue_locations pointing to this level. */
  locationColumn: string;
  label: string;
  plural: string;
  permissionGroup: 'types' | 'manufacturers' | 'models' | 'generations' | 'variants';
}

export const LEVELS: Record<VehicleLevel, LevelInfo> = {
  vtype: {
    level: 'vtype',
    table: 'vehicle_types',
    alias: 'vt',
    parentColumn: null,
    parent: null,
    child: 'manufacturer',
    locationColumn: 'vtype_id',
    label: 'type',
    plural: 'types',
    permissionGroup: 'types',
  },
  manufacturer: {
    level: 'manufacturer',
    table: 'vehicle_manufacturers',
    alias: 'mf',
    parentColumn: 'vtype_id',
    parent: 'vtype',
    child: 'vmodel',
    locationColumn: 'manufacturer_id',
    label: 'manufacturer',
    plural: 'manufacturers',
    permissionGroup: 'manufacturers',
  },
  vmodel: {
    level: 'vmodel',
    table: 'vehicle_models',
    alias: 'vm',
    parentColumn: 'manufacturer_id',
    parent: 'manufacturer',
    child: 'generation',
    locationColumn: 'vmodel_id',
    label: 'model',
    plural: 'models',
    permissionGroup: 'models',
  },
  generation: {
    level: 'generation',
    table: 'vehicle_generations',
    alias: 'gn',
    parentColumn: 'model_id',
    parent: 'vmodel',
    child: 'variant',
    locationColumn: 'generation_id',
    label: 'generation',
    plural: 'generations',
    permissionGroup: 'generations',
  },
  variant: {
    level: 'variant',
    table: 'vehicle_variants',
    alias: 'vr',
    parentColumn: 'generation_id',
    parent: 'generation',
    child: null,
    locationColumn: 'variant_id',
    label: 'variant',
    plural: 'variants',
    permissionGroup: 'variants',
  },
};

/** The level and all levels above it, top first: variant -> [vtype, manufacturer, vmodel, generation, variant]. */
export function lineage(level: VehicleLevel): LevelInfo[] {
  const out: LevelInfo[] = [];
  for (let l: VehicleLevel | null = level; l; l = LEVELS[l].parent) out.unshift(LEVELS[l]);
  return out;
}

export const writePermission = (level: VehicleLevel, action: 'add' | 'edit' | 'delete') =>
  `vehicle_statistics.${LEVELS[level].permissionGroup}.${action}` as Permission;

/**
 * The key names are compared by: lower-case, accents dropped, spaces collapsed. MariaDB's collation already
 * compares like this; storing the key makes SQLite agree and lets one unique index enforce it.
 */
export function nameKey(name: string): string {
  const key = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  // A compatibility form can be many times longer than the name ("ﷺ" is 18 letters); the key columns hold
  // NAME_KEY_LENGTH, and names that agree that far are the same name for any purpose here.
  return key.length <= NAME_KEY_LENGTH ? key : Array.from(key).slice(0, NAME_KEY_LENGTH).join('');
}
/** The length of the `name_key` columns. */
export const NAME_KEY_LENGTH = 190;

/** Names are trimmed and inner runs of spaces collapsed before they are stored. */
export const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** "column contains keyword", wildcards in the keyword taken literally. */
export const whereContains = (q: Knex.QueryBuilder, column: string, keyword: string): Knex.QueryBuilder =>
  whereLike(q, column, keyword);

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
