import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions.js';

const opts = Array.from({ length: 25 }, (_, i) => ({ value: i, label: `Item ${i}` }));

describe('filterOptions', () => {
  it('matches names case-insensitively', () => {
    const list = [
      { value: 1, label: 'Volkswagen' },
      { value: 2, label: 'Audi' },
      { value: 3, label: 'VOLVO' },
    ];
    expect(filterOptions(list, 'vol').map((o) => o.value)).toEqual([1, 3]);
    expect(filterOptions(list, 'AUD').map((o) => o.value)).toEqual([2]);
  });

  it('shows at most maxItem entries, 10 by default', () => {
    expect(filterOptions(opts, '')).toHaveLength(10);
    expect(filterOptions(opts, 'item', 3)).toHaveLength(3);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterOptions(opts, 'zzz')).toEqual([]);
  });
});
