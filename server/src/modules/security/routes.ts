import {
  AuditList,
  AuditQuery,
  IdParam,
  Message,
  SessionList,
  SessionParam,
  SignInList,
  SignInQuery,
  SuspendBody,
  UserReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { sessionTokens } from '../auth/sessions.js';
import { usersService } from '../users/service.js';
import { exportAudit } from './audit-export.js';
import { type AuditRow, auditColumns, auditQuery, signInsOf, toAuditEvent, toSignIn } from './audit-repo.js';
import { scheduleRetention } from './retention.js';

const tags = ['Security'];
const ok = (message: string) => ({ status: 'success' as const, message });
const { page: _page, size: _size, ...filterProps } = AuditQuery.properties;
const AuditFilterQuery = Type.Object(filterProps);

/**
 * The audit trail people can read: each person's own sign-ins and open sessions (with sign-out of any of
 * them), and for admins every security event with filters, paging and CSV export, plus suspending accounts.
 */
export const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = sessionTokens(app);
  const users = usersService(app);
  scheduleRetention(app);

  app.get('/user/sessions', {
    onRequest: app.requireSession,
    schema: { tags, summary: 'My open sessions (browsers and devices)', response: replies(SessionList, 401) },
    handler: async (req) => ({ items: await sessions.list(req.user._id, req.sessionId) }),
  });

  app.delete('/user/sessions/:id', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Sign out one of my sessions; its next call is refused',
      params: SessionParam,
      response: replies(Message, 401, 404),
    },
    handler: async (req) => {
      const done = await app.db.transaction(async (trx) => {
        const revoked = await sessions.revokeOne(req.user._id, req.params.id, trx);
        if (revoked) await audit(trx, req.user._id, 'session.revoke', 'user', req.user._id);
        return revoked;
      });
      if (!done) throw notFound('Session');
      return ok('The session has been signed out.');
    },
  });

  app.delete('/user/sessions', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Sign out every other session of mine (this one stays signed in)',
      response: replies(Message, 401),
    },
    handler: async (req) => {
      await app.db.transaction(async (trx) => {
        await sessions.revokeAllForUser(req.user._id, trx, req.sessionId);
        await audit(trx, req.user._id, 'session.revoke', 'user', req.user._id, { others: true });
      });
      return ok('Your other sessions have been signed out.');
    },
  });

  app.get('/user/signins', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'My recent sign-ins, including failed attempts on my account',
      querystring: SignInQuery,
      response: replies(SignInList, 401),
    },
    handler: async (req) => {
      const page = req.query.page ?? 1;
      const size = req.query.size ?? 20;
      const [[{ n }], rows] = await Promise.all([
        signInsOf(app.db, req.user._id).count<{ n: number }[]>({ n: '*' }),
        signInsOf(app.db, req.user._id)
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { items: (rows as AuditRow[]).map(toSignIn), total: Number(n), page, size };
    },
  });

  app.get('/audit-log', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Security events, newest first: filter by user, impersonator, kind, days and address',
      querystring: AuditQuery,
      response: replies(AuditList, 401, 403),
    },
    handler: async (req) => {
      const { page = 1, size = 50, ...filter } = req.query;
      const [[{ n }], rows] = await Promise.all([
        auditQuery(app.db, filter).count<{ n: number }[]>({ n: '*' }),
        auditQuery(app.db, filter)
          .select(auditColumns)
          .orderBy('a.id', 'desc')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { items: (rows as AuditRow[]).map(toAuditEvent), total: Number(n), page, size };
    },
  });

  app.get('/audit-log/export', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'The security events matching the filters, as CSV',
      querystring: AuditFilterQuery,
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 403: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      await audit(app.db, req.user._id, 'export.audit', '', null, req.query);
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`);
      return reply.send(exportAudit(app.db, req.query));
    },
  });

  app.post('/user/:id/suspend', {
    onRequest: app.requirePermission('dealers_manager.edit_dealer'),
    schema: {
      tags,
      summary: 'Suspend an account until a date, with a reason: sign-in is refused, sessions end',
      params: IdParam,
      body: SuspendBody,
      response: replies(UserReply, 401, 403, 404),
    },
    handler: async (req) => ({
      user: await users.suspend(req.user, req.params.id, new Date(req.body.until), req.body.reason),
    }),
  });

  app.delete('/user/:id/suspend', {
    onRequest: app.requirePermission('dealers_manager.edit_dealer'),
    schema: {
      tags,
      summary: 'Lift the suspension of an account',
      params: IdParam,
      response: replies(UserReply, 401, 403, 404),
    },
    handler: async (req) => ({ user: await users.unsuspend(req.user, req.params.id) }),
  });
};
