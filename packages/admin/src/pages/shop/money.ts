import { numberFormat } from '../../lib/intl';

/** Digits after the decimal point of a currency (EUR 2, JPY 0), as the browser knows them. */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The one money formatter of the screens: a number of major units (12.34) as the reader's language writes
 * it, '12,34 €' in German, '€12.34' in English. Callers convert their stored integers first.
 */
export function formatCurrency(major: number, currency: string, language?: string): string {
  try {
    return numberFormat(language, { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}

/** Shop amounts: integer minor units of the currency (12345 EUR -> '€123.45', 500 JPY -> '¥500'). */
export function formatMoney(minor: number, currency: string, language?: string): string {
  return formatCurrency(minor / 10 ** currencyDigits(currency), currency, language);
}

/** What a person typed (major units) to integer minor units, and back for a form. */
export const toMinor = (major: number | null | undefined, currency: string) =>
  Math.round(Number(major ?? 0) * 10 ** currencyDigits(currency));
export const toMajor = (minor: number | null | undefined, currency: string) =>
  Number(minor ?? 0) / 10 ** currencyDigits(currency);

/** A rate in percent (19, 7.7) as the reader writes one: '19%' in English, '19 %' in German, '%19' in Turkish. */
export function formatPercent(rate: number, language?: string): string {
  try {
    return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
  } catch {
    return `${rate}%`;
  }
}
