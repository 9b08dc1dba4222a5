import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageAfter, Timestamp } from './common.js';
import { NamedRef, TuningStage, TuningStageInput, VariantDetails } from './vehicles.js';

/**
 * Registration search. A registration number (vehicle-main) points to a UVC code; the UVC record
 * (uvc-final) says which vehicle that is (make, model, year, fuel type, engine size, power) and may link to
 * a variant of the vehicle database. Tuning figures come from that variant or, for vehicles the database
 * lacks, from a vehicle-final record with the same make, model, fuel type, engine size and power.
 * Makes, models, engine sizes, years, powers and fuel types are lookup lists the records point to.
 */
export { REG_SEARCH_RESOURCES, type RegSearchResource } from '../vehicleLists.js';

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Stamps = { created_at: Timestamp, updated_at: Timestamp };

export const RegListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** models, vehicle-finals, uvc-final: only those of this make. */
  make: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type RegListQuery = Static<typeof RegListQuery>;

export const RegMake = Type.Object({ _id: Type.Integer(), name: Type.String(), ...Stamps });
export const RegMakeBody = Type.Object({ name: Name }, { additionalProperties: false });

export const RegModel = Type.Object({ _id: Type.Integer(), name: Type.String(), make: NamedRef, ...Stamps });
export const RegModelBody = Type.Object({ name: Name, make: Id }, { additionalProperties: false });

/** Engine size in cc, with an optional label such as "2.0 TDI". */
export const RegEngineType = Type.Object({
  _id: Type.Integer(),
  engine_cc: Type.Integer(),
  name: Type.String(),
  ...Stamps,
});
export const RegEngineTypeBody = Type.Object(
  {
    engine_cc: Type.Integer({ minimum: 1, maximum: 30000 }),
    name: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);

export const RegYear = Type.Object({ _id: Type.Integer(), year: Type.Integer(), ...Stamps });
export const RegYearBody = Type.Object(
  { year: Type.Integer({ minimum: 1900, maximum: 2100 }) },
  { additionalProperties: false },
);

/** Power in brake horsepower; kW is derived. */
export const RegPower = Type.Object({
  _id: Type.Integer(),
  bhp: Type.Integer(),
  kw: Type.Integer(),
  ...Stamps,
});
export const RegPowerBody = Type.Object(
  { bhp: Type.Integer({ minimum: 1, maximum: 5000 }) },
  { additionalProperties: false },
);

export const RegFuelType = Type.Object({ _id: Type.Integer(), name: Type.String(), ...Stamps });
export const RegFuelTypeBody = Type.Object({ name: Name }, { additionalProperties: false });

/** The dimensions a vehicle record points to; answers carry `{ _id, name }` with a readable name. */
const Dimensions = {
  make: NamedRef,
  model: Nullable(NamedRef),
  fuel_type: Nullable(NamedRef),
  engine_type: Nullable(NamedRef),
  power: Nullable(NamedRef),
};
const DimensionIds = {
  make: Id,
  model: Type.Optional(Nullable(Id)),
  fuel_type: Type.Optional(Nullable(Id)),
  engine_type: Type.Optional(Nullable(Id)),
  power: Type.Optional(Nullable(Id)),
};

/** Tuning figures for a vehicle the vehicle database does not hold (screen reg-finals). */
export const RegVehicleFinal = Type.Object({
  _id: Type.Integer(),
  ...Dimensions,
  stock_hp: Nullable(Type.Integer()),
  stock_torque: Nullable(Type.Integer()),
  stages: Type.Array(TuningStage),
  ...Stamps,
});
export const RegVehicleFinalBody = Type.Object(
  {
    ...DimensionIds,
    stock_hp: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5000 }))),
    stock_torque: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 20000 }))),
    stages: Type.Optional(Type.Array(TuningStageInput, { maxItems: 4 })),
  },
  { additionalProperties: false },
);

