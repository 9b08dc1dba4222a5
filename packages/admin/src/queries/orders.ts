import type { ApiClient } from '@portal/api-client';
import type { OrderCountName, OrderKindName, OrderListName, OrderListQuery } from '@portal/api-client';
import type { VehicleLevel } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../platform/context';
import { usePagedList } from './paged';

/** Key prefixes are shared with realtime.ts, which marks them stale on server events. */
export const orderKeys = {
  list: (name: OrderListName, q: OrderListQuery) => ['orders', name, q] as const,
  one: (id: number) => ['order', id] as const,
  messages: (id: number) => ['order-messages', id] as const,
  count: (name: OrderCountName) => ['order-counts', name] as const,
  notifications: (staff: boolean) => ['notifications', staff] as const,
  balance: ['credits-balance'] as const,
};

// Orders come with the catalogue names in the reader's language: the language ends the key, so a page
// switched to another language reads them again (prefix invalidation by the keys above still reaches them).
export const useOrderList = (name: OrderListName, q: OrderListQuery) => {
  const api = useApi();
  const { i18n } = useTranslation();
  return usePagedList(
    (page: OrderListQuery) => [...orderKeys.list(name, page), i18n.language],
    q,
    (page) => api.orders.list(name, page),
  );
};

/** The calls of one kind of order: customer orders or agent orders (same shape, other paths). */
export const kindApi = (api: ApiClient, kind: OrderKindName) =>
  kind === 'agent_order' ? api.orders.agent : api.orders;

export const useKindApi = (kind: OrderKindName) => kindApi(useApi(), kind);

// Both kinds share one id sequence on the server; the kind still goes into the key so that a page of one
// kind never shows a cached answer of the other.
export const useOrder = (id: number, kind: OrderKindName = 'order') => {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...orderKeys.one(id), kind, i18n.language],
    queryFn: async () => (await kindApi(api, kind).get(id)).order,
  });
};

// Under the order's key, so that whatever refreshes the order (realtime events, actions) refreshes it too.
export const useOrderEvents = (id: number, kind: OrderKindName = 'order') => {
  const api = useApi();
  return useQuery({
    queryKey: [...orderKeys.one(id), kind, 'events'],
    queryFn: async () => (await kindApi(api, kind).events(id)).items,
  });
};

export const useOrderMessages = (id: number, kind: OrderKindName = 'order') => {
  const api = useApi();
  return useQuery({
    queryKey: [...orderKeys.messages(id), kind],
    queryFn: async () => (await kindApi(api, kind).messages(id)).items,
  });
};

export const useOrderCount = (name: OrderCountName, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.count(name),
    queryFn: async () => (await api.orders.count(name)).count,
    enabled,
  });
};

// The header's balance shares this key: both must cache the same answer (the whole reply), each picking
// what it shows, or whichever loaded last would hand the other the wrong shape.
export const useCreditBalance = () => {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.balance,
    queryFn: () => api.credits.myBalance(),
    select: (reply) => reply.credits,
    staleTime: 10_000,
  });
};

/** Names come in the reader's language, so the language is part of the key. */
export const useServiceCatalogue = () => {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['service-catalogue', i18n.language],
    queryFn: () => api.orders.catalogue(),
    staleTime: 5 * 60_000,
  });
};

/** One level of the vehicle dropdowns; waits until its parent is chosen. */
export const useVehicleDropdown = (level: VehicleLevel, parent: number | 'all' | undefined) => {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicle-dropdown', level, parent],
    queryFn: async () => (await api.orders.dropdown(level, parent ?? 'all')).items,
    enabled: parent !== undefined,
    staleTime: 5 * 60_000,
  });
};

// The server words notifications in the reader's language at each read: a switch of language reads them again.
export const useNotifications = (staff: boolean, enabled = true) => {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...orderKeys.notifications(staff), i18n.language],
    queryFn: () => api.orders.notifications(staff, { size: 10 }),
    enabled,
  });
};

export function useMarkRead(staff: boolean) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.orders.markRead(staff, ids),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/** After any change to an order: the order, the lists, the counts and the balance may all differ. */
export function useOrderRefresh() {
  const client = useQueryClient();
  return (id?: number) => {
    if (id) void client.invalidateQueries({ queryKey: orderKeys.one(id) });
    for (const k of [['orders'], ['order-counts'], orderKeys.balance, ['order-messages']])
      void client.invalidateQueries({ queryKey: k });
  };
}

/** Whether the service is open right now (the order form warns when it is not): the header badge's query, one fetch. */
export { useOpenStatus } from './catalogue';
