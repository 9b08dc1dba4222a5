import type { TObject } from '@sinclair/typebox';
import { badRequest } from '../../lib/errors.js';
import { passes } from '../../lib/schema-check.js';

/**
 * A refusal naming the first text field whose characters its contract refuses (invisible ones: NUL, direction
 * overrides), or null. Multipart forms are read by the handler, so their texts are checked here.
 */
export function hiddenCharacters(schema: TObject, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const rule = schema.properties[name];
    if (value && rule && !passes(rule, value)) {
      const where = `"${name}"`;
      return badRequest(
        `Invalid ${where}: it contains characters that are not allowed or is not in the expected form.`,
        name,
      );
    }
  }
  return null;
}
