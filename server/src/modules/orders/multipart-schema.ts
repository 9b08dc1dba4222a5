import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Validator for multipart routes. The body schema only documents the form in OpenAPI: multipart bodies
 * are streamed and checked by the handler. Params and query strings are converted and checked as usual.
 */
export const multipartValidator =
  ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
  (data: unknown) => {
    if (httpPart === 'body') return { value: data };
    const s = schema as TSchema;
    const value = Value.Convert(s, data);
    if (Value.Check(s, value)) return { value };
    const first = [...Value.Errors(s, value)][0];
    const name = first?.path.replace(/^\//, '') || 'request';
    return {
      error: Object.assign(new Error(`Invalid "${name}": ${first?.message ?? 'not valid'}.`), {
        statusCode: 400,
      }),
    };
  };
