import type { ApiClient } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';

export const SITE_DATA_KEY = ['site-data'] as const;

/** Public site data (flags, theme, tools): read by everyone, signed in or not. */
export const siteDataQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: SITE_DATA_KEY,
    queryFn: () => api.auth.siteData(),
    staleTime: 5 * 60_000,
  });

export const useSiteData = () => useQuery(siteDataQuery(useApi()));

export const usePolicies = () => {
  const api = useApi();
  return useQuery({
    queryKey: ['policies'],
    queryFn: () => api.auth.policies(),
    staleTime: 10 * 60_000,
    retry: false,
  });
};
