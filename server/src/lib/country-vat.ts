import { isCountryCode, parseVatNumber } from '@portal/domain';
import { badRequest } from './errors.js';

/**
 * A country as stored: '' (none) or an ISO 3166 code in upper case; anything else is refused, naming `field`
 * (the request field it came in) so that a form shows the message there.
 */
export function checkedCountry(country: string, field = 'country'): string {
  const code = country.trim().toUpperCase();
  if (code && !isCountryCode(code)) throw badRequest('Choose a country from the list.', field);
  return code;
}

/**
 * The country and VAT number of a change to a user, checked and in their stored form: the number is held
 * against the country the user has after the change (the one sent, else the stored one, as the address and
 * the business details are saved apart). Fields not sent stay out.
 *
 * A new country with no number sent must fit the stored number too, else a number checked against the old
 * country would give reverse charge in the new one. The change is refused rather than the number dropped:
 * dropping it would quietly change the VAT on every later invoice, and a country picked by mistake would
 * cost the customer their number.
 */
export function checkedCountryAndVat(
  change: { country?: unknown; vat_no?: unknown },
  stored: { country?: string | null; vat_no?: string | null } | undefined,
): { country?: string; vat_no?: string } {
  const out: { country?: string; vat_no?: string } = {};
  const storedCountry = (stored?.country ?? '').trim().toUpperCase();
  if (typeof change.country === 'string') out.country = checkedCountry(change.country);
  if (typeof change.vat_no === 'string')
    out.vat_no = checkedVatNo(change.vat_no, out.country ?? storedCountry);
  else if (out.country !== undefined && out.country !== storedCountry) {
    const kept = stored?.vat_no?.trim() ?? '';
    if (kept && !parseVatNumber(kept, out.country))
      throw badRequest(
        `The VAT number ${kept} is not valid for the country chosen. Remove it under Business details first, then change the country and enter the VAT number for the new country.`,
        'country',
      );
  }
  return out;
}

/**
 * A VAT number as stored: '' (none, a consumer) or the number in its written form with the country prefix,
 * valid for `country`. Without a country it is checked against the country its prefix names. Sent as
 * `vat_no` wherever it is taken.
 */
export function checkedVatNo(vatNo: string, country: string): string {
  if (!vatNo.trim()) return '';
  const parsed = parseVatNumber(vatNo, country);
  if (parsed) return parsed;
  if (country) throw badRequest('The VAT number is not valid for the country chosen.', 'vat_no');
  throw badRequest('This VAT number is not valid.', 'vat_no');
}
