import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * One page of a server list. The large lists answer `next` with each page; the page after one already
 * loaded is asked for `after` it, so the server walks on from that page's last row instead of skipping
 * every row before it. A page reached otherwise (a jump, a fresh load) goes by its number.
 */
export function usePagedList<Q extends { page?: number; after?: string }, R extends { next?: string }>(
  key: (q: Q) => QueryKey,
  q: Q,
  fetch: (q: Q) => Promise<R>,
  enabled = true,
) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: key(q),
    queryFn: () => {
      const page = q.page ?? 1;
      const after = page > 1 ? qc.getQueryData<R>(key({ ...q, page: page - 1 }))?.next : undefined;
      return fetch(after ? { ...q, after } : q);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
