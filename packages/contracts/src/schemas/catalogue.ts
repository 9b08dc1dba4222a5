import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/** Credits in hundredths (1 credit = 100). */
const Credits = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });

export const CatalogueStatus = Type.Union([Type.Literal('online'), Type.Literal('offline')], {
  description: 'online: customers can order it; offline: hidden from the order form',
});
export type CatalogueStatus = Static<typeof CatalogueStatus>;

const PRICE_TYPE_NOTE =
  'The order module picks the price type from the vehicle type of the order (see priceTypeForVehicleType ' +
  'in @portal/domain).';

const ServiceFields = {
  service_name: Type.String({ minLength: 1, maxLength: 190 }),
  main_service: Type.Boolean({
    description: 'A main tuning stage (Stage 1, Stage 2 ...); false for an add-on such as EGR off',
  }),
  description: Type.String({ maxLength: 5000 }),
  type_1_price: Credits(`Price for cars and light commercial vehicles. ${PRICE_TYPE_NOTE}`),
  type_2_price: Credits('Price for trucks, buses, agricultural and construction machines'),
  type_3_price: Credits('Price for motorbikes, marine, quads and other vehicles'),
  status: CatalogueStatus,
  opening_hours: Type.Boolean({
    description:
      'Bound to opening hours: delivered only while the service is open; orders placed outside them wait for the next opening',
  }),
};

export const ServiceOption = Type.Object({
  _id: Type.Integer(),
  option_name: Type.String(),
  service_id: Nullable(Type.Integer({ description: 'The service it extends; null: goes with any service' })),
  price: Credits('Additional price in credits (hundredths), the same for every vehicle type'),
  status: CatalogueStatus,
  position: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ServiceOption = Static<typeof ServiceOption>;

export const Service = Type.Object({
  _id: Type.Integer(),
  ...ServiceFields,
  position: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Service = Static<typeof Service>;

export const ServiceWithOptions = Type.Composite([
  Service,
  Type.Object({ options: Type.Array(ServiceOption) }),
]);
export type ServiceWithOptions = Static<typeof ServiceWithOptions>;

/** GET /service_all: what the order form offers. */
export const ServiceCatalogue = Type.Object({
  items: Type.Array(ServiceWithOptions),
  /** Options that go with any service. */
  global_options: Type.Array(ServiceOption),
});
export type ServiceCatalogue = Static<typeof ServiceCatalogue>;

export const ServiceInput = Type.Object(
  {
    service_name: ServiceFields.service_name,
    main_service: Type.Optional(ServiceFields.main_service),
    description: Type.Optional(ServiceFields.description),
    type_1_price: ServiceFields.type_1_price,
    type_2_price: ServiceFields.type_2_price,
    type_3_price: ServiceFields.type_3_price,
    status: Type.Optional(ServiceFields.status),
    opening_hours: Type.Optional(ServiceFields.opening_hours),
  },
  { additionalProperties: false },
);
export type ServiceInput = Static<typeof ServiceInput>;
export const ServiceUpdate = Type.Partial(ServiceInput, { additionalProperties: false });
export type ServiceUpdate = Static<typeof ServiceUpdate>;

export const OptionInput = Type.Object(
  {
    option_name: Type.String({ minLength: 1, maxLength: 190 }),
    service_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    price: ServiceOption.properties.price,
    status: Type.Optional(CatalogueStatus),
  },
  { additionalProperties: false },
);
export type OptionInput = Static<typeof OptionInput>;
export const OptionUpdate = Type.Partial(OptionInput, { additionalProperties: false });
export type OptionUpdate = Static<typeof OptionUpdate>;

/** PUT .../update_pos: move the record to this place (1 = first); the others shift. */
export const PositionBody = Type.Object(
  { position: Type.Integer({ minimum: 1, maximum: 100_000 }) },
  { additionalProperties: false },
);
export type PositionBody = Static<typeof PositionBody>;

/** Credit packages and price items customers see when buying credits. */
export const PriceItem = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  credits: Credits('Credits the customer gets, in hundredths'),
  price: Type.Integer({ minimum: 0, description: 'Price in hundredths of `currency`' }),
  currency: Type.String({ description: 'ISO 4217 code, e.g. GBP' }),
  status: CatalogueStatus,
  position: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PriceItem = Static<typeof PriceItem>;

export const PriceItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 190 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    credits: PriceItem.properties.credits,
    price: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'Hundredths of `currency`' }),
    currency: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{3}$',
        description: "ISO 4217 code; the site's currency when left out",
      }),
    ),
    status: Type.Optional(CatalogueStatus),
  },
  { additionalProperties: false },
);
export type PriceItemInput = Static<typeof PriceItemInput>;
export const PriceItemUpdate = Type.Partial(PriceItemInput, { additionalProperties: false });

