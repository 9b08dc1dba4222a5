import type { ApiClient } from '@portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';

type ServiceQuery = NonNullable<Parameters<ApiClient['tuning']['services']['list']>[0]>;
type OptionQuery = NonNullable<Parameters<ApiClient['tuning']['options']['list']>[0]>;
type DownloadQuery = NonNullable<Parameters<ApiClient['tuning']['downloads']['list']>[0]>;

export const tuningKeys = {
  services: ['tuning-services'] as const,
  options: ['tuning-options'] as const,
  downloads: ['downloads'] as const,
  /** Under 'credits', like the buy page's packages: refreshing 'credits' after a change refreshes both. */
  creditPackages: ['credits', 'packages'] as const,
  /** What the order form offers; refreshed when services or options change. */
  orderCatalogue: ['service-catalogue'] as const,
};

export const useServices = (q: ServiceQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.services, q],
    queryFn: () => api.tuning.services.list(q),
    placeholderData: keepPreviousData,
  });
};

export const useCreditPackages = (q: { keyword?: string }) => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.creditPackages, q],
    // The whole list at once: places in the hand-sorted order are counted over all packages.
    queryFn: () => api.tuning.creditPackages.list({ ...q, size: -1 }),
    placeholderData: keepPreviousData,
  });
};

/** Every service, for the option form's service picker. */
export const useServiceChoices = () => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.services, 'choices'],
    queryFn: () => api.tuning.services.list({ size: -1 }),
    select: (r) => r.items.map((s) => ({ value: s._id, label: s.service_name })),
  });
};

export const useOptions = (q: OptionQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.options, q],
    queryFn: () => api.tuning.options.list(q),
    placeholderData: keepPreviousData,
  });
};

/** The downloads the visitor may see: all when signed in, the public ones otherwise. */
export const useDownloads = (q: DownloadQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.downloads, 'visible', q],
    queryFn: () => api.tuning.downloads.list(q),
    placeholderData: keepPreviousData,
  });
};

export const useDownloadCategories = () => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.downloads, 'categories'],
    queryFn: () => api.tuning.downloads.categories(),
    select: (r) => r.items,
  });
};

export const useAllDownloads = (q: DownloadQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: [...tuningKeys.downloads, 'all', q],
    queryFn: () => api.tuning.downloads.all(q),
    placeholderData: keepPreviousData,
  });
};
