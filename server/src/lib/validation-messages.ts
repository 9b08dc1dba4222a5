import { msg } from './errors.js';

/** One problem as the validator (Ajv) reports it. */
export type ValidationItem = {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The values the field may take when the first problem is that it is none of a fixed list, else null. A
 * TypeBox union of literals reaches the validator as an `anyOf` of `const` schemas: the validator reports
 * each branch that failed (one `const` error each, or `enum` for a branch that is a list), then the `anyOf`
 * itself; the branches together are the list. A branch that allows null is left out of the words.
 */
function allowedValues(items: ValidationItem[]): unknown[] | null {
  const first = items[0];
  if (!first) return null;
  if (first.keyword === 'enum') return (first.params?.allowedValues as unknown[] | undefined) ?? null;
  if (first.keyword !== 'const') return null;
  const at = first.instancePath ?? '';
  const path = first.schemaPath ?? '';
  // The outermost union around the first problem: a nullable list is a union of the list and null.
  const union = items
    .filter(
      (i) =>
        i.keyword === 'anyOf' &&
        (i.instancePath ?? '') === at &&
        i.schemaPath !== undefined &&
        path.startsWith(`${i.schemaPath}/`),
    )
    .sort((a, b) => (a.schemaPath ?? '').length - (b.schemaPath ?? '').length)[0];
  if (!union) return [first.params?.allowedValue];
  const values: unknown[] = [];
  for (const item of items) {
    if (item === union || item.keyword === 'anyOf' || !item.schemaPath?.startsWith(`${union.schemaPath}/`))
      continue;
    if ((item.instancePath ?? '') !== at) return null;
    if (item.keyword === 'const') values.push(item.params?.allowedValue);
    else if (item.keyword === 'enum') values.push(...((item.params?.allowedValues as unknown[]) ?? []));
    else if (!(item.keyword === 'type' && item.params?.type === 'null')) return null;
  }
  return values.length ? values : null;
}

/**
 * The words for a failed schema check, and the field they are about when it is one the request may hold.
 * Every check of a request says it this way: the route validator's (plugins/errors.ts) and the checks of
 * forms read by a handler (lib/schema-check.ts), so a multipart form and a JSON body get the same answer.
 */
export function describeValidation(
  context: string | undefined,
  items: ValidationItem[],
): { message: string; field?: string } {
  const first = items[0];
  if (!first) return { message: msg('The request is not valid.') };
  const field =
    (first.params?.missingProperty as string | undefined) ??
    (first.params?.additionalProperty as string | undefined) ??
    first.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
    '';
  const where = field ? `"${field}"` : (context ?? 'request');
  if (first.params?.additionalProperty) return { message: msg(`The field ${where} is not allowed here.`) };
  const about = field ? { field } : {};
  // The validator's own words would show the regular expression, which tells a person nothing.
  if (first.params?.pattern !== undefined)
    return {
      message: msg(
        `Invalid ${where}: it contains characters that are not allowed or is not in the expected form.`,
      ),
      ...about,
    };
  // "must be equal to constant" names none of the values a person could choose instead.
  const values = allowedValues(items)?.filter((v) => v !== null);
  if (values?.length === 1)
    return { message: msg(`Invalid ${where}: it must be ${shown(values[0])}.`), ...about };
  if (values?.length)
    return { message: msg(`Invalid ${where}: choose one of ${values.map(shown).join(', ')}.`), ...about };
  return { message: msg(`Invalid ${where}: ${wordsOf(first)}.`), ...about };
}

/** The validator's words; those for a field of two types list them as "integer,null". */
function wordsOf(item: ValidationItem): string {
  const types = item.params?.type;
  const list = Array.isArray(types) ? types : typeof types === 'string' ? types.split(',') : [];
  if (item.keyword === 'type' && list.length > 1) return `must be ${list.join(' or ')}`;
  return item.message ?? 'not valid';
}
