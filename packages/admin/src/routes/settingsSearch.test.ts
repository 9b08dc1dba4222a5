import { describe, expect, it } from 'vitest';
import { settingsSearch } from './settingsSearch';

describe('settingsSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(settingsSearch({ tab: 'smtp' })).toEqual({ tab: 'smtp' });
    expect(settingsSearch({ tab: 'vat', page: 2 })).toEqual({ tab: 'vat' });
    expect(settingsSearch({ tab: 'nope' })).toEqual({});
    expect(settingsSearch({ tab: 3 })).toEqual({});
    expect(settingsSearch({})).toEqual({});
  });
});
