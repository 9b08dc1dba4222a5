import { hasPermission, isAdminArea, type Permission, type User } from '@portal/contracts';
import type { WebSocket } from 'ws';
import type { Bus } from '../cluster/bus.js';
import type { CursorStore } from './cursor.js';
import type { Presence } from './presence.js';
import type { Audience, MessageHandler, RealtimeEvent, RealtimeHub } from './types.js';

const CHANNEL = 'realtime';

/** What a socket was opened with: its session (when known) and the user's token version then. */
export interface SocketSession {
  sid: string | null;
  version: number;
}

interface Conn extends SocketSession {
  socket: WebSocket;
  user: User;
}

/** An open socket as the access re-check sees it. */
export interface OpenSocket extends SocketSession {
  user: User;
  close(code: number, reason: string): void;
}

/** What goes over the bus: the event already serialised, so each instance sends the text as it is. */
interface Envelope {
  audience: Audience;
  data: string;
}

export interface Hub extends RealtimeHub {
  /** Adds an authenticated socket; answers the function to call when it closes. */
  attach(socket: WebSocket, user: User, session: SocketSession): () => void;
  /** The sockets open here. */
  sockets(): OpenSocket[];
  handlerOf(type: string): MessageHandler | undefined;
  /** Closes every socket here, e.g. 1012 "service restart" so clients reconnect to another instance. */
  closeAll(code: number, reason: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface HubDeps {
  store: CursorStore;
  bus: Bus;
  presence: (local: ReadonlyMap<number, number>) => Presence;
  log: { error(obj: object, msg: string): void };
}

/**
 * The hub: stores each event (which gives it its id), hands it to the bus, and delivers what the bus
 * brings to the sockets open here. Publishing is fire-and-forget for callers, but serialised so the
 * events of one instance keep their order.
 */
export function createHub({ store, bus, presence: makePresence, log }: HubDeps): Hub {
  const byUser = new Map<number, Set<Conn>>();
  const staff = new Set<Conn>();
  const counts = new Map<number, number>();
  const handlers = new Map<string, MessageHandler>();
  const presenceListeners = new Set<(userId: number, online: boolean) => void>();
  const presence = makePresence(counts);
  let tail: Promise<void> = Promise.resolve();

  const send = (conn: Conn, data: string) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(data);
  };
  const deliver = ({ audience, data }: Envelope) => {
    const mine = 'user' in audience ? byUser.get(audience.user) : undefined;
    if (mine) for (const conn of mine) send(conn, data);
    if (!('staff' in audience)) return;
    const { permission } = audience;
    // A staff member who is also the addressed user has had it already.
    for (const conn of staff)
      if (!mine?.has(conn) && (!permission || hasPermission(conn.user, permission))) send(conn, data);
  };

  // Events published while a batch is being stored wait here and go in the next batch.
  let pending: { audience: Audience; event: RealtimeEvent }[] = [];
  const drain = async () => {
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    let sent: Envelope[];
    try {
      sent = await store.appendAll(batch);
    } catch (err) {
      log.error({ err, events: batch.length }, 'realtime events not stored');
      return;
    }
    // One connection sends in order, so the publishes need not wait for each other.
    for (const envelope of sent)
      bus.publish(CHANNEL, envelope).catch((err) => log.error({ err }, 'realtime event not delivered'));
  };
  const enqueue = (audience: Audience, event: RealtimeEvent) => {
    pending.push({ audience, event });
    if (pending.length === 1) tail = tail.then(drain);
  };

  const setCount = (userId: number, delta: number) => {
    const n = (counts.get(userId) ?? 0) + delta;
    if (n > 0) counts.set(userId, n);
    else counts.delete(userId);
    void presence.update(counts, userId).catch(() => {});
    if ((delta > 0 && n === 1) || (delta < 0 && n === 0)) for (const l of presenceListeners) l(userId, n > 0);
  };

  return {
    publish: (userId, event) => enqueue({ user: userId }, event),
    publishToStaff: (event, permission?: Permission) =>
      enqueue(permission ? { staff: true, permission } : { staff: true }, event),
    publishToUserAndStaff: (userId, event, permission?: Permission) =>
      enqueue(permission ? { user: userId, staff: true, permission } : { user: userId, staff: true }, event),
    connections: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    connectionsOf: (userId) => byUser.get(userId)?.size ?? 0,
    onMessage(type, handler) {
      if (handlers.has(type)) throw new Error(`A handler for socket messages "${type}" exists already`);
      handlers.set(type, handler);
    },
    handlerOf: (type) => handlers.get(type),
    isOnline: (userId) => presence.isOnline(userId),
    onlineUsers: () => presence.onlineUsers(),
    onPresence(listener) {
      presenceListeners.add(listener);
    },
    flush: async () => {
      // Events published while waiting are part of "so far" too.
      let seen: Promise<void> | null = null;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },

    attach(socket, user, session) {
      const conn: Conn = { socket, user, ...session };
      const mine = byUser.get(user._id) ?? new Set<Conn>();
      byUser.set(user._id, mine);
      mine.add(conn);
      if (isAdminArea(user.role_id)) staff.add(conn);
      setCount(user._id, 1);
      return () => {
        mine.delete(conn);
        if (mine.size === 0) byUser.delete(user._id);
        staff.delete(conn);
        setCount(user._id, -1);
      };
    },
    sockets() {
      const out: OpenSocket[] = [];
      for (const set of byUser.values())
        for (const conn of set)
          out.push({
            user: conn.user,
            sid: conn.sid,
            version: conn.version,
            close: (code, reason) => conn.socket.close(code, reason),
          });
      return out;
    },
    closeAll(code, reason) {
      for (const set of byUser.values()) for (const { socket } of set) socket.close(code, reason);
    },
    async start() {
      await bus.subscribe(CHANNEL, (message) => deliver(message as Envelope));
    },
    async stop() {
      await tail;
      await presence.close();
    },
  };
}
