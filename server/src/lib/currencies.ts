import { badRequest, msg } from './errors.js';

/** Codes the platform can format: a stored code it does not know breaks every price shown with it. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => CURRENCIES.has(code);

/**
 * Currencies whose minor unit is not a hundredth (ISO 4217: none, as the yen; three decimals, as the dinar).
 * Every amount here is kept in hundredths and handed to payment providers as such, so a price in one of these
 * would be shown and charged 100 or 10 times wrong.
 */
const NOT_IN_HUNDREDTHS = new Set([
  'BIF',
  'CLF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'UYW',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
  'BHD',
  'IQD',
  'JOD',
  'KWD',
  'LYD',
  'OMR',
  'TND',
]);

/** Why a currency code cannot price anything here, or null when it can. */
export function currencyProblem(code: string): string | null {
  if (!CURRENCIES.has(code))
    return msg(`"${code}" is not a currency code. Use a three-letter code such as EUR or USD.`);
  if (NOT_IN_HUNDREDTHS.has(code))
    return msg(
      `Prices are kept with two decimal places, so "${code}" cannot be used. Choose a currency with cents, such as EUR or USD.`,
    );
  return null;
}

/** The code when the platform knows it; anything else (`ZZZ`, `abc`) is refused with a clear 400. */
export function checkedCurrency(code: string): string {
  const problem = currencyProblem(code);
  if (problem) throw badRequest(problem);
  return code;
}
