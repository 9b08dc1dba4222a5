import { describe, expect, it, vi } from 'vitest';
import { listPaging } from './useListSearch';

describe('listPaging', () => {
  it('gives ListPage the page from the URL (1 when none) and writes a new page or keyword back', () => {
    const setSearch = vi.fn();
    const first = listPaging({}, setSearch, 20);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(20);
    const paging = listPaging({ keyword: 'bob', page: 3 }, setSearch, 15);
    expect(paging.page).toBe(3);
    paging.onPage(4);
    paging.onSearch('alice');
    expect(setSearch.mock.calls).toEqual([[{ page: 4 }], [{ keyword: 'alice' }]]);
  });
});
