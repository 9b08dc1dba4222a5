import type { TSchema } from '@sinclair/typebox';
import { checkPart } from '../../lib/schema.js';

/**
 * Validator for multipart routes. The body schema only documents the form in OpenAPI: multipart bodies
 * are streamed and checked by the handler. Params and query strings are converted and checked as usual.
 */
export const multipartValidator =
  ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
  (data: unknown) => {
    if (httpPart === 'body') return { value: data };
    return checkPart(schema as TSchema, data);
  };
