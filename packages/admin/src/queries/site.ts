import type { ApiClient } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** The policy texts (terms, privacy, the cookie notice) in `language`; public, rarely changed. */
export const policiesQuery = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: ['policies', language],
    queryFn: () => api.auth.policies(language),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePolicies = () => {
  const { i18n } = useTranslation();
  return useQuery(policiesQuery(useApi(), i18n.language));
};
