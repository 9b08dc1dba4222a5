type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNull = (v: unknown) => isObject(v) && v.type === 'null' && Object.keys(v).length === 1;

/** `X | null` where X is a plain typed schema the serializer can mark `nullable` instead. */
function nullableOf(s: Schema): Schema | null {
  const options = s.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(s).length !== 1) return null;
  const [a, b] = options;
  const other = isNull(a) ? b : isNull(b) ? a : null;
  if (!isObject(other) || typeof other.type !== 'string' || other.type === 'null') return null;
  if (other.anyOf || other.oneOf || other.allOf || other.$ref || other.nullable !== undefined) return null;
  return { ...other, nullable: true };
}

/**
 * A copy of a response schema in which every `X | null` (TypeBox `Union([X, Null])`, our `Nullable`) is
 * `X` with `nullable: true`. The serializer writes the two the same way, but for a union it first runs a
 * full validation of the value against X to choose the branch (a date-time format check, a whole object),
 * on every field of every row; `nullable` is a single `=== null` test. Only for serializing: validation and
 * the published API description keep the unions.
 */
export function nullableForSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableForSerializer);
  if (!isObject(schema)) return schema;
  const source = nullableOf(schema) ?? schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) out[key] = nullableForSerializer(value);
  return out;
}
