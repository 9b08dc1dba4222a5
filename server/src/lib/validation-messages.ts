import { msg } from './errors.js';

/** One problem as the validator (Ajv) reports it. */
export type ValidationItem = {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** A pattern that asks for a text starting with http:// or https:// ("^https?://", "^[Hh][Tt][Tt][Pp][Ss]?://"). */
const WEB_ADDRESS_PATTERN = /^\^\(?(https\?|\[Hh\]\[Tt\]\[Tt\]\[Pp\]\[Ss\]\?):\/\//;

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
 * The common problems are told in words of our own, translated whole; the validator's own English words
 * are left only for the rare ones.
 */
export function describeValidation(
  context: string | undefined,
  items: ValidationItem[],
): { message: string; field?: string } {
  const first = items[0];
  if (!first) return { message: msg('The request is not valid.') };
  const at = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const missing = first.params?.missingProperty as string | undefined;
  const field =
    (missing !== undefined ? (at ? `${at}.${missing}` : missing) : undefined) ??
    (first.params?.additionalProperty as string | undefined) ??
    at;
  const where = field ? fieldWords(field) : (context ?? 'request');
  if (first.params?.additionalProperty) return { message: msg(`The field ${where} is not allowed here.`) };
  const about = field ? { field } : {};
  if (first.keyword === 'required' && missing !== undefined)
    return { message: msg(`Please fill in ${where}.`), ...about };
  // A text that must start with http:// or https:// is a web address, and is best told by an example.
  if (typeof first.params?.pattern === 'string' && WEB_ADDRESS_PATTERN.test(first.params.pattern))
    return {
      message: msg(`Invalid ${where}: must be a web address such as https://www.example.com.`),
      ...about,
    };
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
  return { message: wordsOf(where, first) ?? msg(`Invalid ${where}: ${validatorWords(first)}.`), ...about };
}

/**
 * The field as a person reads it: its name in quotes, and for an entry of a list the list and the
 * position counted from 1 ("website_url.0" is entry 1 of "website_url"). A path through more than one
 * list is shown as it is.
 */
function fieldWords(field: string): string {
  const parts = field.split('.');
  const positions = parts.flatMap((part, i) => (/^\d+$/.test(part) ? [i] : []));
  const i = positions[0];
  if (positions.length !== 1 || i === undefined || i === 0) return `"${field}"`;
  const list = parts.slice(0, i).join('.');
  const entry = Number(parts[i]) + 1;
  const inside = parts.slice(i + 1).join('.');
  return inside ? msg(`"${inside}" in entry ${entry} of "${list}"`) : msg(`"${list}" (entry ${entry})`);
}

const limitOf = (item: ValidationItem) => {
  const limit = item.params?.limit;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : null;
};

/** The types of a type problem ("integer,null" comes as a list or as one text). */
function typesOf(item: ValidationItem): string[] {
  const types = item.params?.type;
  return Array.isArray(types) ? types.map(String) : typeof types === 'string' ? types.split(',') : [];
}

/** Our words for the common problems, or null for the others. */
function wordsOf(where: string, item: ValidationItem): string | null {
  const limit = limitOf(item);
  switch (item.keyword) {
    case 'maxLength':
      return limit === null ? null : msg(`Invalid ${where}: at most ${limit} characters.`);
    case 'minLength':
      if (limit === null) return null;
      return limit <= 1
        ? msg(`Invalid ${where}: must not be empty.`)
        : msg(`Invalid ${where}: at least ${limit} characters.`);
    case 'maxItems':
      return limit === null ? null : msg(`Invalid ${where}: at most ${limit} entries.`);
    case 'minItems':
      if (limit === null) return null;
      return limit <= 1
        ? msg(`Invalid ${where}: must not be empty.`)
        : msg(`Invalid ${where}: at least ${limit} entries.`);
    case 'maximum':
      return limit === null ? null : msg(`Invalid ${where}: must be at most ${limit}.`);
    case 'minimum':
      return limit === null ? null : msg(`Invalid ${where}: must be at least ${limit}.`);
    case 'exclusiveMaximum':
      return limit === null ? null : msg(`Invalid ${where}: must be less than ${limit}.`);
    case 'exclusiveMinimum':
      return limit === null ? null : msg(`Invalid ${where}: must be more than ${limit}.`);
    case 'format':
      return formatWords(where, String(item.params?.format ?? ''));
    case 'type':
      return typeWords(where, typesOf(item));
    default:
      return null;
  }
}

function formatWords(where: string, format: string): string | null {
  switch (format) {
    case 'email':
    case 'idn-email':
      return msg(`Invalid ${where}: must be an e-mail address.`);
    case 'uri':
    case 'url':
    case 'iri':
      return msg(`Invalid ${where}: must be a web address such as https://www.example.com.`);
    case 'date':
    case 'date-time':
    case 'iso-date-time':
      return msg(`Invalid ${where}: must be a date.`);
    default:
      return null;
  }
}

/** A field of one type, or of one type or null (a nullable field: left empty). */
function typeWords(where: string, types: string[]): string | null {
  const others = types.filter((t) => t !== 'null');
  if (others.length !== 1) return null;
  const orEmpty = types.length === 2;
  if (types.length > 2) return null;
  switch (others[0]) {
    case 'integer':
      return orEmpty
        ? msg(`Invalid ${where}: must be a whole number or empty.`)
        : msg(`Invalid ${where}: must be a whole number.`);
    case 'number':
      return orEmpty
        ? msg(`Invalid ${where}: must be a number or empty.`)
        : msg(`Invalid ${where}: must be a number.`);
    case 'string':
      return orEmpty
        ? msg(`Invalid ${where}: must be text or empty.`)
        : msg(`Invalid ${where}: must be text.`);
    case 'boolean':
      return orEmpty
        ? msg(`Invalid ${where}: must be true, false or empty.`)
        : msg(`Invalid ${where}: must be true or false.`);
    case 'array':
      return orEmpty
        ? msg(`Invalid ${where}: must be a list or empty.`)
        : msg(`Invalid ${where}: must be a list.`);
    case 'object':
      return orEmpty
        ? msg(`Invalid ${where}: must be a group of fields or empty.`)
        : msg(`Invalid ${where}: must be a group of fields.`);
    default:
      return null;
  }
}

/** The validator's words; those for a field of two types list them as "integer,null". */
function validatorWords(item: ValidationItem): string {
  const list = typesOf(item);
  if (item.keyword === 'type' && list.length > 1) return `must be ${list.join(' or ')}`;
  return item.message ?? 'not valid';
}
