import { describe, expect, it } from 'vitest';
import { fromCreditInput, toCreditInput } from './credits';
import { fileSize } from './downloads/fileSize';

describe('credit prices in forms', () => {
  it('turns typed credits into hundredths without float drift, and back', () => {
    expect(fromCreditInput(12.5)).toBe(1250);
    expect(fromCreditInput(0.29)).toBe(29);
    expect(fromCreditInput(1.005 * 1000)).toBe(100500);
    expect(fromCreditInput(null)).toBe(0);
    expect(toCreditInput(1250)).toBe(12.5);
    expect(toCreditInput(undefined)).toBeUndefined();
  });
});

describe('file sizes', () => {
  it('reads in the largest fitting unit', () => {
    expect(fileSize(null)).toBe('');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(256 * 1024 * 1024)).toBe('256.0 MB');
  });
});
