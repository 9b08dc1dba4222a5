import { RealtimeReplay, RealtimeReplayQuery } from '@portal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { replies } from '../lib/schema.js';
import type { CursorStore } from './cursor.js';

/** `GET /api/events?since=`: what a client missed while it was not connected. */
export function eventsRoute(app: FastifyInstance, store: CursorStore): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/events',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Realtime'],
        summary: 'Events since a cursor: what the websocket sent while you were offline',
        description:
          'Only the events you would have received live (your own, and the staff channel for staff and admins, ' +
          'within your permissions), oldest first, kept for 7 days. When `events` has `limit` entries, ask again ' +
          'from `last_id`.',
        querystring: RealtimeReplayQuery,
        response: replies(RealtimeReplay, 401, 403),
      },
    },
    async (req) => store.since(req.user, req.query.since, req.query.limit),
  );
}
