import { numberFormat } from '../../lib/intl';
import { formatCurrency } from '../shop/money';

/**
 * Credits travel as integers in hundredths of a credit. On screen they are numbers in the reader's
 * language (decimal comma, own digits); a signed amount gets its sign from Intl too, with the direction
 * marks that keep "+10" from reading "10+" in a right-to-left page.
 */
export function formatCreditsIn(hundredths: number, language: string, signed = false): string {
  return numberFormat(language, {
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(hundredths / 100);
}

// Made when this module loads (with the pages that show credits, while their data is still on its way), so
// the first balance on screen does not pay for loading the language's number data inside a render.
if (typeof document !== 'undefined') formatCreditsIn(0, document.documentElement.lang || 'en');

/** Money of the credits area (invoices, balances, packages) is kept in hundredths whatever the currency. */
export const formatHundredths = (hundredths: number, currency: string, language: string): string =>
  formatCurrency(hundredths / 100, currency, language);
