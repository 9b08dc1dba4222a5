import jwt from '@fastify/jwt';
import { hasPermission, isAdminArea, type Permission, ROLE, type User, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, type HttpError, httpError } from '../lib/errors.js';
import { type ImpersonatorRow, mayImpersonate } from '../modules/auth/sessions.js';
import type { UserRow } from '../modules/users/mapper.js';
import { type SessionAnswer, sessionCache } from './session-cache.js';
import { verifiedTokens } from './verified-tokens.js';

export interface AccessPayload {
  sub: number;
  /** Id of the admin signed in as this user, when impersonating. */
  imp?: number;
  /** The session (refresh-token family) the token belongs to; signing that session out ends the token. */
  sid?: string;
  /** The user's token version when it was issued; bumping it ends every token at once. */
  ver?: number;
  /** Expiry, seconds since the epoch (set by the signer). */
  exp?: number;
}

export interface SessionRef {
  sid: string;
  ver: number;
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
    /** The session the caller's access token belongs to, when it names one. */
    sessionId: string | null;
    /** The user's token version the caller's token was signed with (a new password raises it). */
    sessionVersion: number;
  }
  interface FastifyInstance {
    /** Any signed-in, verified and approved user. */
    requireUser: Guard;
    /** Signed in, whatever the account state (verification pages use this). */
    requireSession: Guard;
    requireAdminArea: Guard;
    requireAdmin: Guard;
    requirePermission: (permission: Permission) => Guard;
    /** Calls `listener` after a write to users or sessions has ended, here or on another instance. */
    onSessionsChanged: (listener: () => void) => void;
    signAccessToken: (userId: number, impersonatedBy?: number | null, session?: SessionRef) => string;
  }
}

/**
 * Why a signed-in user may not use the portal yet (or any more), or null when they may: unverified, waiting
 * for approval, or suspended by an admin - told apart, so nobody waits for an approval that will not come.
 */
export function accountStateError(user: Pick<User, 'verified' | 'status'>): HttpError | null {
  if (!user.verified) return httpError(403, 'ACCOUNT_UNVERIFIED', 'Please verify your e-mail address first.');
  if (user.status === USER_STATUS.SUSPENDED)
    return httpError(403, 'ACCOUNT_SUSPENDED', 'Your account has been suspended. Please contact us.');
  if (user.status !== USER_STATUS.ACTIVE)
    return httpError(403, 'ACCOUNT_INACTIVE', 'Your account is waiting for approval.');
  return null;
}

function tokenFrom(req: FastifyRequest): string | undefined {
  const header = req.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  // Websockets cannot send headers from a browser.
  // (The realtime plugin prefers a one-use ticket; a token in the address is still taken, never logged.)
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

    app.decorate('signAccessToken', (userId: number, impersonatedBy?: number | null, session?: SessionRef) =>
      app.jwt.sign({
        sub: userId,
        ...(impersonatedBy ? { imp: impersonatedBy } : {}),
        ...(session ? { sid: session.sid, ver: session.ver } : {}),
      }),
    );

    // The user row when the token is still good: its user, its token version, its session open, and for an
    // impersonated session the impersonator still allowed to hold it (read in the same query).
    const readSession = async (payload: AccessPayload): Promise<UserRow | null> => {
      const query = app
        .db<UserRow & { session_open?: unknown }>('users')
        .where('users.id', payload.sub)
        .select('users.*');
      if (payload.sid) {
        query.select(
          app.db.raw(
            '(select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open',
            [payload.sid],
          ),
        );
      }
      if (payload.imp) {
        query
          .leftJoin('users as imp', (on) => on.onVal('imp.id', '=', payload.imp as number))
          .select({
            imp_id: 'imp.id',
            imp_role_id: 'imp.role_id',
            imp_status: 'imp.status',
            imp_verified: 'imp.verified',
            imp_suspended_until: 'imp.suspended_until',
            imp_permissions: 'imp.permissions',
          });
      }
      const row = (await query.first()) as (UserRow & Record<string, unknown>) | undefined;
      if (!row || Number(row.token_version ?? 0) !== (payload.ver ?? 0) || (payload.sid && !row.session_open))
        return null;
      if (payload.imp) {
        const impersonator =
          row.imp_id === null || row.imp_id === undefined
            ? null
            : ({
                role_id: row.imp_role_id,
                status: row.imp_status,
                verified: row.imp_verified,
                suspended_until: row.imp_suspended_until,
                permissions: row.imp_permissions,
              } as ImpersonatorRow);
        if (!mayImpersonate(impersonator)) return null;
      }
      return row;
    };
    const sessions = sessionCache(app, app.db);
    const verify = verifiedTokens((token) => app.jwt.verify<AccessPayload>(token));

    app.decorateRequest('authFailure', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionVersion', 0);
    app.decorate('onSessionsChanged', sessions.onChange);
    // Resolves the caller on every request; guards decide what the route needs. The user and whether the
    // token's session is still open come back in one query (an indexed lookup), kept in memory until a
    // user or session is written (session-cache.ts), so a signed-out session or a reset password ends its
    // tokens at once.
    app.addHook('onRequest', (req, _reply, done) => {
      const token = tokenFrom(req);
      if (!token) return done();
      let payload: AccessPayload;
      try {
        payload = verify(token);
      } catch (err) {
        req.authFailure = (err as { code?: string }).code === 'FAST_JWT_EXPIRED' ? 'expired' : 'invalid';
        return done();
      }
      const signedIn = (found: SessionAnswer) => {
        if (!found) {
          req.authFailure = 'invalid';
          return;
        }
        req.user = payload.imp ? { ...found.user, impersonated_by: payload.imp } : { ...found.user };
        req.sessionId = payload.sid ?? null;
        req.sessionVersion = payload.ver ?? 0;
      };
      const key = `${payload.sub}:${payload.sid ?? ''}:${payload.ver ?? 0}:${payload.imp ?? ''}`;
      const known = sessions.get(key);
      // Most calls find their session in memory: answered without a promise.
      if (known !== undefined) {
        signedIn(known);
        return done();
      }
      sessions
        .load(key, () => readSession(payload))
        .then((found) => {
          signedIn(found);
          done();
        }, done);
    });

    const requireSession: Guard = async (req) => {
      if (req.user) return;
      if (req.authFailure === 'expired') throw httpError(401, 'TOKEN_EXPIRED', 'Your session has expired.');
      throw httpError(401, 'UNAUTHORIZED', 'Please sign in.');
    };
    const requireUser: Guard = async (req, reply) => {
      await requireSession(req, reply);
      const refused = accountStateError(req.user);
      if (refused) throw refused;
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
