import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';

const tuning = api.tuning;

type ServiceQuery = NonNullable<Parameters<typeof tuning.services.list>[0]>;
type OptionQuery = NonNullable<Parameters<typeof tuning.options.list>[0]>;
type DownloadQuery = NonNullable<Parameters<typeof tuning.downloads.list>[0]>;

export const tuningKeys = {
  services: ['tuning-services'] as const,
  options: ['tuning-options'] as const,
  downloads: ['downloads'] as const,
  /** What the order form offers; refreshed when services or options change. */
  orderCatalogue: ['service-catalogue'] as const,
};

export const useServices = (q: ServiceQuery) =>
  useQuery({
    queryKey: [...tuningKeys.services, q],
    queryFn: () => tuning.services.list(q),
    placeholderData: keepPreviousData,
  });

/** Every service, for the option form's service picker. */
export const useServiceChoices = () =>
  useQuery({
    queryKey: [...tuningKeys.services, 'choices'],
    queryFn: () => tuning.services.list({ size: -1 }),
    select: (r) => r.items.map((s) => ({ value: s._id, label: s.service_name })),
  });

export const useOptions = (q: OptionQuery) =>
  useQuery({
    queryKey: [...tuningKeys.options, q],
    queryFn: () => tuning.options.list(q),
    placeholderData: keepPreviousData,
  });

/** The downloads the visitor may see: all when signed in, the public ones otherwise. */
export const useDownloads = (q: DownloadQuery) =>
  useQuery({
    queryKey: [...tuningKeys.downloads, 'visible', q],
    queryFn: () => tuning.downloads.list(q),
    placeholderData: keepPreviousData,
  });

export const useDownloadCategories = () =>
  useQuery({
    queryKey: [...tuningKeys.downloads, 'categories'],
    queryFn: () => tuning.downloads.categories(),
    select: (r) => r.items,
  });

export const useAllDownloads = (q: DownloadQuery) =>
  useQuery({
    queryKey: [...tuningKeys.downloads, 'all', q],
    queryFn: () => tuning.downloads.all(q),
    placeholderData: keepPreviousData,
  });