/** One line of the public price list: what a tune gives a model, and what it costs. */
const PriceListFields = {
  vehicle: Type.String({ maxLength: 60, description: 'Vehicle type, e.g. Car, Truck, Tractor' }),
  make: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.String({ minLength: 1, maxLength: 150 }),
  engine: Type.String({ maxLength: 150, description: 'e.g. 2.0 TDI 150' }),
  stage: Type.String({ maxLength: 60, description: 'e.g. Stage 1' }),
  stock_power: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Horsepower before' }),
  tuned_power: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Horsepower after' }),
  stock_torque: Nullable(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Nm before' })),
  tuned_torque: Nullable(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Nm after' })),
  price: Type.Integer({
    minimum: 0,
    maximum: 1_000_000_000,
    description: "Hundredths of the site's currency",
  }),
};

export const PriceListItem = Type.Object({
  _id: Type.Integer(),
  ...PriceListFields,
  /** The vehicle in the reader's language, when it names one of the catalogue's vehicle types. */
  vehicle_name: Type.Optional(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PriceListItem = Static<typeof PriceListItem>;

export const PriceListItemInput = Type.Object(
  {
    vehicle: Type.Optional(PriceListFields.vehicle),
    make: PriceListFields.make,
    model: PriceListFields.model,
    engine: Type.Optional(PriceListFields.engine),
    stage: Type.Optional(PriceListFields.stage),
    stock_power: PriceListFields.stock_power,
    tuned_power: PriceListFields.tuned_power,
    stock_torque: Type.Optional(PriceListFields.stock_torque),
    tuned_torque: Type.Optional(PriceListFields.tuned_torque),
    price: PriceListFields.price,
  },
  { additionalProperties: false },
);
export type PriceListItemInput = Static<typeof PriceListItemInput>;

/** PATCH /price-list lines: with `_id` a change to that line, without it a new line. */
export const PriceListItemPatch = Type.Composite(
  [Type.Object({ _id: Type.Optional(Type.Integer({ minimum: 1 })) }), Type.Partial(PriceListItemInput)],
  { additionalProperties: false },
);
export type PriceListItemPatch = Static<typeof PriceListItemPatch>;

/** The exact refusal of the spec (5) when the lines are missing or empty. */
export const PRICE_LIST_ITEMS_MESSAGE = 'models must be an array of price list items!';

/** POST /price-list: the lines under `items` (or `models`, the older name); at most 500 at a time. */
export const PriceListCreate = Type.Object({
  items: Type.Optional(Type.Array(PriceListItemInput, { minItems: 1, maxItems: 500 })),
  models: Type.Optional(Type.Array(PriceListItemInput, { minItems: 1, maxItems: 500 })),
});
export const PriceListPatch = Type.Object({
  items: Type.Optional(Type.Array(PriceListItemPatch, { minItems: 1, maxItems: 500 })),
  models: Type.Optional(Type.Array(PriceListItemPatch, { minItems: 1, maxItems: 500 })),
});

export const PriceListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 500, default: 50 })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Matches make, model or engine' })),
  make: Type.Optional(Type.String({ maxLength: 100 })),
  vehicle: Type.Optional(Type.String({ maxLength: 60 })),
});
