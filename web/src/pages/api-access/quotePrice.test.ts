import { describe, expect, it } from 'vitest';
import { quotePrice } from './quotePrice';

describe('quotePrice', () => {
  it('formats the price in the currency of the quote', () => {
    expect(quotePrice(29_900, 'EUR', 'en')).toBe('€299.00');
    expect(quotePrice(null, 'EUR', 'en')).toBe('-');
  });

  it('shows number and code for a currency the browser does not know, instead of throwing', () => {
    expect(quotePrice(1234, 'e$1', 'en')).toBe('12.34 e$1');
  });
});
