import type { RegSearchResource } from '@portal/contracts';

/** The lists a reference field can pick from: makes and models by dropdown, the others by their list. */
export type RefSource = 'make' | 'model' | 'fuel-types' | 'engine-type' | 'powers' | 'years';

export interface FieldSpec {
  name: string;
  labelKey: string;
  kind: 'text' | 'number' | 'ref' | 'stages';
  required?: boolean;
  /** Text: maximum length. Number: range. */
  max?: number;
  min?: number;
  /** An empty text is sent as null (optional unique columns such as the VIN). */
  nullable?: boolean;
  ref?: RefSource;
}

export type ColumnKind = 'text' | 'ref' | 'stages' | 'date';

export interface ColumnSpec {
  /** Field of the row; `a.b` reads a nested field. */
  field: string;
  labelKey: string;
  kind?: ColumnKind;
}

export interface ScreenSpec {
  resource: RegSearchResource;
  titleKey: string;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  /** CSV columns the server's import reads, shown next to the file picker. */
  csv: string[];
}

const vehicleRefs: FieldSpec[] = [
  { name: 'make', labelKey: 'regsearch.fields.make', kind: 'ref', ref: 'make', required: true },
  { name: 'model', labelKey: 'regsearch.fields.model', kind: 'ref', ref: 'model' },
  { name: 'fuel_type', labelKey: 'regsearch.fields.fuel_type', kind: 'ref', ref: 'fuel-types' },
  { name: 'engine_type', labelKey: 'regsearch.fields.engine_type', kind: 'ref', ref: 'engine-type' },
  { name: 'power', labelKey: 'regsearch.fields.power', kind: 'ref', ref: 'powers' },
];
const vehicleColumns: ColumnSpec[] = [
  { field: 'make', labelKey: 'regsearch.fields.make', kind: 'ref' },
  { field: 'model', labelKey: 'regsearch.fields.model', kind: 'ref' },
  { field: 'fuel_type', labelKey: 'regsearch.fields.fuel_type', kind: 'ref' },
  { field: 'engine_type', labelKey: 'regsearch.fields.engine_type', kind: 'ref' },
  { field: 'power', labelKey: 'regsearch.fields.power', kind: 'ref' },
];
const stageColumns = [1, 2, 3, 4].flatMap((n) => [`stage${n}_hp`, `stage${n}_torque`]);

/**
 * The admin screens of spec 2 (reg-searchs/*) and the server resource behind each. The screen names differ
 * from the API's: makes -> vmake, engine-size-cc -> engine-type, power-bhp -> powers,
 * reg-finals -> vehicle-finals; the others match.
 */
