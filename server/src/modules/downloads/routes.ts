import {
  FileLink,
  FileLinkFields,
  FileLinkQuery,
  FileLinkUpdate,
  IdParam,
  Message,
  Paged,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import { languageOf } from '../../i18n/messages/index.js';
import { httpError } from '../../lib/errors.js';
import type { TSchema } from '@sinclair/typebox';
import { checkPart, FileReply, jsonOrMultipart, replies } from '../../lib/schema.js';
import { servedType, UPLOADED_FILE_CSP } from '../../lib/uploaded-files.js';
import { readFileLinkForm } from './form.js';
import { downloadsService } from './service.js';

const tags = ['Downloads'];

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 one. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Body: JSON checked by schema or multipart read by the handler; path parameters converted as usual. */
const formValidator = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
  if (httpPart === 'body') return jsonOrMultipart({ schema });
  return (data: unknown) => checkPart(schema as TSchema, data, httpPart);
};

export const downloadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const downloads = downloadsService(app);
  const canEdit = app.requirePermission('miscellaneous');

  app.get('/flink', {
    schema: {
      tags,
      summary:
        'Downloads: everything for signed-in customers; public ones for visitors when downloads_public is on (paged)',
      security: [],
      querystring: FileLinkQuery,
      response: replies(Paged(FileLink), 401),
    },
    handler: async (req) => downloads.list(req.query, await downloads.audience(req), languageOf(req)),
  });

  app.get('/flink_all', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Every download, for staff (paged)',
      querystring: FileLinkQuery,
      response: replies(Paged(FileLink), 401, 403),
    },
    handler: (req) => downloads.list(req.query, 'staff'),
  });

  app.get('/flink_categories', {
    schema: {
      tags,
      summary: 'Categories of the downloads the caller may see',
      security: [],
      response: replies(Type.Object({ items: Type.Array(Type.String()) }), 401),
    },
    handler: async (req) => downloads.categories(await downloads.audience(req)),
  });

  app.post('/flink', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a download: multipart with a `file`, or a `url` to an external download',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(FileLinkFields),
      response: replies(FileLink, 401, 403, 413),
    },
    validatorCompiler: formValidator,
    handler: async (req) => downloads.create(req.user, await readFileLinkForm(app, req)),
  });

  app.put('/flink/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a download; a new `file` or `url` replaces the old one',
      consumes: ['multipart/form-data', 'application/json'],
      params: IdParam,
      body: Type.Optional(FileLinkUpdate),
      response: replies(FileLink, 401, 403, 404, 413),
    },
    validatorCompiler: formValidator,
    handler: async (req) => downloads.update(req.user, req.params.id, await readFileLinkForm(app, req)),
  });

  app.delete('/flink/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a download and its file',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await downloads.remove(req.user, req.params.id);
      return { status: 'success' as const, message: 'The download has been deleted.' };
    },
  });

  app.get('/flink/:id/download', {
    schema: {
      tags,
      summary:
        'The file with its original name, as an attachment (external links redirect); counts the download',
      security: [],
      params: IdParam,
      response: { 200: FileReply, 302: Type.Null(), 401: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const row = await downloads.fetch(req.params.id, await downloads.audience(req));
      if (row.url) {
        await downloads.countDownload(row.id);
        return reply.redirect(row.url, 302);
      }
      let stream: Readable;
      try {
        stream = await app.storage.get(row.file_key ?? '');
      } catch {
        throw httpError(404, 'NOT_FOUND', 'The file of this download is missing. Please let us know.');
      }
      await downloads.countDownload(row.id);
      reply
        .header('content-type', servedType(row.file_type))
        .header('content-disposition', contentDisposition(row.file_name ?? 'download'))
        .header('content-security-policy', UPLOADED_FILE_CSP)
        .header('cache-control', 'private, no-cache');
      if (row.file_size !== null) reply.header('content-length', Number(row.file_size));
      return reply.send(stream);
    },
  });
};
