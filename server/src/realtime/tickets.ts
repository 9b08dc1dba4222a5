import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replies } from '../lib/schema.js';
import { randomToken, sha256 } from '../modules/auth/tokens.js';
import { suspendedUntil, toUser, type UserRow } from '../modules/users/mapper.js';

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
      // The token version and the session it was asked in travel inside the ticket (covered by its hash, so
      // they cannot be changed): it opens nothing once that session is signed out or the password changed,
      // and the socket closes when that happens later.
      const ticket = `${randomToken(24)}.${req.sessionVersion}.${req.sessionId ?? ''}`;
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
      const [, ver = '', ...sid] = ticket.split('.');
      const session = sid.join('.') || null;
      // As for an access token: the same token version, the session still open, no suspension running.
      const open =
        user &&
        String(user.token_version ?? 0) === ver &&
        !suspendedUntil(user) &&
        (!session ||
          (await app
            .db('refresh_tokens')
            .where({ family_id: session, user_id: user.id })
            .whereNull('revoked_at')
            .first('id')));
      if (user && open) {
        req.user = toUser(user);
        req.sessionId = session;
        req.sessionVersion = Number(user.token_version ?? 0);
      }
    }
    // Only verified, approved accounts: the same rule as every other signed-in call.
    await app.requireUser(req, reply);
  };
}
