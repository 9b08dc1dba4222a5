import {
  IdParam,
  Message,
  TicketMessage,
  TicketMessageFields,
  TicketMessageList,
  type User,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest, httpError } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { textLength } from '../../lib/text-length.js';
import { multipartValidator } from '../orders/multipart-schema.js';
import { sendStored } from '../orders/send-file.js';
import { discard, field, readForm } from '../orders/upload.js';
import { hiddenCharacters } from './text-fields.js';
import { attachmentSpec, ticketFor } from './access.js';
import { messagesQuery, type TicketMessageRow, toTicketMessage } from './repo.js';
import type { ticketService } from './service.js';

const tags = ['Tickets'];

/** The thread of a ticket (spec 7 "Messages on orders and tickets"): send, list, delete, download. */
export function messageRoutes(service: ReturnType<typeof ticketService>): FastifyPluginAsyncTypebox {
  return async (app) => {
    /** A message the caller may see: through its ticket, so another customer's message is a 404. */
    async function visible(user: User, id: number) {
      const row: TicketMessageRow | undefined = await messagesQuery(app.db).where('m.id', id).first();
      if (!row) throw httpError(404, 'NOT_FOUND', 'Message not found.');
      const ticket = await ticketFor(app, user, row.ticket_id).catch((err) => {
        throw err.statusCode === 404 ? httpError(404, 'NOT_FOUND', 'Message not found.') : err;
      });
      return { row, ticket };
    }

    app.post('/ticket_message/:id', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Reply on a ticket (multipart: `message`, optional `file`); a customer reply reopens it',
        consumes: ['multipart/form-data'],
        params: IdParam,
        body: TicketMessageFields,
        response: replies(Type.Object({ message: TicketMessage }), 401, 403, 404, 413, 415),
      },
      validatorCompiler: multipartValidator,
      handler: async (req) => {
        const ticket = await ticketFor(app, req.user, req.params.id);
        const form = await readForm(app, req, { file: attachmentSpec('tickets/messages') });
        const text = field(form, 'message') ?? '';
        const file = form.files.file?.[0];
        // Refused like on opening a ticket: cutting the text would lose part of the reply unnoticed.
        const problem =
          textLength(text) > 5000
            ? badRequest('The message can be at most 5000 characters long.')
            : hiddenCharacters(TicketMessageFields, { message: text });
        if (problem) {
          await discard(app, [file?.key]);
          throw problem;
        }
        const row = await service.reply(req.user, ticket, text, file);
        return { message: toTicketMessage(row) };
      },
    });

    app.get('/ticket_messages/:id', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The messages of a ticket, oldest first',
        params: IdParam,
        response: replies(TicketMessageList, 401, 403, 404),
      },
      handler: async (req) => {
        await ticketFor(app, req.user, req.params.id);
        const rows: TicketMessageRow[] = await messagesQuery(app.db)
          .where('m.ticket_id', req.params.id)
          .orderBy('m.id');
        return { items: rows.map(toTicketMessage) };
      },
    });

    app.delete('/ticket_message/:id', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of your own messages',
        params: IdParam,
        response: replies(Message, 401, 403, 404),
      },
      handler: async (req) => {
        const { row, ticket } = await visible(req.user, req.params.id);
        await service.removeMessage(req.user, ticket, row);
        return { status: 'success' as const, message: 'The message has been deleted.' };
      },
    });

    app.get('/ticket_message/:id/download_file', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download the file attached to a ticket message',
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
        const { row } = await visible(req.user, req.params.id);
        if (!row.file_name) throw httpError(404, 'NOT_FOUND', 'This message has no file.');
        return sendStored(app, reply, { key: row.file_key, name: row.file_name, size: row.file_size });
      },
    });
  };
}
