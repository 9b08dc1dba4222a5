import { RECONNECTED_EVENT, type RealtimeEvent } from '@portal/admin';
import { tokens } from '../api';

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;

const emit = (event: RealtimeEvent) => {
  for (const l of listeners) l(event);
};

function connect() {
  const token = tokens.getAccessToken();
  if (!token || listeners.size === 0) return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${window.location.host}/api/ws?token=${encodeURIComponent(token)}`);
  socket = ws;
  ws.onopen = () => {
    // Anything may have changed while we were disconnected.
    if (attempts > 0) emit({ type: RECONNECTED_EVENT });
    attempts = 0;
  };
  ws.onmessage = (msg) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    if (typeof event?.type === 'string') emit(event);
  };
  ws.onclose = () => {
    // A socket closed on purpose (or replaced since) must not schedule a reconnect of its own.
    if (socket !== ws) return;
    socket = null;
    if (listeners.size === 0) return;
    // Back off up to 30 s; the token read on the next attempt may have been refreshed meanwhile.
    attempts += 1;
    retry = setTimeout(
      () => {
        retry = null;
        connect();
      },
      Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)),
    );
  };
}

function disconnect() {
  if (retry) clearTimeout(retry);
  retry = null;
  const ws = socket;
  socket = null;
  ws?.close();
  attempts = 0;
}

/**
 * The server events of the signed-in person over the tab's one websocket. The connection opens with the
 * first listener and closes with the last, so a new session (sign-in as a dealer and back) reconnects
 * with its own token when the shell subscribes again.
 */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  if (!socket && !retry) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}
