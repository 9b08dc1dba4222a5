import { Type } from '@sinclair/typebox';
import { Paged } from './common.js';
import { Vat } from './settings.js';

/** VAT rates per country (spec 7 "VAT admin"). Percentages have at most two decimals: 25.5 means 25.5 %. */
export const VatList = Paged(Vat);
export const VatListQuery = Type.Object({
  search_keyword: Type.Optional(Type.String({ maxLength: 80 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
});
// Two decimals at most, checked by the server (JSON Schema's multipleOf 0.01 refuses 2.3 through float rounding).
const Percentage = Type.Number({ minimum: 0, maximum: 100 });
export const VatCreate = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    country_name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    percentage: Percentage,
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const VatToggle = Type.Object({ enabled: Type.Boolean() });
export const VatPercentage = Type.Object({ percentage: Percentage });
export const CountryParam = Type.Object({ country: Type.String({ pattern: '^[A-Za-z]{2}$' }) });
/** The rate a signed-in customer pays; 0 when the country is unknown or switched off. */
export const VatForCountry = Type.Object({
  country: Type.String(),
  percentage: Type.Number(),
  enabled: Type.Boolean(),
  /** True when the caller has a VAT number in another country than the seller: invoiced at 0 %. */
  reverse_charge: Type.Boolean(),
});
