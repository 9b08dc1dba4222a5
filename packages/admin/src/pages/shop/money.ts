/** Digits after the decimal point of a currency (EUR 2, JPY 0), as the browser knows them. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Integer minor units to the text a person reads: 12345 EUR -> '€123.45'. */
export function formatMoney(minor: number, currency: string, language?: string): string {
  const d = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 10 ** d);
  } catch {
    return `${(minor / 10 ** d).toFixed(d)} ${currency}`;
  }
}

/** What a person typed (major units) to integer minor units, and back for a form. */
export const toMinor = (major: number | null | undefined, currency: string) =>
  Math.round(Number(major ?? 0) * 10 ** currencyDigits(currency));
export const toMajor = (minor: number | null | undefined, currency: string) =>
  Number(minor ?? 0) / 10 ** currencyDigits(currency);
