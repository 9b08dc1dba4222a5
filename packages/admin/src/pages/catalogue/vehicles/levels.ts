import type { Permission, VehicleLevel } from '@portal/contracts';

/** The tree levels top first, the parent of each, and the permission group that guards its writes. */
export const TREE: readonly VehicleLevel[] = ['vtype', 'manufacturer', 'vmodel', 'generation', 'variant'];

export const parentOf = (level: VehicleLevel): VehicleLevel | null => TREE[TREE.indexOf(level) - 1] ?? null;

const GROUP = {
  vtype: 'types',
  manufacturer: 'manufacturers',
  vmodel: 'models',
  generation: 'generations',
  variant: 'variants',
} as const;

export const levelPermission = (level: VehicleLevel, action: 'add' | 'edit' | 'delete') =>
  `vehicle_statistics.${GROUP[level]}.${action}` as Permission;
