import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageAfter, Timestamp } from './common.js';

/**
 * The vehicle database (spec 3 "Vehicle data"): types -> manufacturers -> models -> generations -> variants.
 * Requests name a parent by its id in the field of the parent level (`vtype`, `manufacturer`, `vmodel`,
 * `generation`); answers carry the parents as `{ _id, name }`.
 */
export { VEHICLE_LEVELS, type VehicleLevel } from '../vehicleLists.js';

/** How many tuning stages a variant can carry (stage 1 .. stage 4). */
export const MAX_TUNING_STAGES = 4;

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ minLength: 1, maxLength: 120 });

export const NamedRef = Type.Object({ _id: Type.Integer(), name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

export const DropdownReply = Type.Object({ items: Type.Array(NamedRef) });
export type DropdownReply = Static<typeof DropdownReply>;

/** One node of the tree as lists show it; the parents present depend on the level. */
export const VehicleNode = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  vtype: Type.Optional(NamedRef),
  manufacturer: Type.Optional(NamedRef),
  vmodel: Type.Optional(NamedRef),
  generation: Type.Optional(NamedRef),
  /** Variants only: whether the power figures are filled in (shown to customers). */
  details_complete: Type.Optional(Type.Boolean()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type VehicleNode = Static<typeof VehicleNode>;

export const VtypeBody = Type.Object({ name: Name }, { additionalProperties: false });
export const ManufacturerBody = Type.Object({ name: Name, vtype: Id }, { additionalProperties: false });
export const VmodelBody = Type.Object({ name: Name, manufacturer: Id }, { additionalProperties: false });
export const GenerationBody = Type.Object({ name: Name, vmodel: Id }, { additionalProperties: false });
export const VariantBody = Type.Object({ name: Name, generation: Id }, { additionalProperties: false });

/** List filters: any ancestor of the listed level, a keyword on the name, paging. */
export const VehicleListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 120 })),
  vtype: Type.Optional(Id),
  manufacturer: Type.Optional(Id),
  vmodel: Type.Optional(Id),
  generation: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type VehicleListQuery = Static<typeof VehicleListQuery>;

export const TuningStageInput = Type.Object(
  {
    stage: Type.Integer({ minimum: 1, maximum: MAX_TUNING_STAGES }),
    hp: Type.Integer({ minimum: 1, maximum: 5000 }),
    torque: Type.Integer({ minimum: 1, maximum: 20000 }),
  },
  { additionalProperties: false },
);
export type TuningStageInput = Static<typeof TuningStageInput>;

const OptInt = (min: number, max: number) =>
  Type.Optional(Nullable(Type.Integer({ minimum: min, maximum: max })));
const OptText = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/**
 * PUT /vehicle/variant/{id}/details. Fields left out keep their value; null (or an empty multipart field)
 * clears one. `stages` and `ecu_brands` replace the whole list when sent. Multipart sends `stages` as JSON
 * text, `ecu_brands` as JSON text, a comma-separated list or repeated fields, and image files as `images`.
 */
export const VariantDetailsBody = Type.Object(
  {
    engine_type: OptText(60),
    fuel_type: OptText(40),
    transmission: OptText(40),
    engine_cc: OptInt(1, 30000),
    year_from: OptInt(1900, 2100),
    year_to: OptInt(1900, 2100),
    stock_hp: OptInt(1, 5000),
    stock_kw: OptInt(1, 4000),
    stock_torque: OptInt(1, 20000),
    stages: Type.Optional(Type.Array(TuningStageInput, { maxItems: MAX_TUNING_STAGES })),
    ecu_brands: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 })),
    /** Ids of images to remove. */
    remove_images: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type VariantDetailsBody = Static<typeof VariantDetailsBody>;

/** A tuning stage with what it gains over the stock figures. */
export const TuningStage = Type.Object({
  stage: Type.Integer(),
  hp: Type.Integer(),
  kw: Type.Integer(),
  torque: Type.Integer(),
  hp_gain: Nullable(Type.Integer()),
  torque_gain: Nullable(Type.Integer()),
  /** Percent, one decimal. */
  hp_gain_percent: Nullable(Type.Number()),
  torque_gain_percent: Nullable(Type.Number()),
});
export type TuningStage = Static<typeof TuningStage>;

export const StoredImage = Type.Object({ _id: Type.Integer(), name: Type.String(), url: Type.String() });
export type StoredImage = Static<typeof StoredImage>;

