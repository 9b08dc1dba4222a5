/** One line of an event's details: a field and its value as text; no field for a bare value. */
export interface DetailPair {
  field: string | null;
  value: string;
}

/** How true and false read in the reader's language, and how it writes a number ("19,5" in German). */
export interface BooleanWords {
  yes: string;
  no: string;
  number?: (value: number) => string;
}

function text(value: unknown, words: BooleanWords): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return words.number ? words.number(value) : String(value);
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => text(v, words)).join(', ') : '-';
  return JSON.stringify(value);
}

/**
 * An event's details as "field: value" lines. Edits record the names of the fields they changed as a bare
 * list, which reads as one "fields" line; nested values fall back to compact JSON.
 */
export function detailPairs(detail: unknown, words: BooleanWords): DetailPair[] {
  if (detail === null || detail === undefined || detail === '') return [];
  if (Array.isArray(detail)) return detail.length ? [{ field: 'fields', value: text(detail, words) }] : [];
  if (typeof detail === 'object') {
    return Object.entries(detail as Record<string, unknown>).map(([field, value]) => ({
      field,
      value: text(value, words),
    }));
  }
  return [{ field: null, value: text(detail, words) }];
}
