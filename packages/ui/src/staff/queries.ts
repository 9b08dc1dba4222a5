import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStaffApi } from './context.js';
import type { OrderQuery, StaffEvent, UploadItem, UploadReport } from './types.js';

export const staffKeys = {
  all: ['staff'] as const,
  pending: (q: OrderQuery) => ['staff', 'pending', q] as const,
  order: (id: number) => ['staff', 'order', id] as const,
  counts: ['staff', 'counts'] as const,
  messages: (id: number) => ['staff', 'messages', id] as const,
};

export function usePendingOrders(query: OrderQuery) {
  const api = useStaffApi();
  return useQuery({ queryKey: staffKeys.pending(query), queryFn: () => api.listPendingOrders(query) });
}

export function useStaffOrder(id: number | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.order(id ?? 0),
    queryFn: () => api.getOrder(id as number),
    enabled: id !== null,
  });
}

export function useStaffCounts() {
  const api = useStaffApi();
  return useQuery({ queryKey: staffKeys.counts, queryFn: () => api.getCounts() });
}

export function useOrderMessages(id: number) {
  const api = useStaffApi();
  return useQuery({ queryKey: staffKeys.messages(id), queryFn: () => api.listMessages(id) });
}

export function useChangeStatus(id: number) {
  const api = useStaffApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: string) => api.changeStatus(id, status),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useSendMessage(id: number) {
  const api = useStaffApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.sendMessage(id, text),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.messages(id) }),
  });
}

/** Live events refresh what they touch: order events the lists and the order, messages the thread. */
export function useStaffEvents(onEvent?: (event: StaffEvent) => void) {
  const api = useStaffApi();
  const qc = useQueryClient();
  useEffect(
    () =>
      api.onEvent((event) => {
        if (event.type.startsWith('order.') || event.type === 'counts.updated') {
          void qc.invalidateQueries({ queryKey: ['staff', 'pending'] });
          void qc.invalidateQueries({ queryKey: staffKeys.counts });
        }
        const id = typeof event.order_id === 'number' ? event.order_id : null;
        if (id !== null && event.type === 'order.updated')
          void qc.invalidateQueries({ queryKey: staffKeys.order(id) });
        if (id !== null && event.type === 'order.message')
          void qc.invalidateQueries({ queryKey: staffKeys.messages(id) });
        onEvent?.(event);
      }),
    [api, qc, onEvent],
  );
}

/** The upload queue as it changes; a delivery refreshes the order it went to. */
export function useUploads(): UploadItem[] {
  const api = useStaffApi();
  const qc = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  useEffect(() => {
    let live = true;
    void api.listUploads().then((list) => live && setItems(list));
    const off = api.onUploads((list) => {
      setItems((previous) => {
        const before = new Map(previous.map((i) => [i.id, i.state]));
        for (const i of list) {
          if (i.state === 'delivered' && before.get(i.id) !== 'delivered') {
            void qc.invalidateQueries({ queryKey: staffKeys.order(i.orderId) });
            void qc.invalidateQueries({ queryKey: ['staff', 'pending'] });
            void qc.invalidateQueries({ queryKey: staffKeys.counts });
          }
        }
        return list;
      });
    });
    return () => {
      live = false;
      off();
    };
  }, [api, qc]);
  return items;
}

export function useUploadReports(onReport: (report: UploadReport) => void) {
  const api = useStaffApi();
  useEffect(() => api.onReport(onReport), [api, onReport]);
}
