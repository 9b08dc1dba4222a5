import { describe, expect, it } from 'vitest';
import { creditsPrice, divRound, formatCredits, formatMinor, mulDiv, parseMinor } from './money.js';

describe('money', () => {
  it('rounds halves away from zero', () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(4n, 10n)).toBe(0n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(divRound(15n, 10n)).toBe(2n);
    expect(() => divRound(1n, 0n)).toThrow();
  });

  it('multiplies and divides exactly with large amounts', () => {
    expect(mulDiv(9_007_199_254, 1000, 1000)).toBe(9_007_199_254);
    expect(mulDiv(333, 1, 2)).toBe(167);
    expect(() => mulDiv(0.5, 1, 1)).toThrow();
    expect(() => mulDiv(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow();
  });

  it('prices credits in hundredths', () => {
    // 10 credits at 1.00 each
    expect(creditsPrice(1000, 100)).toBe(1000);
    // 2.5 credits at 12.99 -> 32.475 -> 32.48
    expect(creditsPrice(250, 1299)).toBe(3248);
    expect(creditsPrice(1, 1)).toBe(0);
  });

  it('formats and parses minor units', () => {
    expect(formatMinor(1234)).toBe('12.34');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(0)).toBe('0.00');
    expect(parseMinor('12.3')).toBe(1230);
    expect(parseMinor('12,34')).toBe(1234);
    expect(parseMinor('-1.5')).toBe(-150);
    expect(parseMinor('7')).toBe(700);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('abc')).toBeNull();
    expect(formatCredits(1000)).toBe('10');
    expect(formatCredits(1050)).toBe('10.5');
    expect(formatCredits(1005)).toBe('10.05');
  });
});
