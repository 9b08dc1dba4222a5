import { nextSearch, type PagedSearch } from '@portal/ui/paged';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A list page's search params (keyword, page, filters) read from and written to the URL, so that a
 * filtered page can be linked and reloaded. The route validates them (`validateSearch: pagedSearch`).
 */
export function useListSearch<S extends PagedSearch = PagedSearch>(): [S, (change: Partial<S>) => void] {
  const search = useSearch({ strict: false }) as S;
  const navigate = useNavigate();
  const change = useCallback(
    (c: Partial<S>) =>
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => nextSearch(prev as S, c) }),
    [navigate],
  );
  return [search, change];
}

/** The paging and search props of a ListPage whose page and keyword live in the URL (useListSearch). */
export function listPaging<S extends PagedSearch>(
  search: S,
  setSearch: (change: Partial<S>) => void,
  pageSize: number,
) {
  return {
    page: search.page ?? 1,
    pageSize,
    onPage: (page: number) => setSearch({ page } as Partial<S>),
    onSearch: (keyword: string) => setSearch({ keyword } as Partial<S>),
  };
}
