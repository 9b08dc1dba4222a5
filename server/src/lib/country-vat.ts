import { isCountryCode, parseVatNumber } from '@portal/domain';
import { badRequest } from './errors.js';

/** A country as stored: '' (none) or an ISO 3166 code in upper case; anything else is refused. */
export function checkedCountry(country: string): string {
  const code = country.trim().toUpperCase();
  if (code && !isCountryCode(code)) throw badRequest('Choose a country from the list.');
  return code;
}

/**
 * A VAT number as stored: '' (none, a consumer) or the number in its written form with the country prefix,
 * valid for `country`. Without a country it is checked against the country its prefix names.
 */
export function checkedVatNo(vatNo: string, country: string): string {
  if (!vatNo.trim()) return '';
  const parsed = parseVatNumber(vatNo, country);
  if (parsed) return parsed;
  if (country) throw badRequest('The VAT number is not valid for the country chosen.');
  throw badRequest('This VAT number is not valid.');
}
