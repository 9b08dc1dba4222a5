import { badRequest } from './errors.js';

/** Codes the platform can format: a stored code it does not know breaks every price shown with it. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => CURRENCIES.has(code);

/** The code when the platform knows it; anything else (`ZZZ`, `abc`) is refused with a clear 400. */
export function checkedCurrency(code: string): string {
  if (!CURRENCIES.has(code))
    throw badRequest(`"${code}" is not a currency code. Use a three-letter code such as EUR or USD.`);
  return code;
}
