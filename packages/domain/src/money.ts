/**
 * Money and credit arithmetic on integers in minor units (hundredths). Nothing here uses floating point
 * for amounts: products go through BigInt and are rounded half-up (halves away from zero), so the server
 * and a preview in the browser always agree to the cent.
 */

/** Rounds a / b to the nearest integer, halves away from zero. b must be positive. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const neg = a < 0n;
  const abs = neg ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return neg ? -q : q;
}

/** a * b / c rounded half-up, exact for any safe integers. */
export function mulDiv(a: number, b: number, c: number): number {
  for (const n of [a, b, c]) if (!Number.isSafeInteger(n)) throw new RangeError('amounts must be integers');
  const out = divRound(BigInt(a) * BigInt(b), BigInt(c));
  const n = Number(out);
  if (!Number.isSafeInteger(n)) throw new RangeError('amount too large');
  return n;
}

/**
 * Price of a number of credits. `count` is in hundredths of a credit and `pricePerCredit` in minor units of
 * the currency for one whole credit (the site's credit_price).
 */
export function creditsPrice(count: number, pricePerCredit: number): number {
  return mulDiv(count, pricePerCredit, 100);
}

/** 1234 -> '12.34', -5 -> '-0.05'. */
export function formatMinor(amount: number): string {
  const neg = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${cents}`;
}

/** Amount with its currency code, e.g. '12.34 EUR'. */
export const formatMoney = (amount: number, currency: string): string => `${formatMinor(amount)} ${currency}`;

/** Parses a decimal text with at most two decimals ('12', '12.3', '12.34', '-1.5') to minor units. */
export function parseMinor(text: string): number | null {
  const m = /^\s*(-)?(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** Credits as people read them: 1000 -> '10', 1050 -> '10.5', 1005 -> '10.05'. */
export function formatCredits(count: number): string {
  return formatMinor(count)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}
