import { RECONNECTED_EVENT, type RealtimeEvent } from '@portal/admin';
import { invalidateFor } from '@portal/admin/live';
import { api, tokens } from '../api';
import { currentUser, mayGoLive } from '../stores/session';
import { queryClient } from './client';

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
/** A ticket is being fetched: a second subscriber must not open a second socket. */
let connecting = false;

const emit = (event: RealtimeEvent) => {
  for (const l of listeners) l(event);
};

/** Where a replay starts: the newest event id this tab has passed on or was told of; null before any socket. */
let cursor: number | null = null;
/** Live events that arrive while missed ones are being fetched wait here, so the order holds. */
let held: RealtimeEvent[] | null = null;
/**
 * The ids passed on lately. An event may be stored just before a socket's hello reads the newest id and
 * reach the socket just after it; it is older than the cursor but was never seen, so it must still pass.
 * Duplicates (a replayed event that also arrives live) are what is dropped.
 */
const seen = new Set<number>();
/** The ticket asked for at start-up (see `openEarly`), used by the first connection only. */
let startupTicket: Promise<{ ticket: string }> | null = null;
/** The start-up listener (see `openEarly`) while it stands in for the page's own. */
let early: Listener | null = null;
/** Whose socket said the last hello. */
let helloUser: number | null = null;
const SEEN_MAX = 2000;

/** Passes an event on once; control messages (no id) pass as they come. */
function deliver(event: RealtimeEvent) {
  const id = typeof event.id === 'number' ? event.id : null;
  if (id === null) return emit(event);
  if (seen.has(id)) return;
  seen.add(id);
  if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as number);
  cursor = Math.max(cursor ?? 0, id);
  emit(event);
}

/** After a reconnect: what the server sent while this tab was away, then what arrived meanwhile. */
async function replayFrom(since: number) {
  held = [];
  try {
    let from = since;
    for (;;) {
      const page = await api.events.since(from, 100);
      for (const e of page.events) deliver(e as RealtimeEvent);
      if (page.events.length < 100 || page.last_id <= from) break;
      from = page.last_id;
    }
  } catch {
    // Missed events could not be fetched: the reconnect notice below still refreshes every list.
  } finally {
    const waiting = held ?? [];
    held = null;
    for (const e of waiting) deliver(e);
  }
}

function scheduleRetry() {
  if (listeners.size === 0 || retry) return;
  // Back off up to 30 s; the session may have been refreshed meanwhile.
  attempts += 1;
  retry = setTimeout(
    () => {
      retry = null;
      void connect();
    },
    Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)),
  );
}

async function connect() {
  if (!tokens.getAccessToken() || listeners.size === 0) return;
  // An account the server does not let in yet is not retried against a 403 either.
  const user = currentUser();
  if (user && !mayGoLive(user)) return;
  // A one-use ticket opens the socket, so the access token never appears in an address (or a log).
  let ticket: string;
  connecting = true;
  try {
    const asked = startupTicket ?? api.security.socketTicket();
    startupTicket = null;
    ticket = (await asked).ticket;
  } catch {
    scheduleRetry();
    return;
  } finally {
    connecting = false;
  }
  if (listeners.size === 0 || socket) return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${window.location.host}/api/ws?ticket=${encodeURIComponent(ticket)}`);
  socket = ws;
  // A tab that had a socket before (dropped, or closed while no page listened) fetches what it missed.
  const reconnected = attempts > 0 || cursor !== null;
  ws.onopen = () => {
    attempts = 0;
  };
  ws.onmessage = (msg) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    if (typeof event?.type !== 'string') return;
    if (event.type === 'hello') {
      const newest = typeof event.last_id === 'number' ? event.last_id : 0;
      const since = cursor;
      // Another person's socket (a new session in this tab) starts afresh: nothing of theirs was missed here.
      const samePerson = event.user_id === helloUser;
      helloUser = typeof event.user_id === 'number' ? event.user_id : null;
      if (since === null || !reconnected || !samePerson) {
        cursor = Math.max(cursor ?? 0, newest);
        // The page read its data before this socket listened: what changed in between is read again.
        emit({ type: RECONNECTED_EVENT });
        return;
      }
      // Anything may have changed while we were disconnected: replay what was missed, then let every
      // list refresh itself.
      void replayFrom(since).then(() => emit({ type: RECONNECTED_EVENT }));
      return;
    }
    if (held) held.push(event);
    else deliver(event);
  };
  ws.onclose = () => {
    // A socket closed on purpose (or replaced since) must not schedule a reconnect of its own.
    if (socket !== ws) return;
    socket = null;
    scheduleRetry();
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
  // The page's listeners take over from the start-up one (added first, so the socket stays open).
  if (early && listener !== early) {
    listeners.delete(early);
    early = null;
  }
  if (!socket && !retry && !connecting) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

/** Sends a message (typing, read receipts) over the open socket; dropped while disconnected. */
export function sendRealtime(message: RealtimeEvent): void {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** How long the start-up listener waits for a page to listen (a page that never does: signed out, an error). */
const EARLY_MS = 15_000;

/**
 * With a stored session the socket opens at start-up, beside the user refresh. Its hello marks every list read
 * before it as stale (they may have missed an event); opened this early, the hello comes before the frame
 * asks for its counts and lists, so they are not fetched twice. Until the frame listens, the events mark the
 * cache stale here, as the frame's listener would. The ticket is asked for by the start-up code itself, ahead
 * of the page's chunks (over HTTP/1.1 it would otherwise wait for them).
 */
export function openEarly(ticket: Promise<{ ticket: string }>): void {
  if (listeners.size > 0 || early) return;
  startupTicket = ticket;
  const listener: Listener = (event) => invalidateFor(queryClient, event);
  early = listener;
  const stop = subscribeRealtime(listener);
  setTimeout(() => {
    if (early !== listener) return;
    early = null;
    stop();
  }, EARLY_MS);
}
