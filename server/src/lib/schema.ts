import { ErrorBody } from '@portal/contracts';
import { type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { schemaErrors, validationError } from './schema-check.js';

export { ErrorBody };
const ErrorRef = Type.Unsafe<{ statusCode: number; code: string; message: string }>(Type.Ref('ErrorBody'));

/** Response schemas: the success answer plus the error body for each listed status. */
export function replies<T extends TSchema>(ok: T, ...errors: number[]) {
  const out: Record<number, TSchema> = { 200: ok };
  for (const status of new Set([400, ...errors])) out[status] = ErrorRef;
  return out as { 200: T } & Record<number, TSchema>;
}

/** Answer of a call that sends a file. */
export const FileReply = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: 'File contents',
});

/**
 * For calls that take JSON or multipart: multipart bodies are read and checked by the handler, JSON bodies
 * are checked here against the same schema (which also documents the fields in OpenAPI), by the route
 * validator's rules and described in its words (lib/schema-check.ts).
 */
export const jsonOrMultipart =
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    const s = schema as TSchema;
    if (data === undefined || data === null) return { value: data };
    const errors = schemaErrors(s, data);
    return errors ? { error: validationError(errors, 'body') } : { value: data };
  };

/** Documents a CSV upload in OpenAPI; the file itself is streamed by the handler. */
export const CsvUpload = Type.Object({
  file: Type.String({ format: 'binary', description: 'CSV, UTF-8, header line first' }),
});

const NOT_MULTIPART = 'Send the CSV file as multipart/form-data in a field named "file".';

/**
 * For upload-only calls: the body must be multipart (read by the handler), while params and querystring are
 * converted and checked against their schemas as usual.
 */
export const multipartUpload =
  ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
  (data: unknown) => {
    if (httpPart === 'body') {
      return data !== undefined && data !== null ? { error: new Error(NOT_MULTIPART) } : { value: data };
    }
    const s = schema as TSchema;
    return checkPart(s, Value.Default(s, data ?? {}), httpPart);
  };

/**
 * TypeBox's conversion reads "2.9" and "2e3" as the integer 2; only whole numbers written as digits are
 * integers here. The texts that are not are noted before converting (which may change `data` in place) and
 * put back as text afterwards, so the check refuses them.
 */
function nonIntegerTexts(schema: TSchema, data: unknown): Record<string, string> {
  const odd: Record<string, string> = {};
  if (!data || typeof data !== 'object') return odd;
  const props = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  for (const [key, prop] of Object.entries(props)) {
    const text = (data as Record<string, unknown>)[key];
    if (prop.type === 'integer' && typeof text === 'string' && !/^-?\d+$/.test(text)) odd[key] = text;
  }
  return odd;
}

/** Converts a querystring or params part (text) to its schema's types and checks it. */
export function checkPart(schema: TSchema, data: unknown, httpPart = 'request') {
  const odd = nonIntegerTexts(schema, data);
  const converted = Value.Convert(schema, data);
  const value = Object.keys(odd).length ? { ...(converted as object), ...odd } : converted;
  const errors = schemaErrors(schema, value);
  return errors ? { error: validationError(errors, httpPart) } : { value };
}
