import { type Static, Type } from '@sinclair/typebox';
import { PageAfter, Timestamp } from './common.js';

/**
 * Fault-code references: generic OBD-II codes (SAE J2012 / ISO 15031-6), manufacturer DF codes mapped to
 * OBD-II codes, and Bosch codes. Lookups ignore letter case.
 */
const DTC_PATTERN = '^[PCBUpcbu][0-9A-Fa-f]{4}([-:]?[0-9A-Fa-f]{2})?$';
const ObdCode = Type.String({
  pattern: DTC_PATTERN,
  maxLength: 20,
  description: 'OBD-II code, e.g. P0101 (optionally with a failure-type byte, P0101-1C)',
});
const Description = Type.String({ minLength: 1, maxLength: 2000 });

const Stamps = { created_at: Timestamp, updated_at: Timestamp };

export const PCode = Type.Object({
  _id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  ...Stamps,
});
export type PCode = Static<typeof PCode>;
export const PCodeInput = Type.Object(
  { code: ObdCode, description: Description },
  { additionalProperties: false },
);
export type PCodeInput = Static<typeof PCodeInput>;

export const DfCode = Type.Object({
  _id: Type.Integer(),
  code: Type.String({ description: "Manufacturer DF code, e.g. 'DFC_EGRVlvGovDvtPos' or 'DF055'" }),
  ecu: Type.String({ description: "ECU family it applies to, e.g. 'EDC17C46'; '' for all" }),
  p_code: Type.String(),
  description: Type.String(),
  ...Stamps,
});
export type DfCode = Static<typeof DfCode>;
export const DfCodeInput = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:\\- ]+$' }),
    ecu: Type.Optional(Type.String({ maxLength: 60 })),
    p_code: ObdCode,
    description: Description,
  },
  { additionalProperties: false },
);
export type DfCodeInput = Static<typeof DfCodeInput>;

export const BoschCode = Type.Object({
  _id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  ...Stamps,
});
export type BoschCode = Static<typeof BoschCode>;
export const BoschCodeInput = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.:\\- ]+$' }),
    description: Description,
  },
  { additionalProperties: false },
);
export type BoschCodeInput = Static<typeof BoschCodeInput>;

/** ?code= finds that code exactly (404 when unknown); ?keyword= finds up to 20 codes starting with it. */
export const CodeLookupQuery = Type.Object({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

export const CodeAdminQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'Code prefix or words of the description' }),
  ),
});

/** The columns of each code list's CSV import (the first line of the file names them). */
export const CODE_CSV_COLUMNS: Record<
  'pcode' | 'dpcode' | 'bcode',
  { required: string[]; optional: string[] }
> = {
  pcode: { required: ['code', 'description'], optional: [] },
  dpcode: { required: ['code', 'p_code', 'description'], optional: ['ecu'] },
  bcode: { required: ['code', 'description'], optional: [] },
};
