/**
 * The vehicle database's levels and the registration search's resources as plain lists, apart from their
 * schemas: the audit kinds are built from them, and a page that needs only those names must not pull the
 * schemas (and TypeBox) into its chunk.
 */
export const VEHICLE_LEVELS = ['vtype', 'manufacturer', 'vmodel', 'generation', 'variant'] as const;
export type VehicleLevel = (typeof VEHICLE_LEVELS)[number];

export const REG_SEARCH_RESOURCES = [
  'vmake',
  'models',
  'engine-type',
  'years',
  'powers',
  'fuel-types',
  'vehicle-finals',
  'uvc-final',
  'vehicle-main',
] as const;
export type RegSearchResource = (typeof REG_SEARCH_RESOURCES)[number];
