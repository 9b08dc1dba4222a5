import AjvCompiler from '@fastify/ajv-compiler';
import type { TSchema } from '@sinclair/typebox';
import { type HttpError, httpError } from './errors.js';
import { nullableForValidator } from './nullable-schema.js';
import { describeValidation, type ValidationItem } from './validation-messages.js';

type Validate = ((data: unknown) => boolean) & { errors?: ValidationItem[] | null };
type Compile = (route: { schema: unknown }) => Validate;

/**
 * The validator of the routes (Ajv with the same formats, through Fastify's own compiler), for values a
 * handler checks itself: multipart forms and the JSON bodies of routes that also take forms. TypeBox's
 * `Value.Check` counted lengths in UTF-16 units (an emoji as two characters, where the route schemas
 * count one) and answered in words of its own. The values are already converted, so nothing is coerced,
 * defaulted or removed here.
 */
const compile = (AjvCompiler as unknown as () => (externals: object, options: object) => Compile)()(
  {},
  { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false } },
);

const compiled = new WeakMap<object, Validate>();

function validatorOf(schema: TSchema): Validate {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = compile({ schema: nullableForValidator(schema) });
    compiled.set(schema, validate);
  }
  return validate;
}

/** The problems of `value` against `schema`, as the route validator reports them, or null when it passes. */
export function schemaErrors(schema: TSchema, value: unknown): ValidationItem[] | null {
  const validate = validatorOf(schema);
  return validate(value) ? null : [...(validate.errors ?? [])];
}

/** Whether `value` passes `schema`, characters counted as the route validator counts them. */
export const passes = (schema: TSchema, value: unknown) => validatorOf(schema)(value);

/**
 * The refusal of `value` (a 400 `VALIDATION` naming the field, in the words of every other request check),
 * or null when it passes. `context` names the whole value when the problem is not about one field.
 */
export function schemaProblem(schema: TSchema, value: unknown, context = 'request'): HttpError | null {
  const errors = schemaErrors(schema, value);
  if (!errors) return null;
  const { message, field } = describeValidation(context, errors);
  return httpError(400, 'VALIDATION', message, field);
}

/**
 * The problems as Fastify's own validation error, for a route's `validatorCompiler`: the error handler
 * describes it like any other (plugins/errors.ts).
 */
export function validationError(errors: ValidationItem[], context?: string): Error {
  return Object.assign(new Error('The request is not valid.'), {
    statusCode: 400,
    validation: errors,
    ...(context ? { validationContext: context } : {}),
  });
}
