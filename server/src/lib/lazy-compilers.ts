import AjvCompiler from '@fastify/ajv-compiler';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import { nullableForSerializer, nullableForValidator } from './nullable-schema.js';
import { rejectNonFinite } from './validation.js';

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Factory = (...args: unknown[]) => (route: unknown) => Compiled;

/**
 * Fastify's own validator and serializer compilers, but each route's code is generated on its first request
 * instead of at start-up. With several hundred routes this turns seconds of start-up (and of every test file
 * that builds the app) into a few milliseconds per route the first time it is called.
 */
function lazily(buildFactory: () => Factory, validator: boolean): Factory {
  const factory = buildFactory();
  return (...factoryArgs) => {
    const compile = factory(...factoryArgs);
    const compileBody = validator ? factory(...withoutCoercion(factoryArgs)) : compile;
    return (route) => {
      let compiled: Compiled | undefined;
      const lazy: Compiled = (...args) => {
        compiled ??= validator
          ? (isBody(route) ? compileBody : compile)(forValidator(route))
          : compile(forSerializer(route));
        lazy.schemaEnv = compiled.schemaEnv;
        if (!validator) {
          const out = compiled(...args);
          lazy.errors = compiled.errors;
          return out;
        }
        const { result, errors } = rejectNonFinite(compiled, args);
        lazy.errors = errors;
        return result;
      };
      return lazy;
    };
  };
}

const isBody = (route: unknown) => (route as { httpPart?: string }).httpPart === 'body';

/**
 * The factory's arguments (the shared schemas, then Fastify's `ajv` options) for the body validator: it
 * converts no types. The options' coercion (app.ts) is for the parts that arrive as text, the querystring,
 * path parameters and headers ("?page=2" is the number 2). A JSON body carries its types itself, and
 * coercing it accepted what it should refuse: the array [2] as the number 2 (coerceTypes 'array'), true or
 * "2" as a quantity. Multipart forms are read and converted by their handlers, not by this validator.
 */
function withoutCoercion(args: unknown[]): unknown[] {
  const [externals, options, ...rest] = args as [
    unknown,
    { customOptions?: object } | undefined,
    ...unknown[],
  ];
  const customOptions = { ...options?.customOptions, coerceTypes: false };
  return [externals, { ...options, customOptions }, ...rest];
}

/** The serializer gets `nullable` fields instead of `X | null` unions (see nullable-schema.ts). */
const forSerializer = (route: unknown) => {
  const r = route as { schema?: unknown };
  return { ...r, schema: nullableForSerializer(r.schema) };
};

/** The validator gets `X | null` unions as one schema of both types (see nullable-schema.ts). */
const forValidator = (route: unknown) => {
  const r = route as { schema?: unknown };
  return { ...r, schema: nullableForValidator(r.schema) };
};

export const lazyCompilers = {
  buildValidator: lazily(() => (AjvCompiler as unknown as () => Factory)(), true),
  buildSerializer: lazily(() => (SerializerCompiler as unknown as () => Factory)(), false),
};
