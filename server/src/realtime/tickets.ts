import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replies } from '../lib/schema.js';
import { randomToken, sha256 } from '../modules/auth/tokens.js';
import { toUser, type UserRow } from '../modules/users/mapper.js';

/** How long a socket ticket can be used; it is meant for the connection made right after asking. */
const TICKET_SECONDS = 30;

/**
 * One-use tickets for opening the socket, so no access token has to travel in an address (where proxies
 * and logs keep it). Stored hashed with the other one-time codes, so any instance can take one.
 */
export function ticketRoute(app: FastifyInstance): void {
  app.post('/api/ws/ticket', {
    onRequest: app.requireUser,
    schema: {
      tags: ['Realtime'],
      summary: 'A one-use ticket for opening the websocket (/api/ws?ticket=...), valid for 30 seconds',
      body: Type.Optional(Type.Object({}, { additionalProperties: false })),
      response: replies(Type.Object({ ticket: Type.String(), expires_in: Type.Integer() }), 401, 403),
    },
    handler: async (req) => {
      // The session it was asked in travels inside the ticket (covered by its hash, so it cannot be
      // changed): the socket closes when that session is signed out.
      const ticket = `${randomToken(24)}.${req.sessionId ?? ''}`;
      await app.db('auth_codes').insert({
        user_id: req.user._id,
        purpose: 'ws_ticket',
        code_hash: sha256(ticket),
        expires_at: new Date(Date.now() + TICKET_SECONDS * 1000),
      });
      return { ticket, expires_in: TICKET_SECONDS };
    },
  });
}

/**
 * The socket's guard: a ticket opens it once; without one the access token (header or ?token=) is used.
 * Either way the account must be verified and approved.
 */
export function socketAuth(app: FastifyInstance) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
    if (typeof ticket === 'string' && ticket) {
      const row = await app
        .db('auth_codes')
        .where({ code_hash: sha256(ticket), purpose: 'ws_ticket' })
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
        const dot = ticket.indexOf('.');
        req.sessionId = dot >= 0 ? ticket.slice(dot + 1) || null : null;
        req.sessionVersion = Number(user.token_version ?? 0);
      }
    }
    // Only verified, approved accounts: the same rule as every other signed-in call.
    await app.requireUser(req, reply);
  };
}