export const REG_SCREENS = {
  makes: {
    resource: 'vmake',
    titleKey: 'regsearch.menu.makes',
    columns: [{ field: 'name', labelKey: 'regsearch.fields.name' }],
    fields: [{ name: 'name', labelKey: 'regsearch.fields.name', kind: 'text', required: true, max: 100 }],
    csv: ['name'],
  },
  models: {
    resource: 'models',
    titleKey: 'regsearch.menu.models',
    columns: [
      { field: 'make', labelKey: 'regsearch.fields.make', kind: 'ref' },
      { field: 'name', labelKey: 'regsearch.fields.name' },
    ],
    fields: [
      { name: 'make', labelKey: 'regsearch.fields.make', kind: 'ref', ref: 'make', required: true },
      { name: 'name', labelKey: 'regsearch.fields.name', kind: 'text', required: true, max: 100 },
    ],
    csv: ['make', 'name'],
  },
  years: {
    resource: 'years',
    titleKey: 'regsearch.menu.years',
    columns: [{ field: 'year', labelKey: 'regsearch.fields.year' }],
    fields: [
      {
        name: 'year',
        labelKey: 'regsearch.fields.year',
        kind: 'number',
        required: true,
        min: 1900,
        max: 2100,
      },
    ],
    csv: ['year'],
  },
  'fuel-types': {
    resource: 'fuel-types',
    titleKey: 'regsearch.menu.fuel_types',
    columns: [{ field: 'name', labelKey: 'regsearch.fields.name' }],
    fields: [{ name: 'name', labelKey: 'regsearch.fields.name', kind: 'text', required: true, max: 60 }],
    csv: ['name'],
  },
  'engine-size-cc': {
    resource: 'engine-type',
    titleKey: 'regsearch.menu.engine_sizes',
    columns: [
      { field: 'engine_cc', labelKey: 'regsearch.fields.engine_cc' },
      { field: 'name', labelKey: 'regsearch.fields.engine_label' },
    ],
    fields: [
      {
        name: 'engine_cc',
        labelKey: 'regsearch.fields.engine_cc',
        kind: 'number',
        required: true,
        min: 1,
        max: 30000,
      },
      { name: 'name', labelKey: 'regsearch.fields.engine_label', kind: 'text', max: 60 },
    ],
    csv: ['engine_cc', 'name'],
  },
  'power-bhp': {
    resource: 'powers',
    titleKey: 'regsearch.menu.powers',
    columns: [
      { field: 'bhp', labelKey: 'regsearch.fields.bhp' },
      { field: 'kw', labelKey: 'regsearch.fields.kw' },
    ],
    fields: [
      { name: 'bhp', labelKey: 'regsearch.fields.bhp', kind: 'number', required: true, min: 1, max: 5000 },
    ],
    csv: ['bhp'],
  },
  'reg-finals': {
    resource: 'vehicle-finals',
    titleKey: 'regsearch.menu.finals',
    columns: [
      ...vehicleColumns,
      { field: 'stock_hp', labelKey: 'regsearch.fields.stock_hp' },
      { field: 'stock_torque', labelKey: 'regsearch.fields.stock_torque' },
      { field: 'stages', labelKey: 'regsearch.fields.stages', kind: 'stages' },
    ],
    fields: [
      ...vehicleRefs,
      { name: 'stock_hp', labelKey: 'regsearch.fields.stock_hp', kind: 'number', min: 1, max: 5000 },
      { name: 'stock_torque', labelKey: 'regsearch.fields.stock_torque', kind: 'number', min: 1, max: 20000 },
      { name: 'stages', labelKey: 'regsearch.fields.stages', kind: 'stages' },
    ],
    csv: ['make', 'model', 'fuel_type', 'engine_cc', 'bhp', 'stock_hp', 'stock_torque', ...stageColumns],
  },
  /** The two lists of the reg-final-view screen. */
  'vehicle-main': {
    resource: 'vehicle-main',
    titleKey: 'regsearch.final_view.registrations',
    columns: [
      { field: 'vehicle_reg_no', labelKey: 'regsearch.fields.reg_no' },
      { field: 'vin', labelKey: 'regsearch.fields.vin' },
      { field: 'uvc', labelKey: 'regsearch.fields.uvc' },
      { field: 'uvc_final.description', labelKey: 'regsearch.fields.vehicle' },
      { field: 'clicks', labelKey: 'regsearch.fields.clicks' },
    ],
    fields: [
      { name: 'vehicle_reg_no', labelKey: 'regsearch.fields.reg_no', kind: 'text', required: true, max: 20 },
      { name: 'vin', labelKey: 'regsearch.fields.vin', kind: 'text', max: 20, nullable: true },
      { name: 'uvc', labelKey: 'regsearch.fields.uvc', kind: 'text', required: true, max: 40 },
    ],
    csv: ['vehicle_reg_no', 'uvc', 'vin'],
  },
  'uvc-final': {
    resource: 'uvc-final',
    titleKey: 'regsearch.final_view.uvc_records',
    columns: [
      { field: 'uvc', labelKey: 'regsearch.fields.uvc' },
      ...vehicleColumns,
      { field: 'year', labelKey: 'regsearch.fields.year', kind: 'ref' },
      { field: 'variant', labelKey: 'regsearch.fields.variant', kind: 'ref' },
      { field: 'description', labelKey: 'regsearch.fields.description' },
    ],
    fields: [
      { name: 'uvc', labelKey: 'regsearch.fields.uvc', kind: 'text', required: true, max: 40 },
      ...vehicleRefs,
      { name: 'year', labelKey: 'regsearch.fields.year', kind: 'ref', ref: 'years' },
      {
        name: 'variant',
        labelKey: 'regsearch.fields.variant_id',
        kind: 'number',
        min: 1,
        max: 2_000_000_000,
      },
      { name: 'description', labelKey: 'regsearch.fields.description', kind: 'text', max: 255 },
    ],
    csv: ['uvc', 'make', 'model', 'fuel_type', 'engine_cc', 'bhp', 'year', 'description', 'variant_id'],
  },
} satisfies Record<string, ScreenSpec>;

export type RegScreen = keyof typeof REG_SCREENS;

/** Screens with their own admin page under /admin/reg-searchs/. */
export const LIST_SCREENS = [
  'makes',
  'models',
  'years',
  'fuel-types',
  'engine-size-cc',
  'power-bhp',
  'reg-finals',
] as const satisfies readonly RegScreen[];
