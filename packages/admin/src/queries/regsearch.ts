import type { RegListQuery, RegSearchResource } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';
import { usePagedList } from './paged';

/** Everything of the area sits under one key, so a write refreshes lists, history and statistics alike. */
export const regsearchKeys = {
  all: ['regsearch'] as const,
  history: ['regsearch', 'history'] as const,
};

export type HistoryQuery = { search?: string; page?: number; size?: number };

export const useRegList = <R extends RegSearchResource>(resource: R, q: RegListQuery) => {
  const api = useApi();
  return usePagedList(
    (page: RegListQuery) => ['regsearch', 'list', resource, page],
    q,
    (page) => api.regsearch.list(resource, page),
  );
};

/** Makes ('all') or the models of one make, as select options; waits until the make is chosen. */
export const useRegDropdown = (make: number | 'all' | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['regsearch', 'dropdown', make],
    queryFn: () => api.regsearch.dropdown(make as number | 'all'),
    enabled: make !== null,
    select: (r) => r.items.map((i) => ({ value: i._id, label: i.name })),
  });
};

export const useMyRegHistory = (q: HistoryQuery, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: ['regsearch', 'history', 'mine', q],
    queryFn: () => api.regsearch.history(q),
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** Everyone's searches: staff with the miscellaneous permission only. */
export const useAllRegHistory = (q: HistoryQuery, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: ['regsearch', 'history', 'all', q],
    queryFn: () => api.regsearch.allHistory(q),
    placeholderData: keepPreviousData,
    enabled,
  });
};

export const useRegFinalView = (regNo: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['regsearch', 'final-view', regNo],
    queryFn: () => api.regsearch.finalView(regNo),
    enabled: regNo !== '',
    retry: false,
  });
};

export const useRegTotalClicks = () => {
  const api = useApi();
  return useQuery({ queryKey: ['regsearch', 'stats', 'total'], queryFn: () => api.regsearch.totalClicks() });
};

export const useRegMonthlyClicks = (months: number) => {
  const api = useApi();
  return useQuery({
    queryKey: ['regsearch', 'stats', 'monthly', months],
    queryFn: () => api.regsearch.monthlyClicks(months),
  });
};

export const useRegTotalMakes = () => {
  const api = useApi();
  return useQuery({ queryKey: ['regsearch', 'stats', 'makes'], queryFn: () => api.regsearch.totalMakes() });
};
