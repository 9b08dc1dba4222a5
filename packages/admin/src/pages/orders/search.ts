import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts';

/** Search params of the order lists, kept in the URL so that a filtered page can be linked and reloaded. */
export interface OrderSearch {
  keyword?: string;
  status?: OrderStatus;
  page?: number;
}

export function orderSearch(raw: Record<string, unknown>): OrderSearch {
  const page = Number(raw.page);
  const keyword = typeof raw.keyword === 'string' && raw.keyword.trim() ? raw.keyword : undefined;
  const status = ORDER_STATUSES.find((s) => s === raw.status);
  return { keyword, status, page: Number.isInteger(page) && page > 1 ? page : undefined };
}
