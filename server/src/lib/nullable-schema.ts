type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNull = (v: unknown) => isObject(v) && v.type === 'null' && Object.keys(v).length === 1;

/** X of `X | null` when X is a plain typed schema (no union, reference or `nullable` of its own). */
function plainOrNull(s: Schema): Schema | null {
  const options = s.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(s).length !== 1) return null;
  const [a, b] = options;
  const other = isNull(a) ? b : isNull(b) ? a : null;
  if (!isObject(other) || typeof other.type !== 'string' || other.type === 'null') return null;
  if (other.anyOf || other.oneOf || other.allOf || other.$ref || other.nullable !== undefined) return null;
  return other;
}

/** `X | null` where X is a plain typed schema the serializer can mark `nullable` instead. */
function nullableOf(s: Schema): Schema | null {
  const other = plainOrNull(s);
  return other ? { ...other, nullable: true } : null;
}

/**
 * A copy of a response schema in which every `X | null` (TypeBox `Union([X, Null])`, our `Nullable`) is
 * `X` with `nullable: true`. The serializer writes the two the same way, but for a union it first runs a
 * full validation of the value against X to choose the branch (a date-time format check, a whole object),
 * on every field of every row; `nullable` is a single `=== null` test. Only for serializing: the published
 * API description keeps the unions.
 */
export function nullableForSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableForSerializer);
  if (!isObject(schema)) return schema;
  const source = nullableOf(schema) ?? schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) out[key] = nullableForSerializer(value);
  return out;
}

/** `X | null` as one schema of both types, where X is a plain typed schema that null cannot break. */
function typeOrNullOf(s: Schema): Schema | null {
  const other = plainOrNull(s);
  // A fixed value would refuse null: those keep the union (no coercion can reach them either).
  if (!other || other.const !== undefined || other.enum !== undefined) return null;
  return { ...other, type: [other.type, 'null'] };
}

/**
 * A copy of a request schema in which every plain `X | null` is one schema of both types. With type
 * coercion on, Ajv tries a union's branches in order and coerces on the way: a null sent for an
 * `integer | null` field came out as 0 (a coupon's "no start date" as 1 January 1970), for a
 * `string | null` as "". With both types in one `type`, a value of either type is left as it is and only
 * others are coerced.
 */
export function nullableForValidator(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableForValidator);
  if (!isObject(schema)) return schema;
  const source = typeOrNullOf(schema) ?? schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) out[key] = nullableForValidator(value);
  return out;
}
