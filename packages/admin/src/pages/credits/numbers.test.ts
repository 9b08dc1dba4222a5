import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shop/money';
import { formatCreditsIn, formatHundredths } from './numbers';

const LRM = '\u200e';

describe('formatMoney', () => {
  it('writes amounts the way each language does, with the currency sign', () => {
    expect(formatMoney(1000, 'EUR', 'de')).toBe('10,00\u00a0€');
    expect(formatMoney(1000, 'EUR', 'en')).toBe('€10.00');
    expect(formatMoney(1000, 'EUR', 'ja')).toBe('€10.00');
    expect(formatMoney(1000, 'EUR', 'ar')).toMatch(/10[.,٫]00|١٠٫٠٠/);
    expect(formatMoney(1000, 'EUR', 'ar')).toContain('€');
  });

  it('knows currencies without cents and falls back for unknown codes', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1234, 'XXXX', 'en')).toBe('12.34 XXXX');
  });
});

describe('formatHundredths', () => {
  it('formats credit invoices like the shop, from hundredths whatever the currency', () => {
    expect(formatHundredths(1000, 'EUR', 'de')).toBe(formatMoney(1000, 'EUR', 'de'));
    expect(formatHundredths(2975, 'EUR', 'en')).toBe('€29.75');
    expect(formatHundredths(150000, 'JPY', 'en')).toBe('¥1,500');
  });
});

describe('formatCreditsIn', () => {
  it('shows up to two decimals in the reader language', () => {
    expect(formatCreditsIn(1000, 'en')).toBe('10');
    expect(formatCreditsIn(1050, 'de')).toBe('10,5');
    expect(formatCreditsIn(1005, 'en')).toBe('10.05');
  });

  it('puts the sign before the number, marked left-to-right in right-to-left languages', () => {
    expect(formatCreditsIn(1000, 'en', true)).toBe('+10');
    expect(formatCreditsIn(-250, 'de', true)).toBe('-2,5');
    expect(formatCreditsIn(0, 'en', true)).toBe('0');
    for (const lng of ['ar', 'he']) {
      expect(formatCreditsIn(1000, lng, true), lng).toBe(`${LRM}+10`);
      expect(formatCreditsIn(-1000, lng, true), lng).toBe(`${LRM}-10`);
    }
  });
});
