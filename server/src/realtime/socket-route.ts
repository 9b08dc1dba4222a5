import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { CursorStore } from './cursor.js';
import type { Hub } from './hub.js';
import { socketAuth } from './tickets.js';
import type { RealtimeEvent } from './types.js';

const PING_MS = 25_000;
/**
 * Sockets one account may hold on one instance: tabs, the desktop app and a few devices fit many times over;
 * a script opening thousands would hold the server's memory. The one past the limit is closed (4429) and its
 * page tries again later, as after any lost connection.
 */
export const SOCKETS_PER_USER = 30;
/** Messages a socket may send: a burst of this many, refilled at RATE a second (typing and read receipts). */
const BURST = 40;
const RATE = 10;

/** A token bucket: false once a socket sends faster than any screen would. */
function messageBudget(now = () => Date.now()) {
  let tokens = BURST;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(BURST, tokens + ((t - at) / 1000) * RATE);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** `/api/ws`: live events out; `{ type, ... }` messages in, answered by the handler registered for the type. */
export function socketRoute(app: FastifyInstance, hub: Hub, store: CursorStore): void {
  app.get(
    '/api/ws',
    {
      websocket: true,
      onRequest: socketAuth(app),
      schema: {
        tags: ['Realtime'],
        summary:
          'Websocket of live events: open it with a ticket from POST /api/ws/ticket (?ticket=); an access token as ?token= still works',
        description:
          'Events are JSON objects with a `type`, an increasing integer `id` and the time `at`: order.created, ' +
          'order.updated, order.message, counts.updated, credits.updated, notification.created, ticket.message, ' +
          'chat.message. The first message, `hello`, carries `last_id`, the newest event id; after a reconnect ' +
          'ask GET /api/events?since=<the last id you saw> for what you missed. Control messages (hello, pong, ' +
          'error with a `code`) carry no id. Send `{ "type": ... }` messages for typing, read receipts and presence; the ' +
          'server closes with 1012 when it restarts: reconnect.',
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      const user = req.user;
      if (hub.connectionsOf(user._id) >= SOCKETS_PER_USER) {
        socket.close(4429, 'Too many connections for this account');
        return;
      }
      const detach = hub.attach(socket, user, { sid: req.sessionId, version: req.sessionVersion });
      const send = (event: RealtimeEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      // Keeps idle connections alive through proxies that cut silent sockets.
      const ping = setInterval(() => socket.ping(), PING_MS);
      const allowed = messageBudget();
      socket.on('message', (raw: Buffer) => {
        // A flood from one socket would hold up everyone's calls (each message may read the database).
        if (!allowed()) return socket.close(1008, 'Too many messages');
        const text = raw.toString();
        if (text === 'ping') return send({ type: 'pong' });
        let message: RealtimeEvent;
        try {
          message = JSON.parse(text) as RealtimeEvent;
        } catch {
          return send({ type: 'error', code: 'BAD_MESSAGE' });
        }
        if (!message || typeof message.type !== 'string') return send({ type: 'error', code: 'BAD_MESSAGE' });
        if (message.type === 'ping') return send({ type: 'pong' });
        const handler = hub.handlerOf(message.type);
        if (!handler) return send({ type: 'error', code: 'UNKNOWN_MESSAGE', for: message.type });
        Promise.resolve()
          .then(() => handler(message, { user, send }))
          .catch((err) => {
            req.log.error({ err, type: message.type }, 'socket message failed');
            send({ type: 'error', code: 'INTERNAL', for: message.type });
          });
      });
      socket.on('close', () => {
        clearInterval(ping);
        detach();
      });
      void store.lastId().then(
        (lastId) => send({ type: 'hello', user_id: user._id, last_id: lastId }),
        () => send({ type: 'hello', user_id: user._id, last_id: 0 }),
      );
    },
  );
}
