import { describe, expect, it } from 'vitest';
import { chartDates } from './chartDates';

describe('chartDates', () => {
  it('names days and months in the reader language, on the calendar date the server meant', () => {
    const de = chartDates('de');
    expect(de.day('2026-11-01')).toBe('1. Nov.');
    expect(de.month('2025-12')).toBe('Dez. 2025');
    const ja = chartDates('ja');
    expect(ja.day('2026-10-31')).toBe('10月31日');
    expect(ja.month('2025-12')).toBe('2025年12月');
    expect(chartDates('en').day('2026-10-31')).toBe('Oct 31');
  });

  it('shows a value that is not a date as it came', () => {
    expect(chartDates('de').day('soon')).toBe('soon');
    expect(chartDates('de').month('')).toBe('');
  });
});
