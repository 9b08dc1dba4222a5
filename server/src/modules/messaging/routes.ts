import {
  IdParam,
  InboxList,
  Message,
  MessageChannels,
  MessageRecipientCount,
  MessageRecipientCountQuery,
  MessageSend,
  NotificationRequest,
  PageQuery,
  ROLE,
  SentMessageList,
  SmsSettingsUpdate,
  SmsSettingsView,
  hasPermission,
  isAdminArea,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { toIso } from '../../db/helpers.js';
import { languageOf, localizeMessage } from '../../i18n/messages/index.js';
import { MAIL_NOT_SET_UP } from '../../plugins/mailer.js';
import { whereAnyLike } from '../../lib/like.js';
import { badRequest, forbidden, httpError, msg } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { replies } from '../../lib/schema.js';
import { messageImageRoutes } from './images.js';
import { sanitizeMessageHtml } from './message-html.js';
import { readSmsSettings, writeSmsSettings } from './sms.js';
import { type Channel, countRecipients, messagingService, smsAvailable } from './service.js';

const tags = ['Messaging'];
const SendReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  message_id: Type.Integer(),
  /** The background job delivering e-mail/SMS (progress at GET /api/jobs/{id}); null for in-app sends. */
  job_id: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * Spec 7 "General messaging". Staff need `dealers_manager.send_email`; customers read their own box.
 * Bodies are rich text, sanitised when sent and again when read (messages stored before were kept as
 * written), with pictures uploaded through /upload_message_image.
 */
export const messagingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = messagingService(app);
  await app.register(messageImageRoutes);
  const sendRoutes: [string, Channel[], string][] = [
    ['/message', ['app'], 'Send a message to customers in the app (their message box)'],
    [
      '/message/sendEmail',
      ['email'],
      'E-mail customers (a background job; progress and failures per recipient)',
    ],
    [
      '/message/sendSMS',
      ['sms'],
      'Text customers by SMS (needs sms_notification; numbers normalised to E.164)',
    ],
    ['/message/sendBoth', ['email', 'sms'], 'E-mail and text customers'],
  ];
  for (const [path, channels, summary] of sendRoutes) {
    app.post(path, {
      onRequest: app.requirePermission('dealers_manager.send_email'),
      schema: { tags, summary, body: MessageSend, response: replies(SendReply, 401, 403) },
      handler: async (req) => {
        const { id, jobId } = await service.send(req.user, req.body, channels);
        return {
          status: 'success' as const,
          message: jobId ? msg('The message is being sent.') : msg('The message has been sent.'),
          message_id: id,
          job_id: jobId,
        };
      },
    });
  }

  // The bulk page's picker: the same people a send can reach (active customers), so a staff member with
  // the send permission can choose recipients without also being allowed the customer list.
  app.get('/message/recipients', {
    onRequest: app.requirePermission('dealers_manager.send_email'),
    schema: {
      tags,
      summary: 'Active customers matching a name, user name or e-mail, for choosing message recipients',
      querystring: Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      }),
      response: replies(
        Type.Object({
          items: Type.Array(
            Type.Object({
              _id: Type.Integer(),
              username: Type.String(),
              name: Type.String(),
              email: Type.String(),
            }),
          ),
        }),
        401,
        403,
      ),
    },
    handler: async (req) => {
      const q = app
        .db('users')
        .select('id', 'username', 'firstname', 'lastname', 'email')
        .where({ role_id: ROLE.CUSTOMER, status: 1 });
      const keyword = req.query.keyword?.trim();
      if (keyword) whereAnyLike(q, ['username', 'email', 'firstname', 'lastname', 'company_name'], keyword);
      const rows = await q.orderBy('username').limit(req.query.limit ?? 20);
      return {
        items: rows.map((u) => ({
          _id: u.id,
          username: u.username,
          name: `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim(),
          email: u.email ?? '',
        })),
      };
    },
  });

  // The confirmation before a send to everyone: how many it reaches, counted as the send picks them.
  app.get('/message/recipients/count', {
    onRequest: app.requirePermission('dealers_manager.send_email'),
    schema: {
      tags,
      summary:
        'How many active customers a send to all customers or all agents (optionally of one country) reaches now',
      querystring: MessageRecipientCountQuery,
      response: replies(MessageRecipientCount, 401, 403),
    },
    handler: async (req) => ({ count: await countRecipients(app, req.query) }),
  });

  // Whether SMS and e-mail can go out, for every sender: the provider and mail settings themselves need
  // `settings`, and a send by a channel that cannot go out is refused.
  app.get('/message/channels', {
    onRequest: app.requirePermission('dealers_manager.send_email'),
    schema: {
      tags,
      summary:
        'Whether SMS can be sent now (switched on in the settings and a provider set up) and whether e-mail can (an e-mail server set up)',
      response: replies(MessageChannels, 401, 403),
    },
    handler: async () => ({ sms: await smsAvailable(app), email: await app.mailer.configured() }),
  });

  app.post('/notification_request', {
    onRequest: app.requirePermission('settings'),
    schema: {
      tags,
      summary:
        'Send a notification of one kind (app, email, sms, push) to chosen users or all customers/agents, from the notification settings',
      body: NotificationRequest,
      response: replies(SendReply, 401, 403),
    },
    handler: async (req) => {
      const { kind, ...body } = req.body;
      if (kind === 'push') {
        await service.pushTo(body);
        return {
          status: 'success' as const,
          message: msg('The message is being sent.'),
          message_id: 0,
          job_id: null,
        };
      }
      const { id, jobId } = await service.send(req.user, body, [kind]);
      return {
        status: 'success' as const,
        message: jobId ? msg('The message is being sent.') : msg('The message has been sent.'),
        message_id: id,
        job_id: jobId,
      };
    },
  });

  app.get('/messages', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary:
        "The signed-in customer's message box, newest first, with the unread count; listed messages become read",
      querystring: PageQuery,
      response: replies(InboxList, 401),
    },
    handler: async (req) => {
      const { page, size, offset, reported } = pageWindow(req.query);
      const base = () =>
        app
          .db('message_recipients as r')
          .where({ 'r.user_id': req.user._id, 'r.in_app': true, 'r.removed': false });
      const [{ n }] = await base().count({ n: '*' });
      const [{ unread }] = await base().whereNull('r.read_at').count({ unread: '*' });
      const rows = await base()
        .join('messages as m', 'm.id', 'r.message_id')
        .select('m.id', 'm.subject', 'm.body', 'm.created_at', 'r.read_at', 'r.id as rid')
        .orderBy('m.id', 'desc')
        .limit(size)
        .offset(offset);
      const fresh = rows.filter((r) => !r.read_at).map((r) => r.rid);
      if (fresh.length) {
        await app.db('message_recipients').whereIn('id', fresh).update({ read_at: new Date() });
        // The header badge of every open tab of this customer goes down with it.
        app.realtime.publish(req.user._id, { type: 'messages.read' });
      }
      return {
        items: rows.map((r) => ({
          _id: r.id,
          subject: r.subject,
          message: sanitizeMessageHtml(r.body),
          read: Boolean(r.read_at),
          created_at: toIso(r.created_at) ?? '',
        })),
        total: Number(n),
        unread: Number(unread),
        page,
        size: reported,
      };
    },
  });

  app.get('/messages/unread_count', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "How many messages in the signed-in customer's box are unread (for the header badge)",
      response: replies(Type.Object({ count: Type.Integer() }), 401),
    },
    handler: async (req) => {
      const [{ n }] = await app
        .db('message_recipients')
        .where({ user_id: req.user._id, in_app: true, removed: false })
        .whereNull('read_at')
        .count({ n: '*' });
      return { count: Number(n) };
    },
  });

  app.get('/all_messages', {
    onRequest: app.requirePermission('dealers_manager.send_email'),
    schema: {
      tags,
      summary: 'Messages sent by staff, newest first, with delivery totals and failed recipients',
      querystring: PageQuery,
      response: replies(SentMessageList, 401, 403),
    },
    handler: async (req) => {
      const { page, size, offset, reported } = pageWindow(req.query);
      // A stored reason is in English; the one the portal words itself is read in the reader's language.
      const notSetUp = localizeMessage(MAIL_NOT_SET_UP, languageOf(req));
      const reason = (error: string | null) => (error ?? '').replace(MAIL_NOT_SET_UP, notSetUp);
      const [{ n }] = await app.db('messages').count({ n: '*' });
      const rows = await app.db('messages').orderBy('id', 'desc').limit(size).offset(offset);
      const failures = rows.length
        ? await app
            .db('message_recipients as r')
            .join('users as u', 'u.id', 'r.user_id')
            .select('r.message_id', 'r.user_id', 'u.username', 'r.error')
            .whereIn(
              'r.message_id',
              rows.map((r) => r.id),
            )
            .where('r.status', 'failed')
            .orderBy('r.id')
            .limit(50 * rows.length)
        : [];
      return {
        items: rows.map((r) => ({
          _id: r.id,
          subject: r.subject,
          message: r.body,
          channels: String(r.channels).split(','),
          total: Number(r.total),
          sent: Number(r.sent),
          failed: Number(r.failed),
          job_id: r.job_id ?? null,
          failures: failures
            .filter((f) => f.message_id === r.id)
            .slice(0, 50)
            .map((f) => ({ user_id: f.user_id, username: f.username, error: reason(f.error) })),
          created_at: toIso(r.created_at) ?? '',
        })),
        total: Number(n),
        page,
        size: reported,
      };
    },
  });

  app.delete('/message/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Staff delete a sent message for everyone; a customer removes one from their own box',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      if (isAdminArea(req.user.role_id)) {
        if (!hasPermission(req.user, 'dealers_manager.send_email')) throw forbidden();
        // Whoever still had it unread in their box gets a lower count: their badge is told, as when they read it.
        const unreadBy = await app.db.transaction(async (trx) => {
          const ids = await trx('message_recipients')
            .where({ message_id: req.params.id, in_app: true, removed: false })
            .whereNull('read_at')
            .pluck('user_id');
          const gone = await trx('messages').where({ id: req.params.id }).delete();
          if (!gone) throw httpError(404, 'NOT_FOUND', 'Message not found.');
          return ids as number[];
        });
        for (const id of unreadBy) app.realtime.publish(Number(id), { type: 'messages.read' });
      } else {
        const gone = await app
          .db('message_recipients')
          .where({ message_id: req.params.id, user_id: req.user._id, in_app: true, removed: false })
          .update({ removed: true, read_at: new Date() });
        if (!gone) throw httpError(404, 'NOT_FOUND', 'Message not found.');
        app.realtime.publish(req.user._id, { type: 'messages.read' });
      }
      return { status: 'success' as const, message: 'The message has been deleted.' };
    },
  });

  app.get('/sms_settings', {
    onRequest: app.requirePermission('settings'),
    schema: {
      tags,
      summary: 'The SMS provider settings (the token is never answered)',
      response: replies(SmsSettingsView, 401, 403),
    },
    handler: async () => {
      const s = await readSmsSettings(app);
      return {
        account_sid: s.account_sid,
        from: s.from,
        base_url: s.base_url,
        has_token: Boolean(s.auth_token),
      };
    },
  });

  app.put('/sms_settings', {
    onRequest: app.requirePermission('settings'),
    schema: {
      tags,
      summary: 'Change the SMS provider settings; an empty token keeps the stored one',
      body: SmsSettingsUpdate,
      response: replies(SmsSettingsView, 401, 403),
    },
    handler: async (req) => {
      const current = await readSmsSettings(app);
      // The stored token goes, with every text, to the provider's address: whoever points it elsewhere must
      // know the token, or they could read it off the next SMS sent.
      const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
      if (
        current.auth_token &&
        !req.body.auth_token &&
        req.body.base_url !== undefined &&
        !sameUrl(req.body.base_url, current.base_url)
      )
        throw badRequest('Please enter the auth token again when you change the provider address.');
      const next = {
        ...current,
        ...Object.fromEntries(
          Object.entries(req.body).filter(([k, v]) => v !== undefined && !(k === 'auth_token' && v === '')),
        ),
      };
      await writeSmsSettings(app, next);
      return {
        account_sid: next.account_sid,
        from: next.from,
        base_url: next.base_url,
        has_token: Boolean(next.auth_token),
      };
    },
  });
};
