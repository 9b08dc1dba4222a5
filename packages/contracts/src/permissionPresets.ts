import { fullPermissions, normalizePermissions, type PermissionTree } from './permissions.js';

/**
 * Starting points for a new staff account: each preset switches on the branches of the permission tree a
 * typical job needs. The admin can still change single leaves afterwards (Permissions dialog).
 */
export const PERMISSION_PRESETS = {
  none: {},
  order_desk: { orders: true, live_support: true, tickets: true },
  catalogue: {
    tuning_services: true,
    miscellaneous: true,
    vehicle_statistics: fullPermissions().vehicle_statistics,
  },
  dealers: { orders: true, dealers_manager: fullPermissions().dealers_manager },
  shop: { shop_manager: fullPermissions().shop_manager },
  everything: fullPermissions(),
} as const;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
export const PERMISSION_PRESET_NAMES = Object.keys(PERMISSION_PRESETS) as PermissionPreset[];

/** The full tree (every leaf present) for a preset name. */
export function presetPermissions(name: PermissionPreset): PermissionTree {
  return normalizePermissions(PERMISSION_PRESETS[name]);
}
