import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './dates';

describe('dates on screen', () => {
  it('write the day the same way with and without the time, in every script', () => {
    const at = '2026-11-30T10:17:42Z';
    for (const language of ['ar', 'he', 'fa', 'es', 'de', 'en', 'ja', 'hu']) {
      const day = formatDay(at, language);
      expect(day, language).not.toBe('');
      expect(
        formatDate(at, language).startsWith(day) || formatDate(at, language).includes(day),
        language,
      ).toBe(true);
    }
    expect(formatDay(at, 'es')).toBe('30/11/2026');
    expect(formatDate(at, 'es')).toMatch(/^30\/11\/2026, \d{1,2}:17:42$/);
  });

  it('leave a missing or broken date empty', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDay('not a date', 'en')).toBe('');
  });
});
