import type { QueryClient } from '@tanstack/react-query';
import { api, tokens } from '../api';

/** Which cached queries each server event makes stale (prefix keys). */
const STALE: Record<string, readonly (readonly string[])[]> = {
  'order.created': [['orders'], ['order-counts'], ['notifications'], ['credits-balance']],
  'order.updated': [['orders'], ['order'], ['order-counts'], ['credits-balance']],
  'order.message': [['order-messages'], ['notifications']],
  'counts.updated': [['order-counts']],
  'notification.created': [['notifications']],
  'notification.read': [['notifications']],
  'credits.updated': [['credits-balance']],
};

type Listener = (event: { type: string; [key: string]: unknown }) => void;
const listeners = new Set<Listener>();

let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let wanted = false;
let attempts = 0;
/** A ticket is being fetched: a second start must not open a second socket. */
let connecting = false;

/** Lets a page react to events itself (for example a toast); returns the unsubscribe function. */
export function onRealtimeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scheduleRetry(client: QueryClient) {
  if (!wanted || retry) return;
  // Back off up to 30 s; the session may have been refreshed meanwhile.
  attempts += 1;
  retry = setTimeout(
    () => {
      retry = null;
      void connect(client);
    },
    Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)),
  );
}

async function connect(client: QueryClient) {
  if (!tokens.getAccessToken() || !wanted) return;
  // A one-use ticket opens the socket, so the access token never appears in an address (or a log).
  let ticket: string;
  connecting = true;
  try {
    ticket = (await api.security.socketTicket()).ticket;
  } catch {
    scheduleRetry(client);
    return;
  } finally {
    connecting = false;
  }
  if (!wanted || socket) return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${window.location.host}/api/ws?ticket=${encodeURIComponent(ticket)}`);
  socket = ws;
  ws.onopen = () => {
    // Anything may have changed while we were disconnected.
    if (attempts > 0)
      for (const keys of Object.values(STALE))
        for (const k of keys) void client.invalidateQueries({ queryKey: k });
    attempts = 0;
  };
  ws.onmessage = (msg) => {
    let event: { type: string; [key: string]: unknown };
    try {
      event = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    for (const key of STALE[event.type] ?? []) void client.invalidateQueries({ queryKey: key });
    for (const l of listeners) l(event);
  };
  ws.onclose = () => {
    // A socket closed by stopRealtime (or replaced since) must not schedule a reconnect of its own.
    if (socket !== ws) return;
    socket = null;
    scheduleRetry(client);
  };
}

/** Opens the one shared connection of this tab (idempotent). */
export function startRealtime(client: QueryClient): void {
  wanted = true;
  if (socket || retry || connecting) return;
  void connect(client);
}

/** Closes it, for example on sign-out. */
export function stopRealtime(): void {
  wanted = false;
  if (retry) clearTimeout(retry);
  retry = null;
  socket?.close();
  socket = null;
}
