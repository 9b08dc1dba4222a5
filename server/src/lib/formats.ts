import { FormatRegistry } from '@sinclair/typebox';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * Route bodies are checked by Ajv (with ajv-formats), but multipart forms are checked field by field with
 * TypeBox's `Value.Check`, whose format registry starts empty: an `email` field there answered
 * "Unknown format". Registering the very same definitions here makes both checks agree on every format.
 */
export function registerFormats(): void {
  for (const [name, definition] of Object.entries(fullFormats)) {
    if (FormatRegistry.Has(name)) continue;
    FormatRegistry.Set(name, (value) => matches(definition, value));
  }
}

type Definition = (typeof fullFormats)[keyof typeof fullFormats];

function matches(definition: Definition, value: string): boolean {
  if (definition instanceof RegExp) return definition.test(value);
  if (typeof definition === 'function') return definition(value);
  if (typeof definition === 'object' && definition !== null && 'validate' in definition) {
    // Number formats (int32, double...) never reach a string check; the string ones validate here.
    const { validate } = definition;
    if (validate instanceof RegExp) return validate.test(value);
    return typeof validate === 'function' ? (validate as (v: string) => boolean)(value) : true;
  }
  return true;
}
