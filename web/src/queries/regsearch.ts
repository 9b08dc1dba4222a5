import type { RegListQuery, RegSearchResource } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';

const rs = api.regsearch;

/** Everything of the area sits under one key, so a write refreshes lists, history and statistics alike. */
export const regsearchKeys = {
  all: ['regsearch'] as const,
  history: ['regsearch', 'history'] as const,
};

export type HistoryQuery = { search?: string; page?: number; size?: number };

export const useRegList = <R extends RegSearchResource>(resource: R, q: RegListQuery) =>
  useQuery({
    queryKey: ['regsearch', 'list', resource, q],
    queryFn: () => rs.list(resource, q),
    placeholderData: keepPreviousData,
  });

/** Makes ('all') or the models of one make, as select options; waits until the make is chosen. */
export const useRegDropdown = (make: number | 'all' | null) =>
  useQuery({
    queryKey: ['regsearch', 'dropdown', make],
    queryFn: () => rs.dropdown(make as number | 'all'),
    enabled: make !== null,
    select: (r) => r.items.map((i) => ({ value: i._id, label: i.name })),
  });

export const useMyRegHistory = (q: HistoryQuery, enabled = true) =>
  useQuery({
    queryKey: ['regsearch', 'history', 'mine', q],
    queryFn: () => rs.history(q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Everyone's searches: staff with the miscellaneous permission only. */
export const useAllRegHistory = (q: HistoryQuery, enabled = true) =>
  useQuery({
    queryKey: ['regsearch', 'history', 'all', q],
    queryFn: () => rs.allHistory(q),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRegFinalView = (regNo: string) =>
  useQuery({
    queryKey: ['regsearch', 'final-view', regNo],
    queryFn: () => rs.finalView(regNo),
    enabled: regNo !== '',
    retry: false,
  });

export const useRegTotalClicks = () =>
  useQuery({ queryKey: ['regsearch', 'stats', 'total'], queryFn: () => rs.totalClicks() });

export const useRegMonthlyClicks = (months: number) =>
  useQuery({ queryKey: ['regsearch', 'stats', 'monthly', months], queryFn: () => rs.monthlyClicks(months) });

export const useRegTotalMakes = () =>
  useQuery({ queryKey: ['regsearch', 'stats', 'makes'], queryFn: () => rs.totalMakes() });
