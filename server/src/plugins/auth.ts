import jwt from '@fastify/jwt';
import { hasPermission, isAdminArea, type Permission, ROLE, type User, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, httpError } from '../lib/errors.js';
import { toUser, type UserRow } from '../modules/users/mapper.js';

export interface AccessPayload {
  sub: number;
  /** Id of the admin signed in as this user, when impersonating. */
  imp?: number;
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessPayload;
    user: User;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    authFailure: 'expired' | 'invalid' | null;
  }
  interface FastifyInstance {
    /** Any signed-in, verified and approved user. */
    requireUser: Guard;
    /** Signed in, whatever the account state (verification pages use this). */
    requireSession: Guard;
    requireAdminArea: Guard;
    requireAdmin: Guard;
    requirePermission: (permission: Permission) => Guard;
    signAccessToken: (userId: number, impersonatedBy?: number | null) => string;
  }
}

function tokenFrom(req: FastifyRequest): string | undefined {
  const header = req.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  // Websockets cannot send headers from a browser.
  if (req.headers.upgrade === 'websocket') {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string') return q;
  }
  return undefined;
}

export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { expiresIn: app.config.accessTokenTtlSeconds },
    });

    app.decorate('signAccessToken', (userId: number, impersonatedBy?: number | null) =>
      app.jwt.sign(impersonatedBy ? { sub: userId, imp: impersonatedBy } : { sub: userId }),
    );

    app.decorateRequest('authFailure', null);
    // Resolves the caller on every request; guards decide what the route needs.
    app.addHook('onRequest', async (req) => {
      const token = tokenFrom(req);
      if (!token) return;
      let payload: AccessPayload;
      try {
        payload = app.jwt.verify<AccessPayload>(token);
      } catch (err) {
        req.authFailure = (err as { code?: string }).code === 'FAST_JWT_EXPIRED' ? 'expired' : 'invalid';
        return;
      }
      const row = await app.db<UserRow>('users').where({ id: payload.sub }).first();
      if (!row) {
        req.authFailure = 'invalid';
        return;
      }
      req.user = toUser(row, payload.imp ?? null);
    });

    const requireSession: Guard = async (req) => {
      if (req.user) return;
      if (req.authFailure === 'expired') throw httpError(401, 'TOKEN_EXPIRED', 'Your session has expired.');
      throw httpError(401, 'UNAUTHORIZED', 'Please sign in.');
    };
    const requireUser: Guard = async (req, reply) => {
      await requireSession(req, reply);
      const user = req.user;
      if (!user.verified)
        throw httpError(403, 'ACCOUNT_UNVERIFIED', 'Please verify your e-mail address first.');
      if (user.status !== USER_STATUS.ACTIVE) {
        throw httpError(403, 'ACCOUNT_INACTIVE', 'Your account is waiting for approval.');
      }
    };
    const requireAdminArea: Guard = async (req, reply) => {
      await requireUser(req, reply);
      if (!isAdminArea(req.user.role_id)) throw forbidden();
    };
    const requireAdmin: Guard = async (req, reply) => {
      await requireUser(req, reply);
      if (req.user.role_id !== ROLE.ADMIN) throw forbidden('Only administrators can do this.');
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdminArea', requireAdminArea);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate(
      'requirePermission',
      (permission: Permission): Guard =>
        async (req, reply) => {
          await requireUser(req, reply);
          if (!hasPermission(req.user, permission)) throw forbidden();
        },
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
