import type { Knex } from 'knex';

/** Columns every table shares; timestamps are UTC. */
export function timestamps(t: Knex.CreateTableBuilder, db: Knex): void {
  t.timestamp('created_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
  t.timestamp('updated_at', { useTz: false }).notNullable().defaultTo(db.fn.now());
}

/** JSON columns are plain text on both dialects, encoded and decoded by the repositories. */
export function jsonText(t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return t.text(name);
}

export const parseJson = <T>(value: unknown, fallback: T): T => {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

/** SQLite's stored shape ('YYYY-MM-DD HH:MM:SS' with optional milliseconds, UTC), the usual case. */
const SQLITE_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{3})?$/;

/**
 * Dates come back as Date (MySQL) or as text/number (SQLite); answers always carry ISO strings. SQLite's
 * own text is rewritten without parsing it into a Date (a list of orders holds a hundred of them).
 */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && SQLITE_UTC.test(value)) {
    const iso = `${value.slice(0, 10)}T${value.slice(11)}`;
    return value.length === 19 ? `${iso}.000Z` : `${iso}Z`;
  }
  const d =
    value instanceof Date
      ? value
      : new Date(
          typeof value === 'string' && !value.includes('T') && !value.endsWith('Z')
            ? `${value.replace(' ', 'T')}Z`
            : (value as string | number),
        );
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const now = () => new Date();
