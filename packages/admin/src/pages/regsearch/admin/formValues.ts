import type { FieldSpec } from './screens';

export type Row = { _id: number } & Record<string, unknown>;
type StageValue = { hp?: number | null; torque?: number | null };

/** A nested field of a row: `uvc_final.description`. */
export function read(row: Row, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
}

/** Form values of a stored row: references become their id, stages their power and torque. */
export function toFormValues(fields: FieldSpec[], row: Row | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = row?.[f.name];
    if (f.kind === 'stages') {
      out[f.name] = Array.isArray(value)
        ? (value as { hp: number; torque: number }[]).map((s) => ({ hp: s.hp, torque: s.torque }))
        : [];
    } else if (value && typeof value === 'object' && '_id' in value) {
      out[f.name] = (value as { _id: number })._id;
    } else out[f.name] = value ?? (f.kind === 'text' ? '' : null);
  }
  return out;
}

/** The request body of the form: texts trimmed, empty optional values null, stages numbered 1, 2, ... */
export function toBody(fields: FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.name];
    if (f.kind === 'text') {
      const text = String(value ?? '').trim();
      body[f.name] = f.nullable && !text ? null : text;
    } else if (f.kind === 'stages') {
      body[f.name] = ((value as StageValue[] | undefined) ?? [])
        .filter((s) => s?.hp && s?.torque)
        .map((s, i) => ({ stage: i + 1, hp: s.hp, torque: s.torque }));
    } else if (value === undefined || value === null || value === '') {
      // Required references and numbers are enforced by the form; optional ones are cleared.
      if (!f.required) body[f.name] = null;
    } else body[f.name] = value;
  }
  return body;
}
