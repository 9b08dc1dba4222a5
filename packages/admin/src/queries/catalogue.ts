import type { CodeListPath, PagedQuery, TermsKind } from '@portal/api-client';
import type { EcuAdblueLocationBody, VehicleLevel, VehicleListQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';
import { usePagedList } from './paged';

export const catalogueKeys = {
  vehicles: ['vehicles'] as const,
  codes: ['codes'] as const,
  priceList: ['price-list'] as const,
  terms: ['terms'] as const,
  hours: ['hours'] as const,
  ecuBrands: ['special-ecu-brands'] as const,
  locations: ['ecu-adblue-locations'] as const,
};

type LocationVehicle = Pick<
  EcuAdblueLocationBody,
  'vtype' | 'manufacture' | 'vmodel' | 'generation' | 'variant'
>;

export const useVehicleList = (level: VehicleLevel, q: VehicleListQuery) => {
  const api = useApi();
  return usePagedList(
    (page: VehicleListQuery) => ['vehicles', 'list', level, page],
    q,
    (page) => api.catalogue.vehicles.list(level, page),
  );
};

/** Dropdown entries of one level under its parent; waits until the parent is chosen. */
export const useVehicleDropdown = (level: VehicleLevel, parent: number | 'all' | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicles', 'dropdown', level, parent],
    queryFn: () => api.catalogue.vehicles.dropdown(level, parent as number | 'all'),
    enabled: parent !== null,
    select: (r) => r.items.map((i) => ({ value: i._id, label: i.name })),
  });
};

export const useVariant = (id: number | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicles', 'variant', id],
    queryFn: () => api.catalogue.vehicles.variant(id as number),
    enabled: id !== null,
    select: (r) => r.variant,
  });
};

export const useCompletedVariants = (generation: number | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicles', 'completed', generation],
    queryFn: () => api.catalogue.vehicles.completed(generation as number),
    enabled: generation !== null,
    select: (r) => r.items,
  });
};

export const useCodeLookup = (path: CodeListPath, keyword: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['codes', 'lookup', path, keyword],
    queryFn: () => api.catalogue.codes.lookup(path, keyword),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
    select: (r) => r.items,
  });
};

export const useCodeList = (path: CodeListPath, q: PagedQuery) => {
  const api = useApi();
  return usePagedList(
    (page: PagedQuery) => ['codes', 'list', path, page],
    q,
    (page) => api.catalogue.codes.list(path, page),
  );
};

export const usePriceList = (q: PagedQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: ['price-list', q],
    queryFn: () => api.catalogue.priceList.list(q),
    placeholderData: keepPreviousData,
  });
};

export const useTermsText = (kind: TermsKind, lang: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['terms', 'read', kind, lang],
    queryFn: () => api.catalogue.terms.read(kind, lang),
    select: (r) => r.items[0] ?? null,
  });
};

export const useAllTerms = (kind: TermsKind) => {
  const api = useApi();
  return useQuery({
    queryKey: ['terms', 'all', kind],
    queryFn: () => api.catalogue.terms.all({ kind, size: -1 }),
  });
};

export const useOpenTimes = () => {
  const api = useApi();
  return useQuery({ queryKey: ['hours', 'times'], queryFn: () => api.catalogue.hours.get() });
};

export const useClosingDates = () => {
  const api = useApi();
  return useQuery({
    queryKey: ['hours', 'closing'],
    queryFn: () => api.catalogue.hours.closingDates({ size: -1 }),
  });
};

/** The header's open/closed badge: checked again every few minutes. */
export const useOpenStatus = () => {
  const api = useApi();
  return useQuery({
    queryKey: ['hours', 'status'],
    queryFn: () => api.catalogue.hours.status(),
    // Asks again just after the status changes, and at least every 5 minutes (the hours may be edited).
    refetchInterval: (q) => {
      const wait = Date.parse(q.state.data?.next_change ?? '') - Date.now();
      return wait > 0 ? Math.min(wait + 3000, 300_000) : 300_000;
    },
  });
};

export const useSpecialEcuBrands = (q: PagedQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: ['special-ecu-brands', q],
    queryFn: () => api.catalogue.ecuBrands.list(q),
    placeholderData: keepPreviousData,
  });
};

export const useDealers = (q: PagedQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: ['dealers', q],
    queryFn: () => api.catalogue.dealers(q),
    placeholderData: keepPreviousData,
  });
};

/** A stored picture fetched with the access token; the blob is kept as long as the picture may be shown. */
export const useImageBlob = (url: string | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['image', url],
    queryFn: () => api.catalogue.image(url as string),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    select: (r) => r.blob,
  });
};

export const useLocations = (q: PagedQuery & LocationVehicle) => {
  const api = useApi();
  return useQuery({
    queryKey: ['ecu-adblue-locations', 'list', q],
    queryFn: () => api.catalogue.locations.list(q),
    placeholderData: keepPreviousData,
  });
};

/** The location shown for a picked vehicle; waits until at least the type is chosen. */
export const useLocationFor = (q: LocationVehicle) => {
  const api = useApi();
  return useQuery({
    queryKey: ['ecu-adblue-locations', 'for', q],
    queryFn: () => api.catalogue.locations.forVehicle(q),
    enabled: !!q.vtype,
    select: (r) => r.location,
  });
};
