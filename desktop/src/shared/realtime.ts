import type { StaffEvent } from '@portal/ui';

/** What both the `ws` package and a browser WebSocket offer; injected so tests choose the implementation. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeOptions {
  /** The websocket address with a fresh token, or null while nobody is signed in. */
  url: () => Promise<string | null>;
  socket: SocketFactory;
  onEvent: (event: StaffEvent) => void;
  onStatus?: (connected: boolean) => void;
  /** Runs before each connection attempt; a failure (offline, session over) counts as a failed attempt. */
  beforeConnect?: () => Promise<void>;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Silence longer than this means a dead connection that nobody closed (sleeping laptop, proxy). */
  idleMs?: number;
}

/**
 * Builds the address of the server's websocket from its http(s) origin, with a one-use ticket from
 * `POST /api/ws/ticket`: the access token never travels in an address, where proxies and logs keep it.
 */
export function websocketUrl(serverUrl: string, ticket: string): string {
  return `${serverUrl.replace(/^http/i, 'ws').replace(/\/$/, '')}/api/ws?ticket=${encodeURIComponent(ticket)}`;
}

export interface WsTicket {
  ticket: string;
  expires_in: number;
}

export function parseEvent(data: unknown): StaffEvent | null {
  try {
    const text =
      typeof data === 'string'
        ? data
        : typeof Buffer !== 'undefined' && Buffer.isBuffer(data)
          ? data.toString('utf8')
          : String(data);
    const parsed = JSON.parse(text) as StaffEvent;
    return parsed && typeof parsed.type === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** A websocket that keeps itself connected: reconnects with growing delays and notices silent deaths. */
export function createRealtime(opts: RealtimeOptions) {
  const min = opts.minDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 30_000;
  const idle = opts.idleMs ?? 70_000;
  let socket: SocketLike | null = null;
  let running = false;
  let failures = 0;
  let connected = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setInterval> | null = null;
  let lastHeard = 0;

  const setConnected = (v: boolean) => {
    if (connected === v) return;
    connected = v;
    opts.onStatus?.(v);
  };

  const later = () => {
    if (!running || retry) return;
    const delay = Math.min(max, min * 2 ** Math.min(failures, 10));
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
  };

  async function connect() {
    if (!running || socket) return;
    let url: string | null = null;
    try {
      await opts.beforeConnect?.();
      url = await opts.url();
    } catch {
      url = null;
    }
    if (!running) return;
    if (!url) return later();
    const s = opts.socket(url);
    socket = s;
    lastHeard = Date.now();
    s.onmessage = (ev) => {
      lastHeard = Date.now();
      const event = parseEvent(ev.data);
      if (!event) return;
      if (event.type === 'hello') {
        failures = 0;
        setConnected(true);
      }
      if (event.type !== 'pong') opts.onEvent(event);
    };
    s.onopen = () => {
      lastHeard = Date.now();
    };
    s.onerror = () => undefined;
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      setConnected(false);
      later();
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      watchdog = setInterval(
        () => {
          if (!socket) return;
          if (Date.now() - lastHeard > idle) socket.close();
          else {
            try {
              socket.send('ping');
            } catch {
              // Still connecting: the next round checks again.
            }
          }
        },
        Math.max(1000, Math.round(idle / 3)),
      );
      void connect();
    },
    stop() {
      running = false;
      if (retry) clearTimeout(retry);
      if (watchdog) clearInterval(watchdog);
      retry = null;
      watchdog = null;
      const s = socket;
      socket = null;
      s?.close();
      setConnected(false);
    },
    /** Drops the connection and connects again at once (new server, new session). */
    restart() {
      this.stop();
      this.start();
    },
    isConnected: () => connected,
    /** Sends a message over the open socket; false when there is none (the message is not kept). */
    send(message: object): boolean {
      if (!socket || !connected) return false;
      try {
        socket.send(JSON.stringify(message));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
