import { type Static, Type } from '@sinclair/typebox';

/**
 * Records whose texts can be given per language: the tuning catalogue, shop products, categories and
 * shipping methods, the three fault-code lists and the home page's selling points.
 */
export const TRANSLATABLE = [
  'service',
  'option',
  'price_item',
  'vehicle_type',
  'download',
  'shop_product',
  'shop_category',
  'shop_shipping',
  'p_code',
  'df_code',
  'b_code',
  'why_choose_us',
] as const;
export type Translatable = (typeof TRANSLATABLE)[number];

export const TranslationParams = Type.Object({
  entity: Type.Union([
    Type.Literal('service'),
    Type.Literal('option'),
    Type.Literal('price_item'),
    Type.Literal('vehicle_type'),
    Type.Literal('download'),
    Type.Literal('shop_product'),
    Type.Literal('shop_category'),
    Type.Literal('shop_shipping'),
    Type.Literal('p_code'),
    Type.Literal('df_code'),
    Type.Literal('b_code'),
    Type.Literal('why_choose_us'),
  ]),
  id: Type.Integer({ minimum: 1 }),
});

const Texts = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 190 })),
    /** Shop products only: the line under the name in lists. */
    short_description: Type.Optional(Type.String({ maxLength: 500 })),
    /** A shop product's description is rich text (as its own), up to the length the product allows. */
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
    /** Shipping methods only: the delivery times shown at checkout, as long as the method's own. */
    local_time: Type.Optional(Type.String({ maxLength: 100 })),
    international_time: Type.Optional(Type.String({ maxLength: 100 })),
    /** Shop products only: their extra options' names, by the option's key. */
    extra_options: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z0-9]{1,12}$' }), Type.String({ maxLength: 100 })),
    ),
  },
  { additionalProperties: false },
);

/**
 * Texts per language other than the default one (whose texts are the record's own fields). An empty or
 * missing text falls back to the default language.
 */
export const CatalogueTranslations = Type.Object({
  translations: Type.Record(Type.String({ maxLength: 10 }), Texts),
});
export type CatalogueTranslations = Static<typeof CatalogueTranslations>;
