/**
 * Text a spreadsheet would run as a formula starts with = + - @ (or a tab / carriage return). Quotes already
 * in front of those count too, so that taking one quote off again (`unguardFormula`) gives back the value.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/**
 * Spreadsheets set to a semicolon list separator (German, French, ... Excel) split a comma CSV at every `;`,
 * quoted or not, so text after a semicolon starts a cell of its own: `x;=1+1;` would run. A quote goes
 * right after such a semicolon; quotes and spaces before the sign count, so the step can be undone exactly.
 */
const SEMICOLON_FORMULA = /;(?=[ "']*[=+\-@\t\r])/g;
const GUARDED_SEMICOLON = /;'(?=[ "']*[=+\-@\t\r])/g;

/** A leading quote on text that spreadsheets would run as a formula: `=1+1` -> `'=1+1`, `a;=1` -> `a;'=1`. */
export const guardFormula = (text: string): string => {
  const inner = text.replace(SEMICOLON_FORMULA, ";'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
};

/** Undoes `guardFormula` on a cell read back from a CSV: `'=1+1` -> `=1+1`; anything else stays. */
export const unguardFormula = (text: string): string => {
  const inner = text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
  return inner.replace(GUARDED_SEMICOLON, ';');
};

/** RFC 4180 quoting, and a leading quote on cells that spreadsheets would run as formulas. */
export function csvCell(value: unknown): string {
  const s = guardFormula(String(value));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
