import { MAX_ALL_ROWS, MAX_PAGE_SIZE } from './validation.js';

export { MAX_ALL_ROWS, MAX_PAGE_SIZE };

/**
 * One page of a list: `size` -1 (the spec's "everything", where a route allows it) means at most
 * MAX_ALL_ROWS rows, and no size goes past MAX_PAGE_SIZE, whatever the route's schema says.
 */
export function pageWindow(q: { page?: number; size?: number }, fallback = 20) {
  const page = Math.max(q.page ?? 1, 1);
  const requested = q.size ?? fallback;
  const size = requested === -1 ? MAX_ALL_ROWS : Math.min(Math.max(requested, 1), MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size, reported: requested };
}
