/**
 * Text a spreadsheet would run as a formula starts with = + - @ (or a tab / carriage return). Spreadsheets trim
 * spaces and control characters (tab, CR, LF, ...) first, so those may come before the sign. Quotes already in
 * front count too, so that taking one quote off again (`unguardFormula`) gives back the value.
 */
const FORMULA_START = /^'*(?:[\t\r]|[\s\p{Cc}]*[=+\-@])/u;
/**
 * Spreadsheets set to a semicolon list separator (German, French, ... Excel) split a comma CSV at every `;`,
 * quoted or not, and so also end the row at a line break inside a quoted cell: text after a semicolon or a
 * line break starts a cell of its own, and `x;=1+1;` would run. A quote goes right after such a separator (the
 * last line break of a CR LF); quotes, spaces and control characters before the sign count, so the step can be
 * undone exactly.
 */
const BEFORE_SIGN = String.raw`(?:(?![\r\n])[\s\p{Cc}"'])*[=+\-@\t]`;
const SEPARATED_FORMULA = new RegExp(String.raw`([;\r\n])(?=${BEFORE_SIGN})`, 'gu');
const GUARDED_SEPARATOR = new RegExp(String.raw`([;\r\n])'(?=${BEFORE_SIGN})`, 'gu');

/** A leading quote on text that spreadsheets would run as a formula: `=1+1` -> `'=1+1`, `a;=1` -> `a;'=1`. */
export const guardFormula = (text: string): string => {
  const inner = text.replace(SEPARATED_FORMULA, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
};

/** Undoes `guardFormula` on a cell read back from a CSV: `'=1+1` -> `=1+1`; anything else stays. */
export const unguardFormula = (text: string): string => {
  const inner = text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
  return inner.replace(GUARDED_SEPARATOR, '$1');
};

/** RFC 4180 quoting, and a leading quote on cells that spreadsheets would run as formulas. */
export function csvCell(value: unknown): string {
  const s = guardFormula(String(value));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
