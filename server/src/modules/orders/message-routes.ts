import {
  IdParam,
  Message,
  OrderMessage,
  OrderMessageFields,
  OrderMessageList,
  type User,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { badRequest, forbidden, httpError } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { isStaff, orderFor } from './access.js';
import { orderEvents } from './events.js';
import type { OrderKind } from './kind.js';
import { multipartValidator } from './multipart-schema.js';
import { sendStored } from './send-file.js';
import { attachmentColumns, discard, field, readForm } from './upload.js';
import { writerName } from '../notifications/staff-mail.js';
import { hiddenCharacters } from '../tickets/text-fields.js';

interface MessageRow {
  id: number;
  order_id: number;
  sender_id: number | null;
  from_staff: number | boolean;
  message: string | null;
  file_key: string | null;
  file_name: string;
  file_size: number | string;
  file_expired: number | boolean;
  created_at: unknown;
  s_username?: string | null;
  s_firstname?: string | null;
  s_lastname?: string | null;
}

const messagesQuery = (app: FastifyInstance) =>
  app
    .db('order_messages as m')
    .leftJoin('users as s', 's.id', 'm.sender_id')
    .select('m.*', 's.username as s_username', 's.firstname as s_firstname', 's.lastname as s_lastname');

const toMessage = (r: MessageRow): OrderMessage => ({
  _id: r.id,
  order_id: r.order_id,
  sender: {
    _id: r.sender_id ?? 0,
    username: r.s_username ?? '',
    firstname: r.s_firstname ?? '',
    lastname: r.s_lastname ?? '',
  },
  from_staff: Boolean(r.from_staff),
  message: r.message ?? '',
  file: r.file_name ? { name: r.file_name, size: Number(r.file_size) } : null,
  file_expired: Boolean(r.file_expired),
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

/** Messages between the customer and staff on one order; each side is notified of the other's. */
export function messageRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { tags } = kind;
    const events = orderEvents(app);

    /** A message the caller may see: through its order, so another customer's message is a 404. */
    async function visible(user: User, id: number): Promise<MessageRow> {
      const row: MessageRow | undefined = await messagesQuery(app).where('m.id', id).first();
      if (!row) throw httpError(404, 'NOT_FOUND', 'Message not found.');
      await orderFor(app, user, row.order_id, kind.agent).catch((err) => {
        throw err.statusCode === 404 ? httpError(404, 'NOT_FOUND', 'Message not found.') : err;
      });
      return row;
    }

    app.post(`/${kind.message}/:id`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Write on an order (multipart: `message`, optional `file`); the other side is notified',
        consumes: ['multipart/form-data'],
        params: IdParam,
        body: OrderMessageFields,
        response: replies(Type.Object({ message: OrderMessage }), 401, 403, 404, 413),
      },
      validatorCompiler: multipartValidator,
      handler: async (req) => {
        const order = await orderFor(app, req.user, req.params.id, kind.agent);
        const form = await readForm(app, req, {
          file: { folder: 'orders/messages', label: 'The attachment' },
        });
        const file = form.files.file?.[0];
        let id = 0;
        try {
          const text = field(form, 'message') ?? '';
          if (text.length > 5000) throw badRequest('The message can be at most 5000 characters long.');
          // Multipart texts skip the body schema: the contract's rule against invisible characters is applied here.
          const hidden = hiddenCharacters(OrderMessageFields, { message: text });
          if (hidden) throw hidden;
          if (file?.size === 0) throw badRequest(`"${file.name}" is empty.`);
          if (!text && !file) throw badRequest('Please write a message or attach a file.');
          const [newId] = await app.db('order_messages').insert({
            order_id: order.id,
            sender_id: req.user._id,
            from_staff: isStaff(req.user),
            message: text,
            ...attachmentColumns(file),
            created_at: new Date(),
          });
          id = Number(newId);
        } finally {
          if (!id) await discard(app, [file?.key]);
        }
        const row: MessageRow = await messagesQuery(app).where('m.id', id).first();
        await events.message(order, {
          id,
          fromStaff: isStaff(req.user),
          sender: await writerName(app, req.user),
          text: row.message || row.file_name,
        });
        return { message: toMessage(row) };
      },
    });

    app.get(`/${kind.message}s/:id`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The messages of an order, oldest first',
        params: IdParam,
        response: replies(OrderMessageList, 401, 403, 404),
      },
      handler: async (req) => {
        await orderFor(app, req.user, req.params.id, kind.agent);
        const rows: MessageRow[] = await messagesQuery(app)
          .where('m.order_id', req.params.id)
          .orderBy('m.id');
        return { items: rows.map(toMessage) };
      },
    });

    app.delete(`/${kind.message}/:id`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of your own messages',
        params: IdParam,
        response: replies(Message, 401, 403, 404),
      },
      handler: async (req) => {
        const row = await visible(req.user, req.params.id);
        if (row.sender_id !== req.user._id) throw forbidden('You can only delete your own messages.');
        await app.db('order_messages').where({ id: row.id }).delete();
        await discard(app, [row.file_key]);
        const order = await orderFor(app, req.user, row.order_id, kind.agent);
        const event = {
          type: 'order.message',
          order_id: row.order_id,
          is_agent: kind.agent,
          message_id: row.id,
          deleted: true,
        };
        app.realtime.publishToStaff(event, 'orders');
        app.realtime.publish(order.user_id, event);
        return { status: 'success' as const, message: 'The message has been deleted.' };
      },
    });

    app.get(`/${kind.message}/:id/download_file`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download the file attached to a message',
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
        const row = await visible(req.user, req.params.id);
        if (!row.file_name) throw httpError(404, 'NOT_FOUND', 'This message has no file.');
        return sendStored(app, reply, {
          key: row.file_key,
          name: row.file_name,
          size: row.file_size,
          expired: Boolean(row.file_expired),
        });
      },
    });
  };
}
