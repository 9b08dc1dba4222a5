import { IdParam } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { FileReply } from '../../lib/schema.js';
import { isStaff, orderFor, present } from './access.js';
import { orderIni } from './ini.js';
import type { OrderKind } from './kind.js';
import { revisionsOf } from './repo.js';
import { attachment, filesExpired, sendStored } from './send-file.js';
import { httpError } from '../../lib/errors.js';

const errors = {
  401: Type.Ref('ErrorBody'),
  403: Type.Ref('ErrorBody'),
  404: Type.Ref('ErrorBody'),
  410: Type.Ref('ErrorBody'),
};

/** Downloads of an order's files (streamed, with their original names) and its INI summary. */
export function fileRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { tags } = kind;
    const expired = (row: { files_expired_at: unknown }) =>
      row.files_expired_at !== null && row.files_expired_at !== undefined;

    app.get(`/${kind.one}/:id/download_old_file`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download the original file, byte for byte',
        params: IdParam,
        response: { 200: FileReply, ...errors },
      },
      handler: async (req, reply) => {
        const row = await orderFor(app, req.user, req.params.id, kind.agent);
        return sendStored(app, reply, {
          key: row.original_key,
          name: row.original_name,
          size: row.original_size,
          expired: expired(row),
        });
      },
    });

    app.get(`/${kind.one}/:id/download_extra_file`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download the extra files (the ZIP or RAR sent with the order)',
        params: IdParam,
        response: { 200: FileReply, ...errors },
      },
      handler: async (req, reply) => {
        const row = await orderFor(app, req.user, req.params.id, kind.agent);
        if (!row.extras_name) throw httpError(404, 'NOT_FOUND', 'No extra files were sent with this order.');
        return sendStored(app, reply, {
          key: row.extras_key,
          name: row.extras_name,
          size: row.extras_size,
          expired: expired(row),
        });
      },
    });

    app.get(`/${kind.one}/:id/download_new_file`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download the modified file: the latest delivery, or `revision` n (staff)',
        params: IdParam,
        querystring: Type.Object({ revision: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: FileReply, ...errors },
      },
      handler: async (req, reply) => {
        const row = await orderFor(app, req.user, req.params.id, kind.agent);
        const revisions = (await revisionsOf(app.db, [row.id])).get(row.id) ?? [];
        const wanted = req.query.revision;
        // Customers get the latest delivery only; older revisions are kept for staff.
        // A withdrawn revision is never handed to a customer; staff may still fetch it by number.
        const rev =
          wanted && isStaff(req.user)
            ? revisions.find((r) => r.revision === wanted)
            : revisions.find((r) => !r.withdrawn_at);
        if (!rev || (wanted && rev.revision !== wanted))
          throw httpError(404, 'NOT_FOUND', 'The modified file is not ready yet.');
        if (expired(row) || !rev.storage_key) throw filesExpired();
        return sendStored(app, reply, { key: rev.storage_key, name: rev.name, size: rev.size });
      },
    });

    app.get(`/${kind.one}/:id/download-ini`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The order as an INI file for a tuning tool or the desktop app',
        params: IdParam,
        response: {
          200: Type.String({ description: 'INI text' }),
          401: errors[401],
          403: errors[403],
          404: errors[404],
        },
      },
      handler: async (req, reply) => {
        const row = await orderFor(app, req.user, req.params.id, kind.agent);
        const [order] = await present(app, req.user, [row], languageOf(req));
        return reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', attachment(`order-${row.id}.ini`))
          .send(orderIni(order));
      },
    });
  };
}
