import { describe, expect, it } from 'vitest';
import { listSearch } from './listSearch';

describe('listSearch', () => {
  it('keeps valid values and drops the rest', () => {
    expect(listSearch({ keyword: 'bob', status: '0', page: '3' })).toEqual({
      keyword: 'bob',
      status: 0,
      page: 3,
    });
    expect(listSearch({ keyword: '  ', status: 7, page: 1 })).toEqual({
      keyword: undefined,
      status: undefined,
      page: undefined,
    });
    expect(listSearch({ status: 'x' }).status).toBeUndefined();
  });
});
