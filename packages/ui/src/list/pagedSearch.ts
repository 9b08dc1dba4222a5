/** Search params of a list page, kept in the URL so a filtered page can be linked and reloaded. */
export interface PagedSearch {
  keyword?: string;
  page?: number;
}

/** Reads the common part of a list's search params; anything odd is dropped (page 1, no keyword). */
export function pagedSearch(raw: Record<string, unknown>): PagedSearch {
  const keyword =
    typeof raw.keyword === 'string' && raw.keyword.trim() ? raw.keyword.trim().slice(0, 200) : undefined;
  const n =
    typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  const page = Number.isInteger(n) && n > 1 && n <= 100_000 ? n : undefined;
  return { keyword, page };
}

/** The server query of a page of the list (pages are 1-based; the size is capped by the page). */
export function pagedQuery(
  search: PagedSearch,
  size: number,
): { keyword?: string; page: number; size: number } {
  return { keyword: search.keyword, page: search.page ?? 1, size };
}

/** The search after a change: a new keyword or filter starts again at page 1; empty values drop out. */
export function nextSearch<S extends PagedSearch>(current: S, change: Partial<S>): S {
  const merged = { ...current, ...change } as S & Record<string, unknown>;
  if (!('page' in change)) merged.page = undefined;
  for (const [k, v] of Object.entries(merged))
    if (v === undefined || v === '' || v === null) delete merged[k];
  if (merged.page === 1) delete merged.page;
  return merged;
}
