import type { StaffEvent } from '@portal/ui';
import type { EventChannel, EventMap } from '../shared/bridge.js';
import { createRealtime, type SocketFactory, websocketUrl, type WsTicket } from '../shared/realtime.js';
import { type Dispatcher, orderIdOf } from './notifications.js';
import type { ServerApi } from './serverApi.js';
import type { KeyValueStore } from './store.js';
import type { Timing } from './timing.js';

export interface EventFeedDeps {
  socket: SocketFactory;
  timing: Timing;
  /** Keeps the newest event's id across restarts. */
  store: KeyValueStore;
  serverUrl: () => string;
  hasToken: () => Promise<boolean>;
  selfId: () => number | null;
  /** Read at call time: the server may change. */
  api: () => ServerApi;
  dispatcher: Dispatcher;
  push: <C extends EventChannel>(channel: C, payload: EventMap[C]) => void;
  onPendingCount?: (count: number | null) => void;
  onOnline?: (online: boolean) => void;
  log: (message: string, extra?: unknown) => void;
}

// The id of the newest event seen, kept across restarts so that what came while the app was closed or
// offline is replayed (the server keeps events for 7 days).
const EVENT_CURSOR_KEY = 'realtime.lastEventId';

/**
 * The server's events: the socket that keeps itself connected, the replay of what was missed while away,
 * the notifications they cause and the waiting count they change.
 */
export function createEventFeed(deps: EventFeedDeps) {
  const { timing, log } = deps;
  let countTimer: NodeJS.Timeout | null = null;

  const lastEventId = () => {
    const v = deps.store.get(EVENT_CURSOR_KEY);
    return typeof v === 'number' ? v : 0;
  };
  const setLastEventId = (id: number) => deps.store.set(EVENT_CURSOR_KEY, id);

  function refreshCounts() {
    if (countTimer) return;
    // Several events in a burst (a new order announces itself twice) cost one call.
    countTimer = setTimeout(() => {
      countTimer = null;
      deps
        .api()
        .counts()
        .then((c) => deps.onPendingCount?.(c.pending))
        .catch(() => undefined);
    }, 200);
  }

  const realtime = createRealtime({
    socket: deps.socket,
    minDelayMs: timing.reconnectMinMs,
    maxDelayMs: timing.reconnectMaxMs,
    // An authorised call first: it refreshes an expired access token and brings the tray count up to date.
    beforeConnect: async () => {
      const c = await deps.api().counts();
      deps.onPendingCount?.(c.pending);
    },
    url: async () => {
      const server = deps.serverUrl();
      if (!server || !(await deps.hasToken())) return null;
      const { ticket } = await deps.api().client.http.post<WsTicket>('/ws/ticket', {});
      return websocketUrl(server, ticket);
    },
    onStatus: (online) => deps.onOnline?.(online),
    onEvent: (event) => {
      if (event.type === 'hello') {
        deps.push('push:event', event);
        void catchUp(typeof event.last_id === 'number' ? event.last_id : 0).catch((err) =>
          log('catch-up failed', err),
        );
        return;
      }
      if (typeof event.id === 'number' && event.id > lastEventId()) setLastEventId(event.id);
      deliverEvent(event, true);
    },
  });

  function deliverEvent(event: StaffEvent, notify: boolean) {
    deps.push('push:event', event);
    if (notify) void deps.dispatcher.handle(event);
    if (event.type.startsWith('order.') || event.type === 'counts.updated') refreshCounts();
  }

  /**
   * After a (re)connect the server's hello names its newest event: everything between the last one seen
   * and that is fetched, handed to the screens, and told in one notice ("3 new orders while you were away").
   * Live events after the hello come over the socket, so the replay stops at the hello's id.
   */
  async function catchUp(newest: number): Promise<void> {
    let since = lastEventId();
    if (since === 0 || since >= newest) {
      // First start (nothing to replay) or nothing missed.
      if (newest > since) setLastEventId(newest);
      return;
    }
    const orders = new Set<number>();
    let messages = 0;
    const selfId = deps.selfId();
    for (let page = 0; page < 20 && since < newest; page++) {
      const r = await deps
        .api()
        .client.http.get<{ events: StaffEvent[]; last_id: number }>('/events', { since, limit: 500 });
      for (const e of r.events) {
        if (typeof e.id !== 'number' || e.id > newest) continue;
        deliverEvent(e, false);
        const orderId = orderIdOf(e);
        if (e.type === 'order.created' && orderId !== null) orders.add(orderId);
        const fromOthers = e.from_staff !== true && (e.sender_id === undefined || e.sender_id !== selfId);
        if ((e.type === 'order.message' || e.type === 'ticket.message') && fromOthers) messages++;
        const chat =
          e.type === 'chat.message' ? (e.message as { from_staff?: unknown } | undefined) : undefined;
        if (chat && chat.from_staff !== true) messages++;
      }
      if (r.events.length < 500 || r.last_id <= since) break;
      since = r.last_id;
    }
    if (newest > lastEventId()) setLastEventId(newest);
    deps.dispatcher.summarize({ orders: orders.size, messages });
  }

  return {
    realtime,
    refreshCounts,
    /** Stops the socket and a count call still waiting. */
    stop(): void {
      realtime.stop();
      if (countTimer) clearTimeout(countTimer);
      countTimer = null;
    },
  };
}