export const VariantDetails = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  vtype: NamedRef,
  manufacturer: NamedRef,
  vmodel: NamedRef,
  generation: NamedRef,
  engine_type: Type.String(),
  fuel_type: Type.String(),
  transmission: Type.String(),
  engine_cc: Nullable(Type.Integer()),
  year_from: Nullable(Type.Integer()),
  year_to: Nullable(Type.Integer()),
  stock_hp: Nullable(Type.Integer()),
  stock_kw: Nullable(Type.Integer()),
  stock_torque: Nullable(Type.Integer()),
  stages: Type.Array(TuningStage),
  ecu_brands: Type.Array(Type.String()),
  images: Type.Array(StoredImage),
  details_complete: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type VariantDetails = Static<typeof VariantDetails>;

export const VariantDetailsReply = Type.Object({ status: Type.Literal('success'), variant: VariantDetails });
export const CompletedVariantsReply = Type.Object({
  status: Type.Literal('success'),
  items: Type.Array(VariantDetails),
});

export const EcuBrandsReply = Type.Object({ items: Type.Array(Type.String()) });

/** Answer of every CSV import: nothing is written when a row is rejected, unless skip_invalid was asked. */
export const ImportReport = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  imported: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  /** The first 1000 problems; `rejected_total` counts all of them. */
  rejected: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  rejected_total: Type.Integer(),
});
export type ImportReport = Static<typeof ImportReport>;

export const ImportQuery = Type.Object({ skip_invalid: Type.Optional(Type.Boolean()) });

/** The columns of the vehicle CSV, in the order the export writes them; the first five are required. */
export const VEHICLE_CSV_REQUIRED = ['type', 'manufacturer', 'model', 'generation', 'variant'] as const;
export const VEHICLE_CSV_COLUMNS = [
  ...VEHICLE_CSV_REQUIRED,
  'engine_type',
  'fuel_type',
  'transmission',
  'engine_cc',
  'year_from',
  'year_to',
  'stock_hp',
  'stock_kw',
  'stock_torque',
  ...Array.from({ length: MAX_TUNING_STAGES }, (_, i) => [`stage${i + 1}_hp`, `stage${i + 1}_torque`]).flat(),
  'ecu_brands',
] as const;

export const SpecialEcuBrand = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SpecialEcuBrand = Static<typeof SpecialEcuBrand>;
export const SpecialEcuBrandBody = Type.Object(
  { name: Name, description: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);

/** Where the ECU and the AdBlue unit sit, for a type, manufacturer, model, generation or variant. */
export const EcuAdblueLocation = Type.Object({
  _id: Type.Integer(),
  vtype: NamedRef,
  manufacture: Nullable(NamedRef),
  vmodel: Nullable(NamedRef),
  generation: Nullable(NamedRef),
  variant: Nullable(NamedRef),
  ecu_location: Type.String(),
  adblue_location: Type.String(),
  ecu_location_images: Type.Array(StoredImage),
  adblue_location_images: Type.Array(StoredImage),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type EcuAdblueLocation = Static<typeof EcuAdblueLocation>;

/**
 * POST/PUT /vehicle/ecu-adblue-location. The most specific vehicle level given decides what the location is
 * for; the other ids must agree with it. Multipart adds files `ecu_location_images` and
 * `adblue_location_images`; `remove_images` lists image ids to drop (PUT).
 */
export const EcuAdblueLocationBody = Type.Object(
  {
    vtype: Type.Optional(Id),
    manufacture: Type.Optional(Id),
    vmodel: Type.Optional(Id),
    generation: Type.Optional(Id),
    variant: Type.Optional(Id),
    ecu_location: Type.Optional(Type.String({ maxLength: 5000 })),
    adblue_location: Type.Optional(Type.String({ maxLength: 5000 })),
    remove_images: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type EcuAdblueLocationBody = Static<typeof EcuAdblueLocationBody>;

export const EcuAdblueLocationQuery = Type.Object({
  vtype: Type.Optional(Id),
  manufacture: Type.Optional(Id),
  vmodel: Type.Optional(Id),
  generation: Type.Optional(Id),
  variant: Type.Optional(Id),
});

export const EcuAdblueLocationReply = Type.Object({
  status: Type.Literal('success'),
  location: Nullable(EcuAdblueLocation),
});

export const VehicleStatisticsAccessReply = Type.Object({
  status: Type.Literal('success'),
  access: Type.Boolean(),
});
