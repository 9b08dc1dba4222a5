import type { Permission, User } from '@portal/contracts';

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

/** An event as it goes over the socket and out of `GET /api/events`: increasing `id`, time `at`. */
export interface SentEvent extends RealtimeEvent {
  id: number;
  at: string;
}

/**
 * Who an event is for: one user, the staff channel (optionally only staff holding a permission), or both
 * at once (a chat message goes to its customer and to support staff as one stored event).
 */
export type Audience =
  | { user: number }
  | { staff: true; permission?: Permission }
  | { user: number; staff: true; permission?: Permission };

/** The one connected client a socket message came from; `send` answers that socket only. */
export interface SocketClient {
  user: User;
  send(event: RealtimeEvent): void;
}

/** Handles a client-to-server socket message `{ type, ... }` (typing, read receipts, presence ...). */
export type MessageHandler = (message: RealtimeEvent, client: SocketClient) => void | Promise<void>;

/**
 * Pushes events to open browser tabs and desktop apps. Users get their own events; staff and admins also
 * get the `staff` channel. Every event is stored with an increasing id first, so a client that reconnects
 * asks `GET /api/events?since=<last id>` for what it missed. With REDIS_URL events reach sockets on every
 * instance.
 */
export interface RealtimeHub {
  publish(userId: number, event: RealtimeEvent): void;
  /** To staff and admins; with `permission`, only to admins and staff holding it (live and on replay). */
  publishToStaff(event: RealtimeEvent, permission?: Permission): void;
  /** To the user and to the staff channel (as `publishToStaff`) as one event with one id. */
  publishToUserAndStaff(userId: number, event: RealtimeEvent, permission?: Permission): void;
  /** Sockets open on this instance. */
  connections(): number;
  /** The sockets one user has open here. */
  connectionsOf(userId: number): number;
  /** Registers the handler of one client message type (one handler per type). */
  onMessage(type: string, handler: MessageHandler): void;
  /** Whether the user has a socket open on any instance. */
  isOnline(userId: number): Promise<boolean>;
  /** Users with a socket open on any instance. */
  onlineUsers(): Promise<number[]>;
  /** Called on this instance when a user's first socket here opens (true) or the last one closes (false). */
  onPresence(listener: (userId: number, online: boolean) => void): void;
  /** Resolves once every event published so far has been stored and handed to the transport (tests). */
  flush(): Promise<void>;
}
