import {
  BoschCode,
  BoschCodeInput,
  CODE_CSV_COLUMNS,
  DfCode,
  DfCodeInput,
  PCode,
  PCodeInput,
} from '@portal/contracts';
import type { TObject } from '@sinclair/typebox';
import { toIso } from '../../db/helpers.js';
import { upperSameLength } from '../../lib/upper-case.js';

/**
 * The three code lists share one shape of routes and storage: a code (kept as written, plus an upper-case
 * key for case-free lookups), a description, and for DF codes the ECU family and the OBD-II code.
 */
export interface CodeKind {
  /** Route prefix: /pcode, /dpcode, /bcode. */
  path: 'pcode' | 'dpcode' | 'bcode';
  table: 'p_codes' | 'df_codes' | 'b_codes';
  /** Its name among the records whose texts are given per language (the description is). */
  entity: 'p_code' | 'df_code' | 'b_code';
  /** For messages: "P-code P0101 ...". */
  label: string;
  tag: string;
  input: TObject;
  reply: TObject;
  /** Columns that together must be unique. */
  keyColumns: string[];
  /** CSV header: required columns first, then optional ones. */
  csvRequired: string[];
  csvOptional: string[];
  /** Turns checked input into the stored row (without timestamps). */
  toRow(input: Record<string, string | undefined>): Record<string, string>;
  toReply(row: Record<string, unknown>): unknown;
  /** Columns an admin keyword search looks in besides the code prefix. */
  searchColumns: string[];
}

const clean = (v: string | undefined) => (v ?? '').trim();
const stamps = (row: Record<string, unknown>) => ({
  created_at: toIso(row.created_at)!,
  updated_at: toIso(row.updated_at)!,
});

export const P_CODES: CodeKind = {
  path: 'pcode',
  table: 'p_codes',
  entity: 'p_code',
  label: 'P-code',
  tag: 'Codes: P-codes',
  input: PCodeInput,
  reply: PCode,
  keyColumns: ['code_key'],
  csvRequired: CODE_CSV_COLUMNS.pcode.required,
  csvOptional: CODE_CSV_COLUMNS.pcode.optional,
  // OBD-II codes are always written in capitals.
  toRow: (i) => ({
    code: clean(i.code).toUpperCase(),
    code_key: clean(i.code).toUpperCase(),
    description: clean(i.description),
  }),
  toReply: (r) => ({ _id: r.id, code: r.code, description: r.description ?? '', ...stamps(r) }),
  searchColumns: ['description'],
};

export const DF_CODES: CodeKind = {
  path: 'dpcode',
  table: 'df_codes',
  entity: 'df_code',
  label: 'DF code',
  tag: 'Codes: DF to P',
  input: DfCodeInput,
  reply: DfCode,
  keyColumns: ['code_key', 'ecu_key'],
  csvRequired: CODE_CSV_COLUMNS.dpcode.required,
  csvOptional: CODE_CSV_COLUMNS.dpcode.optional,
  toRow: (i) => ({
    code: clean(i.code),
    code_key: clean(i.code).toUpperCase(),
    ecu: clean(i.ecu),
    ecu_key: upperSameLength(clean(i.ecu)),
    p_code: clean(i.p_code).toUpperCase(),
    description: clean(i.description),
  }),
  toReply: (r) => ({
    _id: r.id,
    code: r.code,
    ecu: r.ecu ?? '',
    p_code: r.p_code,
    description: r.description ?? '',
    ...stamps(r),
  }),
  searchColumns: ['description', 'p_code', 'ecu'],
};

export const BOSCH_CODES: CodeKind = {
  path: 'bcode',
  table: 'b_codes',
  entity: 'b_code',
  label: 'Bosch code',
  tag: 'Codes: Bosch',
  input: BoschCodeInput,
  reply: BoschCode,
  keyColumns: ['code_key'],
  csvRequired: CODE_CSV_COLUMNS.bcode.required,
  csvOptional: CODE_CSV_COLUMNS.bcode.optional,
  toRow: (i) => ({
    code: clean(i.code),
    code_key: clean(i.code).toUpperCase(),
    description: clean(i.description),
  }),
  toReply: (r) => ({ _id: r.id, code: r.code, description: r.description ?? '', ...stamps(r) }),
  searchColumns: ['description'],
};

export const CODE_KINDS = [P_CODES, DF_CODES, BOSCH_CODES];
