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

/** The policy texts (terms, privacy, the cookie notice); public, rarely changed. */
export const policiesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['policies'],
    queryFn: () => api.auth.policies(),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePolicies = () => useQuery(policiesQuery(useApi()));
