import type { TicketListQuery } from '@portal/api-client';
import type { TicketUpdate } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../platform/context';

/** Key prefixes: the realtime events (ticket.*, chat.*, counts.updated) mark these stale. */
export const supportKeys = {
  tickets: ['tickets'] as const,
  ticket: (id: number) => ['ticket', id] as const,
  messages: (id: number) => ['ticket-messages', id] as const,
  counts: ['ticket-counts'] as const,
  chatUsers: ['chat-users'] as const,
};

/** Staff: every ticket; customers: their own (`mine`). */
export const useTickets = (q: TicketListQuery, mine = false) => {
  const api = useApi();
  return useQuery({
    queryKey: [...supportKeys.tickets, mine ? 'mine' : 'all', q],
    queryFn: () => (mine ? api.support.tickets.mine(q) : api.support.tickets.list(q)),
    placeholderData: keepPreviousData,
  });
};

export const useTicket = (id: number) => {
  const api = useApi();
  return useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => api.support.tickets.get(id) });
};

export const useTicketMessages = (id: number) => {
  const api = useApi();
  return useQuery({
    queryKey: supportKeys.messages(id),
    queryFn: async () => (await api.support.tickets.messages(id)).items,
    // Live events keep the thread current; this only covers a socket that is down or reconnecting.
    refetchInterval: 5000,
  });
};

/** The open-ticket badge: all open tickets for staff, the customer's own open ones otherwise. */
export const useTicketCount = (staff: boolean, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: [...supportKeys.counts, staff ? 'staff' : 'mine'],
    queryFn: async () =>
      (await (staff ? api.support.tickets.openCount() : api.support.tickets.myOpenCount())).count,
    enabled,
    retry: false,
  });
};

export const useUpdateTicket = (id: number) => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketUpdate) => api.support.tickets.update(id, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: supportKeys.ticket(id) });
      void qc.invalidateQueries({ queryKey: supportKeys.tickets });
      void qc.invalidateQueries({ queryKey: supportKeys.counts });
    },
  });
};

/** Refreshes what a reply changes: the thread, the ticket (status, history) and the lists. */
export function useTicketRefresh() {
  const qc = useQueryClient();
  return (id: number) => {
    void qc.invalidateQueries({ queryKey: supportKeys.messages(id) });
    void qc.invalidateQueries({ queryKey: supportKeys.ticket(id) });
    void qc.invalidateQueries({ queryKey: supportKeys.tickets });
  };
}

export const useChatUsers = () => {
  const api = useApi();
  return useQuery({
    queryKey: supportKeys.chatUsers,
    queryFn: async () => (await api.support.chat.users()).items,
  });
};
