/**
 * Hard limits every route's request schema gets, applied once when the route is added (see app.ts), so new
 * modules inherit them without thinking about it:
 * - integers and numbers without bounds get the largest range a double holds exactly; text that converts to
 *   a huge or infinite number ("1e400", "Infinity") never reaches a query;
 * - a page size in a querystring (`size`, `limit`, `per_page`) is capped at MAX_PAGE_SIZE.
 * The validator itself is wrapped by `rejectNonFinite`, because the converting validator turns "Infinity" into
 * a number and then skips the minimum and maximum checks for it.
 */

/** The largest page any list answers; `size=-1` ("everything") is bounded on the server as well. */
export const MAX_PAGE_SIZE = 500;
/** What `size=-1` means where the spec allows it: everything, up to this many rows. */
export const MAX_ALL_ROWS = 1000;

const PAGE_SIZE_NAMES = new Set(['size', 'limit', 'per_page']);
const SAFE = Number.MAX_SAFE_INTEGER;

type Schema = Record<string | symbol, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function isNumeric(s: Schema): boolean {
  const t = s.type;
  return (
    t === 'integer' ||
    t === 'number' ||
    (Array.isArray(t) && t.some((x) => x === 'integer' || x === 'number'))
  );
}

function bounded(s: Schema, pageSize: boolean): Schema {
  const out: Schema = { ...s };
  // A fixed set of values (TypeBox literals) is bounded already.
  if (out.enum !== undefined || out.const !== undefined) return out;
  if (typeof out.minimum !== 'number' && typeof out.exclusiveMinimum !== 'number') out.minimum = -SAFE;
  if (typeof out.maximum !== 'number' && typeof out.exclusiveMaximum !== 'number') out.maximum = SAFE;
  if (pageSize && (out.maximum as number) > MAX_PAGE_SIZE) out.maximum = MAX_PAGE_SIZE;
  return out;
}

/**
 * A copy of `schema` with the hard limits added. Object spread keeps the schema's symbol keys (TypeBox's
 * kind markers), so TypeBox-based validators still recognise the copy.
 */
export function hardenSchema(schema: unknown, part?: string, key?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => hardenSchema(s, part));
  if (!isObject(schema)) return schema;
  let out: Schema = { ...schema };
  if (isNumeric(out))
    out = bounded(out, part === 'querystring' && key !== undefined && PAGE_SIZE_NAMES.has(key));
  if (isObject(out.properties)) {
    const props: Schema = {};
    for (const [name, value] of Object.entries(out.properties)) props[name] = hardenSchema(value, part, name);
    out.properties = props;
  }
  for (const k of ['items', 'additionalProperties', 'not']) {
    if (isObject(out[k]) || Array.isArray(out[k])) out[k] = hardenSchema(out[k], part);
  }
  for (const k of ['anyOf', 'oneOf', 'allOf']) {
    // A union keeps the property's name: `size` may be written as integer-or-literal.
    if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map((s) => hardenSchema(s, part, key));
  }
  return out;
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Hardens the request parts of a route's schema in place of the originals (responses are left alone). */
export function hardenRouteSchema(schema: Record<string, unknown> | undefined): void {
  if (!schema) return;
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) schema[part] = hardenSchema(schema[part], part);
  }
}

/** Where the first number that is not finite sits in `data`, or null when there is none. */
export function nonFinitePath(data: unknown, path = '', depth = 0): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : path || '/';
  if (depth > 64 || typeof data !== 'object' || data === null) return null;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = nonFinitePath(data[i], `${path}/${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(data)) {
    const found = nonFinitePath(v, `${path}/${k}`, depth + 1);
    if (found) return found;
  }
  return null;
}

type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown };

/** Runs the compiled validator, then refuses numbers it let through that are not finite. */
export function rejectNonFinite(validate: Validate, args: unknown[]): { result: unknown; errors: unknown } {
  const result = validate(...args);
  if (result !== true) return { result, errors: validate.errors };
  const at = nonFinitePath(args[0]);
  if (!at) return { result, errors: validate.errors };
  return {
    result: false,
    errors: [
      {
        instancePath: at === '/' ? '' : at,
        keyword: 'maximum',
        params: {},
        message: 'must be a finite number within range',
      },
    ],
  };
}
