import { formatCurrency } from '../shop/money';

/**
 * Credits travel as integers in hundredths of a credit. On screen they are numbers in the reader's
 * language (decimal comma, own digits); a signed amount gets its sign from Intl too, with the direction
 * marks that keep "+10" from reading "10+" in a right-to-left page.
 */
export function formatCreditsIn(hundredths: number, language: string, signed = false): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(hundredths / 100);
}

/** Money of the credits area (invoices, balances, packages) is kept in hundredths whatever the currency. */
export const formatHundredths = (hundredths: number, currency: string, language: string): string =>
  formatCurrency(hundredths / 100, currency, language);
