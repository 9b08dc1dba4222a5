import { describe, expect, it } from 'vitest';
import { detailPairs } from './detailPairs';

const words = { yes: 'Yes', no: 'No' };

describe('audit event details', () => {
  it('reads an object as one line per field', () => {
    expect(
      detailPairs({ amount: 25, reason: 'Goodwill', cascade: false, until: null, keys: ['a', 'b'] }, words),
    ).toEqual([
      { field: 'amount', value: '25' },
      { field: 'reason', value: 'Goodwill' },
      { field: 'cascade', value: 'No' },
      { field: 'until', value: '-' },
      { field: 'keys', value: 'a, b' },
    ]);
  });

  it('reads a bare list as the fields an edit changed', () => {
    expect(detailPairs(['title', 'body'], words)).toEqual([{ field: 'fields', value: 'title, body' }]);
    expect(detailPairs([], words)).toEqual([]);
  });

  it('keeps nested values whole and shows nothing for no details', () => {
    expect(detailPairs({ days: [{ day: 1, open: '08:00' }] }, words)).toEqual([
      { field: 'days', value: '{"day":1,"open":"08:00"}' },
    ]);
    expect(detailPairs(null, words)).toEqual([]);
    expect(detailPairs('', words)).toEqual([]);
    expect(detailPairs('plain', words)).toEqual([{ field: null, value: 'plain' }]);
  });
});
