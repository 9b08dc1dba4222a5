import { type Static, Type } from '@sinclair/typebox';

/** Catalogue records whose name (and description) can be given per language. */
export const TRANSLATABLE = ['service', 'option', 'price_item', 'vehicle_type', 'download'] as const;
export type Translatable = (typeof TRANSLATABLE)[number];

export const TranslationParams = Type.Object({
  entity: Type.Union([
    Type.Literal('service'),
    Type.Literal('option'),
    Type.Literal('price_item'),
    Type.Literal('vehicle_type'),
    Type.Literal('download'),
  ]),
  id: Type.Integer({ minimum: 1 }),
});

const Texts = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 190 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
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
