import { TICKET_PRIORITIES, TICKET_STATUSES } from '@portal/contracts';
import { pagedSearch } from '@portal/ui/paged';
import type { TicketSearch } from '../pages/support/TicketTable';

/** Keyword, page, status and priority of a ticket list; anything else is dropped. */
export function ticketSearch(raw: Record<string, unknown>): TicketSearch {
  const base = pagedSearch(raw);
  const status = (TICKET_STATUSES as readonly unknown[]).includes(raw.status)
    ? (raw.status as TicketSearch['status'])
    : undefined;
  const priority = (TICKET_PRIORITIES as readonly unknown[]).includes(raw.priority)
    ? (raw.priority as TicketSearch['priority'])
    : undefined;
  return { ...base, ...(status ? { status } : {}), ...(priority ? { priority } : {}) };
}