/** One UVC code and the vehicle it stands for. */
export const RegUvcFinal = Type.Object({
  _id: Type.Integer(),
  uvc: Type.String(),
  ...Dimensions,
  year: Nullable(NamedRef),
  /** A variant of the vehicle database, when an admin linked one. */
  variant: Nullable(NamedRef),
  description: Type.String(),
  ...Stamps,
});
export const RegUvcFinalBody = Type.Object(
  {
    uvc: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' }),
    ...DimensionIds,
    year: Type.Optional(Nullable(Id)),
    variant: Type.Optional(Nullable(Id)),
    description: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);

/** A registration number (stored upper-case without spaces) and, optionally, the VIN, pointing to a UVC. */
export const RegVehicleMain = Type.Object({
  _id: Type.Integer(),
  vehicle_reg_no: Type.String(),
  vin: Nullable(Type.String()),
  uvc: Type.String(),
  /** The UVC record with that code, when there is one. */
  uvc_final: Nullable(Type.Object({ _id: Type.Integer(), description: Type.String() })),
  clicks: Type.Integer(),
  ...Stamps,
});
export const RegVehicleMainBody = Type.Object(
  {
    vehicle_reg_no: Type.String({ minLength: 1, maxLength: 20 }),
    vin: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    uvc: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' }),
  },
  { additionalProperties: false },
);

/** What a registration search finds. */
export const RegVehicle = Type.Object({
  uvc: Type.String(),
  make: Type.String(),
  model: Type.String(),
  year: Nullable(Type.Integer()),
  fuel_type: Type.String(),
  engine_cc: Nullable(Type.Integer()),
  bhp: Nullable(Type.Integer()),
  description: Type.String(),
});
export type RegVehicle = Static<typeof RegVehicle>;

export const TuningFigures = Type.Object({
  source: Type.Union([Type.Literal('variant'), Type.Literal('vehicle_final')]),
  stock_hp: Nullable(Type.Integer()),
  stock_kw: Nullable(Type.Integer()),
  stock_torque: Nullable(Type.Integer()),
  stages: Type.Array(TuningStage),
});

export const RegSearchReply = Type.Object({
  status: Type.Literal('success'),
  found: Type.Boolean(),
  message: Type.String(),
  reg_no: Type.String(),
  vehicle: Nullable(RegVehicle),
  variant: Nullable(VariantDetails),
  figures: Nullable(TuningFigures),
});
export type RegSearchReply = Static<typeof RegSearchReply>;

export const RegSearchHistoryItem = Type.Object({
  _id: Type.Integer(),
  reg_no: Type.String(),
  found: Type.Boolean(),
  description: Type.String(),
  variant: Nullable(Type.Integer()),
  /** Admin lists only: who searched. */
  user: Type.Optional(Nullable(Type.Object({ _id: Type.Integer(), username: Type.String() }))),
  created_at: Timestamp,
});

export const RegHistoryQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  user: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const RegTotalClicksReply = Type.Object({
  status: Type.Literal('success'),
  total: Type.Integer(),
  found: Type.Integer(),
  not_found: Type.Integer(),
  this_month: Type.Integer(),
});
export const RegMonthlyClicksReply = Type.Object({
  status: Type.Literal('success'),
  items: Type.Array(Type.Object({ month: Type.String(), total: Type.Integer(), found: Type.Integer() })),
});
export const RegTotalMakesReply = Type.Object({
  status: Type.Literal('success'),
  total: Type.Integer(),
  items: Type.Array(
    Type.Object({
      _id: Type.Integer(),
      name: Type.String(),
      /** UVC records of the make. */
      count: Type.Integer(),
      /** Searches that found a registration number of the make. */
      clicks: Type.Integer(),
    }),
  ),
});
export const RegFinalViewReply = Type.Object({
  status: Type.Literal('success'),
  vehicle_main: RegVehicleMain,
  uvc_final: Nullable(RegUvcFinal),
});
