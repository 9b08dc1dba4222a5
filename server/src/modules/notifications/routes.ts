import { Message, NotificationList, NotificationsReadBody, staffInboxesOf } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import { requestedLanguage } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { notificationsService } from './service.js';

const tags = ['Notifications'];
const description =
  "Titles and messages in the reader's language (Accept-Language, else the account's), whenever they were " +
  'written; what people wrote stays as written, and older notifications keep the text they were stored with.';
const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
const Marked = Type.Composite([Message, Type.Object({ updated: Type.Integer() })]);

/** The page's language (Accept-Language), else the account's: notifications read in it, whenever written. */
const readerLanguage = (req: FastifyRequest) => requestedLanguage(req) ?? req.user.language;

/** In-app notifications: each customer's own, and one inbox shared by staff. */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notifications = notificationsService(app);
  /** The staff inbox is read through the desks a staff member holds (orders, tickets, API access). */
  const staffReader = async (req: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(req, reply);
    if (!staffInboxesOf(req.user).length) throw forbidden();
  };
  const desks = (req: FastifyRequest) => ({ desks: staffInboxesOf(req.user), own: req.user._id });
  const marked = (updated: number) => ({
    status: 'success' as const,
    message: `${updated} notification(s) marked as read.`,
    updated,
  });

  app.get('/in-app-notification/user', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: "The signed-in user's notifications, newest first, with the unread count",
      description,
      querystring: PageQuery,
      response: replies(NotificationList, 401),
    },
    handler: (req) => notifications.list({ userId: req.user._id }, req.query, readerLanguage(req)),
  });

  app.get('/in-app-notification/admin', {
    onRequest: staffReader,
    schema: {
      tags,
      summary:
        "The staff inbox: what concerns the reader's desks (orders: new orders, messages, files; tickets; api_manager: API access requests)",
      description,
      querystring: PageQuery,
      response: replies(NotificationList, 401, 403),
    },
    handler: (req) => notifications.list(desks(req), req.query, readerLanguage(req)),
  });

  app.patch('/in-app-notification/read-by-user', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Mark own notifications read: the listed ids, or all when none are listed',
      body: Type.Optional(NotificationsReadBody),
      response: replies(Marked, 401),
    },
    handler: async (req) =>
      marked(await notifications.markRead({ userId: req.user._id }, req.body?.notifications)),
  });

  app.patch('/in-app-notification/read-by-admin', {
    onRequest: staffReader,
    schema: {
      tags,
      summary: 'Mark staff notifications read: the listed ids, or all when none are listed',
      body: Type.Optional(NotificationsReadBody),
      response: replies(Marked, 401, 403),
    },
    handler: async (req) => marked(await notifications.markRead(desks(req), req.body?.notifications)),
  });
};
