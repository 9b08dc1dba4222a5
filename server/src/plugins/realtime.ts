import { isAdminArea } from '@portal/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { replies } from '../lib/schema.js';
import { randomToken, sha256 } from '../modules/auth/tokens.js';
import { toUser, type UserRow } from '../modules/users/mapper.js';

/** How long a socket ticket can be used; it is meant for the connection made right after asking. */
const TICKET_SECONDS = 30;

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * Pushes events to open browser tabs and desktop apps. Users get their own events; staff and admins also
 * get the `staff` channel. In-process by default; with several instances a pub/sub transport can fan out
 * through `onRemote` without changing callers.
 */
export interface RealtimeHub {
  publish(userId: number, event: RealtimeEvent): void;
  publishToStaff(event: RealtimeEvent): void;
  connections(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export default fp(
  async function realtime(app: FastifyInstance) {
    const byUser = new Map<number, Set<WebSocket>>();
    const staff = new Set<WebSocket>();

    const send = (sockets: Iterable<WebSocket>, event: RealtimeEvent) => {
      const data = JSON.stringify({ ...event, at: new Date().toISOString() });
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data);
    };

    app.decorate<RealtimeHub>('realtime', {
      publish: (userId, event) => send(byUser.get(userId) ?? [], event),
      publishToStaff: (event) => send(staff, event),
      connections: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    });

    app.post('/api/ws/ticket', {
      onRequest: app.requireSession,
      schema: {
        tags: ['Realtime'],
        summary: 'A one-use ticket for opening the websocket (/api/ws?ticket=...), valid for 30 seconds',
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: replies(Type.Object({ ticket: Type.String(), expires_in: Type.Integer() }), 401),
      },
      handler: async (req) => {
        const ticket = randomToken(24);
        await app.db('auth_codes').insert({
          user_id: req.user._id,
          purpose: 'ws_ticket',
          code_hash: sha256(ticket),
          expires_at: new Date(Date.now() + TICKET_SECONDS * 1000),
        });
        return { ticket, expires_in: TICKET_SECONDS };
      },
    });

    /** A ticket opens the socket once; without one the access token (header or ?token=) is used. */
    const socketAuth = async (req: FastifyRequest, reply: FastifyReply) => {
      const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
      if (typeof ticket === 'string' && ticket) {
        const hash = sha256(ticket);
        const row = await app
          .db('auth_codes')
          .where({ code_hash: hash, purpose: 'ws_ticket' })
          .whereNull('consumed_at')
          .andWhere('expires_at', '>', new Date())
          .first();
        const claimed = row
          ? await app
              .db('auth_codes')
              .where({ id: row.id })
              .whereNull('consumed_at')
              .update({ consumed_at: new Date() })
          : 0;
        const user = claimed ? await app.db<UserRow>('users').where({ id: row.user_id }).first() : undefined;
        if (user) {
          req.user = toUser(user);
          return;
        }
      }
      await app.requireSession(req, reply);
    };

    app.get(
      '/api/ws',
      {
        websocket: true,
        onRequest: socketAuth,
        schema: {
          tags: ['Realtime'],
          summary:
            'Websocket of live events: open it with a ticket from POST /api/ws/ticket (?ticket=); an access token as ?token= still works',
          description:
            'Events are JSON objects with a `type`: order.created, order.updated, order.message, counts.updated, ' +
            'credits.updated, notification.created, ticket.message, chat.message.',
        },
      },
      (socket: WebSocket, req: FastifyRequest) => {
        const user = req.user;
        const mine = byUser.get(user._id) ?? new Set<WebSocket>();
        byUser.set(user._id, mine);
        mine.add(socket);
        if (isAdminArea(user.role_id)) staff.add(socket);
        // Keeps idle connections alive through proxies that cut silent sockets.
        const ping = setInterval(() => socket.ping(), 25_000);
        socket.on('message', (raw: Buffer) => {
          if (raw.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        });
        socket.on('close', () => {
          clearInterval(ping);
          mine.delete(socket);
          if (mine.size === 0) byUser.delete(user._id);
          staff.delete(socket);
        });
        socket.send(JSON.stringify({ type: 'hello', user_id: user._id }));
      },
    );

    app.addHook('onClose', async () => {
      for (const sockets of byUser.values()) for (const s of sockets) s.close(1001, 'server shutting down');
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
