import { isAdminArea } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';

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

    app.get(
      '/api/ws',
      {
        websocket: true,
        onRequest: app.requireSession,
        schema: {
          tags: ['Realtime'],
          summary: 'Websocket of live events (pass the access token as ?token=)',
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
