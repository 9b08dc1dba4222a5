import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAdminDeps } from './context';
import { RECONNECTED_EVENT, type RealtimeEvent } from './types';

/** Which cached queries each server event makes stale (key prefixes). */
export const STALE_ON_EVENT: Record<string, readonly (readonly string[])[]> = {
  'order.created': [['orders'], ['order-counts'], ['notifications'], ['credits-balance']],
  'order.updated': [['orders'], ['order'], ['order-counts'], ['credits-balance']],
  'order.message': [['order-messages'], ['notifications']],
  'counts.updated': [['order-counts'], ['ticket-counts']],
  'ticket.created': [['tickets'], ['ticket-counts'], ['notifications']],
  'ticket.updated': [['tickets'], ['ticket'], ['ticket-counts'], ['ticket-messages']],
  'ticket.message': [['tickets'], ['ticket'], ['ticket-messages'], ['notifications']],
  'ticket.deleted': [['tickets'], ['ticket-counts']],
  'chat.message': [['chat-users']],
  'chat.read': [['chat-users']],
  'chat.presence': [['chat-users']],
  'message.created': [['inbox'], ['messages-unread']],
  'messages.read': [['messages-unread']],
  'notification.created': [['notifications']],
  'notification.read': [['notifications']],
  'credits.updated': [['credits-balance']],
  'shop_order.updated': [['shop']],
  'api_quote.created': [['api-quotes'], ['notifications']],
  'api_quote.updated': [['api-quotes']],
};

/** Every prefix once: invalidating one twice cancels the refetch the first call started and starts another. */
const ALL_PREFIXES = [
  ...new Map(
    Object.values(STALE_ON_EVENT)
      .flat()
      .map((key) => [key.join('\u0000'), key]),
  ).values(),
];

export function invalidateFor(client: QueryClient, event: RealtimeEvent): void {
  const keys = event.type === RECONNECTED_EVENT ? ALL_PREFIXES : (STALE_ON_EVENT[event.type] ?? []);
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/**
 * Keeps the cache current while a signed-in frame is shown: listens to the platform's realtime events
 * (re-subscribing for a new user, e.g. after signing in as a dealer) and marks stale what they touch.
 */
export function useLiveUpdates(): void {
  const deps = useAdminDeps();
  const client = useQueryClient();
  const userId = deps.session((s) => s.user?._id);
  useEffect(() => {
    if (!userId) return;
    return deps.subscribe((event) => invalidateFor(client, event));
  }, [deps, client, userId]);
}

/**
 * Calls `listener` for each server event while the component is mounted. One subscription for the
 * component's life, calling the latest `listener`: re-subscribing whenever the listener changes could let
 * an event pass between the old subscription's end and the new one's start.
 */
export function useRealtimeEvent(listener: (event: RealtimeEvent) => void): void {
  const { subscribe } = useAdminDeps();
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
