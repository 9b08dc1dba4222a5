import fc from 'fast-check';

/**
 * Inputs derived from the OpenAPI schemas: mostly shaped like the real thing (so handlers are reached), with
 * values an attacker would try mixed in - wrong types, extreme and non-finite numbers, long and invisible
 * text, deep and oversized structures, unknown fields.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  $ref?: string;
};

/** Text that has broken servers before, as it arrives in a path, a query string or a form field. */
export const nastyText = fc.constantFrom(
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  'NaN',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '9007199254740993',
  '2147483648',
  '99999999999999999999',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '%',
  '../../../etc/passwd',
  'invoice\u202Efdp.exe',
  '\u0000\u0007\u001b',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
);

const nastyNumber = fc.constantFrom(
  0,
  -1,
  1,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  -1e20,
  1e308,
  0.5,
  -0.000001,
);

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    nastyNumber,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    nastyText,
    fc.string({ maxLength: 20 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value for `schema`: usually plausible, sometimes hostile, sometimes of the wrong type entirely. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const plausible = plausibleFor(schema, depth);
  return fc.oneof(
    { arbitrary: plausible, weight: 6 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: isNumeric(schema) ? nastyNumber : nastyText, weight: 2 },
  );
}

const isNumeric = (s: JsonSchema) =>
  s.type === 'integer' || s.type === 'number' || (Array.isArray(s.type) && s.type.includes('integer'));

function plausibleFor(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => fromSchema(u, depth + 1)));
  if (s.allOf?.length) return fromSchema(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(s.maximum ?? 100_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
    case 'array':
      return fc.array(fromSchema(s.items, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(s, depth);
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

function objectFor(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const fields = Object.fromEntries(
    props.map(([name, p]) => [
      name,
      // Required fields are sometimes left out too.
      fc.option(fromSchema(p, depth + 1), { freq: required.has(name) ? 10 : 3, nil: undefined }),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 2 })))
    .map(([known, extra]) => {
      const out: Record<string, unknown> = { ...(extra ?? {}) };
      for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v;
      return out;
    });
}

/** Text for a path segment or query value. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
