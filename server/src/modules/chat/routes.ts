import {
  ChatMessage,
  ChatMessageFields,
  ChatMessageList,
  ChatMessageQuery,
  ChatUserList,
  IdParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest, httpError } from '../../lib/errors.js';
import { FileReply, jsonOrMultipart, replies } from '../../lib/schema.js';
import { textLength } from '../../lib/text-length.js';
import { sendStored } from '../orders/send-file.js';
import { discard, field, readForm } from '../orders/upload.js';
import { attachmentSpec } from '../tickets/access.js';
import { hiddenCharacters } from '../tickets/text-fields.js';
import { chatSocket } from './live.js';
import { conversations, history } from './repo.js';
import { chatService } from './service.js';

const tags = ['Chat'];

/**
 * Spec 7 "Chat". Messages are stored, then delivered through the realtime hub (`chat.message` to the
 * customer and to staff holding `live_support`); typing (`chat.typing`) and read receipts (`chat.read`)
 * go over the socket. Every call answers 404 while `live_support_public` is off.
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chat = chatService(app);
  chat.defineUnreadMail();
  chatSocket(app, chat);
  // Hooks of this plugin apply to its routes only (Fastify encapsulation): the feature switch comes first.
  app.addHook('onRequest', async () => {
    if (!(await app.settings.all()).live_support_public)
      throw httpError(404, 'FEATURE_DISABLED', 'The live chat is not available on this site.');
  });

  app.get('/chat_user', {
    onRequest: app.requirePermission('live_support'),
    schema: {
      tags,
      summary: 'Conversations (staff): customer, last message, unread count and online state, newest first',
      response: replies(ChatUserList, 401, 403, 404),
    },
    handler: async () => ({ items: await conversations(app.db, new Set(await app.realtime.onlineUsers())) }),
  });

  app.get('/chat_message', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary:
        "A page of a conversation, oldest first; `before` (a message id) pages backwards. Staff name the customer in `user_id`. Opening the newest page marks the other side's messages read.",
      querystring: ChatMessageQuery,
      response: replies(ChatMessageList, 401, 403, 404),
    },
    handler: async (req) => {
      const id = await chat.conversationOf(req.user, req.query.user_id);
      const page = await history(app.db, id, req.query.before, req.query.limit ?? 30);
      if (!req.query.before) await chat.markRead(req.user, id);
      const service = await chat.serviceState();
      return {
        ...page,
        service_online: service.online,
        service_open: service.open,
        staff_online: service.staff,
      };
    },
  });

  app.post('/chat_message', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Send a chat message (JSON or multipart: `message`, optional `file`; staff add `user_id`)',
      consumes: ['application/json', 'multipart/form-data'],
      body: ChatMessageFields,
      response: replies(Type.Object({ message: ChatMessage }), 401, 403, 404, 413, 415),
    },
    validatorCompiler: jsonOrMultipart,
    handler: async (req) => {
      const multipart = req.isMultipart();
      const form = multipart ? await readForm(app, req, { file: attachmentSpec('chat') }) : null;
      const file = form?.files.file?.[0];
      try {
        const body = req.body ?? {};
        const raw = form ? field(form, 'user_id') : body.user_id;
        const requested = raw === undefined || raw === '' ? undefined : Number(raw);
        if (requested !== undefined && !(Number.isInteger(requested) && requested > 0))
          throw badRequest('Please choose a conversation.');
        const id = await chat.conversationOf(req.user, requested);
        const text = (form ? field(form, 'message') : body.message?.trim()) ?? '';
        if (textLength(text) > 5000) throw badRequest('The message can be at most 5000 characters long.');
        // The ticket rule for every conversation: no invisible characters (blank bubbles, "gnp.exe" shown as
        // "exe.png"); a form's text is not checked by the body schema, so it is checked here for both.
        const hidden = hiddenCharacters(ChatMessageFields, { message: text });
        if (hidden) throw hidden;
        return { message: await chat.send(req.user, id, text, file) };
      } catch (err) {
        await discard(app, [file?.key]);
        throw err;
      }
    },
  });

  app.get('/chat_message/:id/download_file', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Download the file of a chat message',
      params: IdParam,
      response: {
        200: FileReply,
        401: Type.Ref('ErrorBody'),
        403: Type.Ref('ErrorBody'),
        404: Type.Ref('ErrorBody'),
        410: Type.Ref('ErrorBody'),
      },
    },
    handler: async (req, reply) => {
      const row = await app.db('chat_messages').where({ id: req.params.id }).first();
      if (!row) throw httpError(404, 'NOT_FOUND', 'Message not found.');
      await chat.conversationOf(req.user, row.user_id).catch((err) => {
        throw err.statusCode === 404 ? httpError(404, 'NOT_FOUND', 'Message not found.') : err;
      });
      if (!row.file_name) throw httpError(404, 'NOT_FOUND', 'This message has no file.');
      return sendStored(app, reply, { key: row.file_key, name: row.file_name, size: row.file_size });
    },
  });
};
