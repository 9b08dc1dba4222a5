import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** Public site data (flags, theme, tools): read by everyone, signed in or not. */
export const siteDataQuery = queryOptions({
  queryKey: ['site-data'],
  queryFn: () => api.auth.siteData(),
  staleTime: 5 * 60_000,
});

export const useSiteData = () => useQuery(siteDataQuery);

export const usePolicies = () =>
  useQuery({
    queryKey: ['policies'],
    queryFn: () => api.auth.policies(),
    staleTime: 10 * 60_000,
    retry: false,
  });
