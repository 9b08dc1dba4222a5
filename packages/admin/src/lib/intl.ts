/**
 * Number formatters kept per language and options: building one costs far more than using it (the first in a
 * page loads the language's number data, tens of ms on a slow phone), and lists format every row.
 */
const kept = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    kept.set(key, format);
  }
  return format;
}
