import { describe, expect, it } from 'vitest';
import { nextSearch, pagedQuery, pagedSearch } from './pagedSearch.js';

describe('pagedSearch', () => {
  it('keeps a trimmed keyword and a page above one', () => {
    expect(pagedSearch({ keyword: '  golf ', page: '3' })).toEqual({ keyword: 'golf', page: 3 });
  });

  it('drops blank keywords and pages that are not whole numbers above one', () => {
    for (const page of ['1', '0', '-2', '2.5', 'x', 1e9, null])
      expect(pagedSearch({ keyword: '   ', page })).toEqual({ keyword: undefined, page: undefined });
  });

  it('asks the server for page 1 when the URL names none', () => {
    expect(pagedQuery({}, 20)).toEqual({ keyword: undefined, page: 1, size: 20 });
    expect(pagedQuery({ keyword: 'a', page: 4 }, 10)).toEqual({ keyword: 'a', page: 4, size: 10 });
  });
});

describe('nextSearch', () => {
  it('starts again at page 1 when the keyword or a filter changes', () => {
    expect(nextSearch({ keyword: 'a', page: 5 }, { keyword: 'b' })).toEqual({ keyword: 'b' });
    expect(nextSearch<{ page?: number; status?: number }>({ page: 2, status: 1 }, { status: 0 })).toEqual({
      status: 0,
    });
  });

  it('keeps the filters when only the page changes and drops empty values', () => {
    expect(nextSearch({ keyword: 'a', page: 2 }, { page: 3 })).toEqual({ keyword: 'a', page: 3 });
    expect(nextSearch({ keyword: 'a', page: 2 }, { keyword: '' })).toEqual({});
    expect(nextSearch({ keyword: 'a', page: 2 }, { page: 1 })).toEqual({ keyword: 'a' });
  });
});
