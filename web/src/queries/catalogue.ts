import type { CodeListPath, PagedQuery, TermsKind } from '@portal/api-client';
import type { EcuAdblueLocationBody, VehicleLevel, VehicleListQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';

const cat = api.catalogue;

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

export const useVehicleList = (level: VehicleLevel, q: VehicleListQuery) =>
  useQuery({
    queryKey: ['vehicles', 'list', level, q],
    queryFn: () => cat.vehicles.list(level, q),
    placeholderData: keepPreviousData,
  });

/** Dropdown entries of one level under its parent; waits until the parent is chosen. */
export const useVehicleDropdown = (level: VehicleLevel, parent: number | 'all' | null) =>
  useQuery({
    queryKey: ['vehicles', 'dropdown', level, parent],
    queryFn: () => cat.vehicles.dropdown(level, parent as number | 'all'),
    enabled: parent !== null,
    select: (r) => r.items.map((i) => ({ value: i._id, label: i.name })),
  });

export const useVariant = (id: number | null) =>
  useQuery({
    queryKey: ['vehicles', 'variant', id],
    queryFn: () => cat.vehicles.variant(id as number),
    enabled: id !== null,
    select: (r) => r.variant,
  });

export const useCompletedVariants = (generation: number | null) =>
  useQuery({
    queryKey: ['vehicles', 'completed', generation],
    queryFn: () => cat.vehicles.completed(generation as number),
    enabled: generation !== null,
    select: (r) => r.items,
  });

export const useCodeLookup = (path: CodeListPath, keyword: string) =>
  useQuery({
    queryKey: ['codes', 'lookup', path, keyword],
    queryFn: () => cat.codes.lookup(path, keyword),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
    select: (r) => r.items,
  });

export const useCodeList = (path: CodeListPath, q: PagedQuery) =>
  useQuery({
    queryKey: ['codes', 'list', path, q],
    queryFn: () => cat.codes.list(path, q),
    placeholderData: keepPreviousData,
  });

export const usePriceList = (q: PagedQuery) =>
  useQuery({
    queryKey: ['price-list', q],
    queryFn: () => cat.priceList.list(q),
    placeholderData: keepPreviousData,
  });

export const useTermsText = (kind: TermsKind, lang: string) =>
  useQuery({
    queryKey: ['terms', 'read', kind, lang],
    queryFn: () => cat.terms.read(kind, lang),
    select: (r) => r.items[0] ?? null,
  });

export const useAllTerms = (kind: TermsKind) =>
  useQuery({ queryKey: ['terms', 'all', kind], queryFn: () => cat.terms.all({ kind, size: -1 }) });

export const useOpenTimes = () => useQuery({ queryKey: ['hours', 'times'], queryFn: () => cat.hours.get() });

export const useClosingDates = () =>
  useQuery({ queryKey: ['hours', 'closing'], queryFn: () => cat.hours.closingDates({ size: -1 }) });

/** The header's open/closed badge: checked again every few minutes. */
export const useOpenStatus = () =>
  useQuery({ queryKey: ['hours', 'status'], queryFn: () => cat.hours.status(), refetchInterval: 300_000 });

export const useSpecialEcuBrands = (q: PagedQuery) =>
  useQuery({
    queryKey: ['special-ecu-brands', q],
    queryFn: () => cat.ecuBrands.list(q),
    placeholderData: keepPreviousData,
  });

export const useDealers = (q: PagedQuery) =>
  useQuery({ queryKey: ['dealers', q], queryFn: () => cat.dealers(q), placeholderData: keepPreviousData });

/** A stored picture fetched with the access token; the blob is kept as long as the picture may be shown. */
export const useImageBlob = (url: string | null) =>
  useQuery({
    queryKey: ['image', url],
    queryFn: () => cat.image(url as string),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    select: (r) => r.blob,
  });

export const useLocations = (q: PagedQuery & LocationVehicle) =>
  useQuery({
    queryKey: ['ecu-adblue-locations', 'list', q],
    queryFn: () => cat.locations.list(q),
    placeholderData: keepPreviousData,
  });

/** The location shown for a picked vehicle; waits until at least the type is chosen. */
export const useLocationFor = (q: LocationVehicle) =>
  useQuery({
    queryKey: ['ecu-adblue-locations', 'for', q],
    queryFn: () => cat.locations.forVehicle(q),
    enabled: !!q.vtype,
    select: (r) => r.location,
  });
