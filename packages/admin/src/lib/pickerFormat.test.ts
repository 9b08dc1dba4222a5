import { describe, expect, it } from 'vitest';
import { pickerFormats } from './pickerFormat';

// antd's pickers fall back to ISO ("2026-12-07 23:59:59") in most languages: the formats follow the reader's.
describe('picker formats', () => {
  it('write the day in the order and with the separators of the language', () => {
    expect(pickerFormats('fr').dateTime).toBe('DD/MM/YYYY HH:mm');
    expect(pickerFormats('de').dateTime).toBe('DD.MM.YYYY HH:mm');
    expect(pickerFormats('ja').dateTime).toBe('YYYY/MM/DD HH:mm');
    expect(pickerFormats('en').date).toBe('MM/DD/YYYY');
  });

  it('keep letters of a literal out of the tokens and drop direction marks', () => {
    for (const lng of ['ar', 'fa', 'he', 'ko', 'hu', 'bn', 'zh']) {
      const { dateTime } = pickerFormats(lng);
      expect(dateTime, lng).not.toMatch(/[\u200e\u200f\u061c]/);
      expect(dateTime.replace(/\[[^\]]*\]/g, ''), lng).toMatch(/^[YMDHm./\-: ]+$/);
    }
  });
});
