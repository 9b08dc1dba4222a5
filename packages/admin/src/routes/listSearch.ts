/** Search params of the user lists, kept in the URL so that a filtered page can be linked and reloaded. */
export interface ListSearch {
  keyword?: string;
  status?: number;
  page?: number;
}

export function listSearch(raw: Record<string, unknown>): ListSearch {
  const num = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : Number.NaN;
    return Number.isInteger(n) ? n : undefined;
  };
  const keyword = typeof raw.keyword === 'string' && raw.keyword.trim() ? raw.keyword : undefined;
  const status = num(raw.status);
  const page = num(raw.page);
  return {
    keyword,
    status: status !== undefined && status >= 0 && status <= 2 ? status : undefined,
    page: page !== undefined && page > 1 ? page : undefined,
  };
}
