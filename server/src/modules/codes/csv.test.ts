import { describe, expect, it } from 'vitest';
import { CsvError, detectSeparator, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks, and numbers records by line', () => {
    const text =
      '\ufeffcode,description\r\nP0101,"Mass air flow, range/performance"\n\nP0102,"Says ""low"""\nP0103,"two\nlines"\nP0104,last';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['code', 'description'] },
      { line: 2, fields: ['P0101', 'Mass air flow, range/performance'] },
      { line: 4, fields: ['P0102', 'Says "low"'] },
      { line: 5, fields: ['P0103', 'two\nlines'] },
      { line: 7, fields: ['P0104', 'last'] },
    ]);
  });

  it('uses semicolons when the header does', () => {
    expect(detectSeparator('code;description\nP0101;"a, b"')).toBe(';');
    expect(parseCsv('code;description\nP0101;a, b')[1].fields).toEqual(['P0101', 'a, b']);
  });

  it('refuses broken quoting with the line', () => {
    expect(() => parseCsv('a,b\nP0101,"open')).toThrow(CsvError);
    expect(() => parseCsv('a,b\nP0101,"x"y')).toThrow(/Line 2/);
    expect(parseCsv('a,b\nP0101,5" screen')[1].fields).toEqual(['P0101', '5" screen']);
  });
});
