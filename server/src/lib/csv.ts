/**
 * Text a spreadsheet would run as a formula starts with = + - @ (or a tab / carriage return). Quotes already
 * in front of those count too, so that taking one quote off again (`unguardFormula`) gives back the value.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A leading quote on text that spreadsheets would run as a formula: `=1+1` -> `'=1+1`. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Undoes `guardFormula` on a cell read back from a CSV: `'=1+1` -> `=1+1`; anything else stays. */
export const unguardFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;

/** RFC 4180 quoting, and a leading quote on cells that spreadsheets would run as formulas. */
export function csvCell(value: unknown): string {
  const s = guardFormula(String(value));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
