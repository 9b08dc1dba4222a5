import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.js';
import { compactVatNumber, isVatNumberValid, parseVatNumber } from './vat-number.js';

describe('country codes', () => {
  it('knows the ISO list in any letter case, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    for (const code of ['DE', 'de', 'GR', 'GB', 'CH', 'NO', 'US', 'XK'])
      expect(isCountryCode(code), code).toBe(true);
    for (const code of ['', 'ZZ', '12', 'D', 'DEU', 'EL', 'UK', 'XI', ' DE'])
      expect(isCountryCode(code), code).toBe(false);
  });
});

describe('VAT numbers', () => {
  // Numbers of real businesses (check digits right) or, where only the format is checked, well formed.
  const valid: [country: string, written: string, stored: string][] = [
    ['AT', 'ATU13585627', 'ATU13585627'],
    ['BE', 'BE 0411.905.847', 'BE0411905847'],
    ['BG', '175074752', 'BG175074752'],
    ['CY', 'CY10259033P', 'CY10259033P'],
    ['CZ', 'CZ25123891', 'CZ25123891'],
    ['DE', 'de 136-695-976', 'DE136695976'],
    ['DK', 'DK 13 58 56 28', 'DK13585628'],
    ['EE', 'EE100931558', 'EE100931558'],
    ['ES', 'ESA28015865', 'ESA28015865'],
    ['ES', '12345678Z', 'ES12345678Z'],
    ['FI', 'FI20774740', 'FI20774740'],
    ['FR', 'FR 40 303 265 045', 'FR40303265045'],
    ['FR', 'FRK7399859412', 'FRK7399859412'],
    ['GR', 'EL094259216', 'EL094259216'],
    ['GR', 'GR094259216', 'EL094259216'],
    ['GR', '094259216', 'EL094259216'],
    ['HR', 'HR33392005961', 'HR33392005961'],
    ['HU', 'HU12892312', 'HU12892312'],
    ['IE', 'IE6388047V', 'IE6388047V'],
    ['IE', 'IE3628739UA', 'IE3628739UA'],
    ['IE', '8Z49289F', 'IE8Z49289F'],
    ['IT', 'IT00743110157', 'IT00743110157'],
    ['LT', 'LT100001919017', 'LT100001919017'],
    ['LU', 'LU15027442', 'LU15027442'],
    ['LV', 'LV40003521600', 'LV40003521600'],
    ['MT', 'MT11679112', 'MT11679112'],
    ['NL', 'NL004495445B01', 'NL004495445B01'],
    ['PL', 'PL 774-000-14-54', 'PL7740001454'],
    ['PT', 'PT501964843', 'PT501964843'],
    ['RO', 'RO18547290', 'RO18547290'],
    ['SE', 'SE556012579001', 'SE556012579001'],
    ['SI', 'SI50223054', 'SI50223054'],
    ['SK', 'SK2022749619', 'SK2022749619'],
    ['GB', 'GB 980 7806 84', 'GB980780684'],
    ['GB', 'XI980780684', 'XI980780684'],
    ['GB', '980780684001', 'GB980780684001'],
    ['GB', 'GBGD001', 'GBGD001'],
    ['CH', 'CHE-116.281.710 MWST', 'CHE116281710MWST'],
    ['CH', '116281710', 'CHE116281710'],
    ['NO', 'NO 923 609 016 MVA', 'NO923609016MVA'],
    // No known format: letters and digits, as written.
    ['US', '12-3456789', '123456789'],
    ['ZA', '4123456789', '4123456789'],
    // Begins like an Austrian number but is none: a Mexican RFC.
    ['MX', 'ATE010101AB1', 'ATE010101AB1'],
  ];

  it.each(valid)('%s: accepts %s, stored as %s', (country, written, stored) => {
    expect(parseVatNumber(written, country)).toBe(stored);
    expect(parseVatNumber(written, country.toLowerCase())).toBe(stored);
    expect(isVatNumberValid(written, country)).toBe(true);
  });

  const invalid: [country: string, written: string][] = [
    ['DE', 'x'],
    ['DE', 'DE123'],
    ['DE', 'DE136695977'], // check digit
    ['DE', 'DE1366959760'],
    ['AT', 'AT13585627'], // the U is part of the number
    ['AT', 'ATU13585628'],
    ['BE', 'BE0411905848'],
    ['DK', 'DK13585629'],
    ['ES', 'ES123456789'], // all digits
    ['FI', 'FI20774741'],
    ['FR', 'FR41303265045'],
    ['FR', 'FR303265045'], // key missing
    ['FR', 'DE136695976'], // another country's number
    ['GR', 'EL094259217'],
    ['GR', 'DE094259216'],
    ['IE', 'IE12345678'],
    ['IT', 'IT00743110158'],
    ['NL', 'NL004495445'],
    ['NL', 'NL004495445C01'],
    ['PL', 'PL7740001455'],
    ['PT', 'PT501964844'],
    ['SE', 'SE5560125790'],
    ['SE', 'SE556012579101'],
    ['GB', 'GB980780685'],
    ['GB', 'GB98078068'],
    ['GB', 'GBGD500'],
    ['CH', 'CHE116281711'],
    ['CH', 'CHE116281710VAT'],
    ['NO', 'NO923609017MVA'],
    ['US', 'x1'],
    ['US', 'ABC!123'],
    ['US', '123456789012345678901'],
    // Another country's valid number is not one of a country without a known format.
    ['US', 'NL000000000B01'],
    ['US', 'nl 004495445 b01'],
    ['ZA', 'DE136695976'],
    ['US', 'EL094259216'],
    ['CA', 'CHE-116.281.710'],
  ];

  it.each(invalid)('%s: refuses %s', (country, written) => {
    expect(parseVatNumber(written, country)).toBeNull();
    expect(isVatNumberValid(written, country)).toBe(false);
  });

  it('refuses an empty number: it is no VAT number', () => {
    expect(isVatNumberValid('', 'DE')).toBe(false);
    expect(isVatNumberValid('  ', 'US')).toBe(false);
  });

  it('without a country, reads the country from the prefix', () => {
    expect(parseVatNumber('EL094259216', '')).toBe('EL094259216');
    expect(parseVatNumber('xi980780684', '')).toBe('XI980780684');
    expect(parseVatNumber('CHE116281710', '')).toBe('CHE116281710');
    expect(parseVatNumber('DE136695977', '')).toBeNull();
    expect(parseVatNumber('12345', '')).toBe('12345');
  });

  it('compacts the way numbers are written', () => {
    expect(compactVatNumber(' de\u00a0136.695-976 ')).toBe('DE136695976');
  });
});
