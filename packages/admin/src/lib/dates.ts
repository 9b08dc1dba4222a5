/**
 * The one way dates are written on screen, in lists and on pages alike: a moment with its time, or a day.
 * Both take the same day part, so a date reads the same in the invoice list and on the order page.
 * Formatters are kept per language (building one loads the language's calendar data).
 */
const kept = new Map<string, Intl.DateTimeFormat>();

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: 'numeric', second: 'numeric' };

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, withTime ? MOMENT : DAY);
    kept.set(key, format);
  }
  return format;
}

const valid = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A moment, e.g. "30/11/2026, 19:17:42"; '' for none. */
export function formatDate(value: string | number | Date | null | undefined, language: string): string {
  const d = valid(value);
  return d ? formatter(language, true).format(d) : '';
}

/** A day, e.g. "30/11/2026"; '' for none. */
export function formatDay(value: string | number | Date | null | undefined, language: string): string {
  const d = valid(value);
  return d ? formatter(language, false).format(d) : '';
}
