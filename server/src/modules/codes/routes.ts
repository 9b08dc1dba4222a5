import {
  CodeAdminQuery,
  CodeLookupQuery,
  IdParam,
  ImportQuery,
  ImportReport,
  Message,
  Paged,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { CsvUpload, multipartUpload, replies } from '../../lib/schema.js';
import { importCodes, readCsvUpload } from './import.js';
import { CODE_KINDS, type CodeKind } from './kinds.js';
import { codesService } from './service.js';

type Fields = Record<string, string | undefined>;

/** The same calls for each code list: /pcode, /dpcode (DF to P) and /bcode (Bosch). */
function codeRoutes(kind: CodeKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const codes = codesService(app.db, kind);
    const canEdit = app.requirePermission('miscellaneous');
    const tags = [kind.tag];
    const base = `/${kind.path}`;

    app.post(base, {
      onRequest: canEdit,
      schema: {
        tags,
        summary: `Add a ${kind.label}`,
        body: kind.input,
        response: replies(kind.reply, 401, 403, 409),
      },
      handler: (req) => codes.create(req.user, req.body as Fields),
    });

    app.put(`${base}/:id`, {
      onRequest: canEdit,
      schema: {
        tags,
        summary: `Change a ${kind.label}`,
        params: IdParam,
        body: Type.Partial(kind.input, { additionalProperties: false }),
        response: replies(kind.reply, 401, 403, 404, 409),
      },
      handler: (req) => codes.update(req.user, req.params.id, req.body as Fields),
    });

    app.delete(`${base}/:id`, {
      onRequest: canEdit,
      schema: {
        tags,
        summary: `Delete a ${kind.label}`,
        params: IdParam,
        response: replies(Message, 401, 403, 404),
      },
      handler: async (req) => {
        await codes.remove(req.user, req.params.id);
        return { status: 'success' as const, message: `The ${kind.label} has been deleted.` };
      },
    });

    app.get(`${base}_admin`, {
      onRequest: canEdit,
      schema: {
        tags,
        summary: `${kind.label}s for staff: a keyword matches the start of the code or words of the text (paged)`,
        querystring: CodeAdminQuery,
        response: replies(Paged(kind.reply), 401, 403),
      },
      handler: (req) => codes.list(req.query),
    });

    app.get(`${base}_single`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `Look up a ${kind.label}: ?code= exactly (any letter case), or ?keyword= for up to 20 codes starting with it`,
        querystring: CodeLookupQuery,
        response: replies(Type.Object({ items: Type.Array(kind.reply) }), 401, 403, 404),
      },
      handler: (req) => codes.lookup(req.query, languageOf(req)),
    });

    app.post(`${base}/import`, {
      onRequest: canEdit,
      schema: {
        tags,
        summary: `Import ${kind.label}s from a CSV file (multipart field "file"; header ${[...kind.csvRequired, ...kind.csvOptional].join(', ')}). Nothing is written if a row is wrong, unless skip_invalid=true`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        body: CsvUpload,
        response: replies(ImportReport, 401, 403, 413, 415),
      },
      validatorCompiler: multipartUpload,
      handler: async (req) => {
        const text = await readCsvUpload(req);
        return importCodes(app.db, kind, req.user, text, {
          skipInvalid: req.query.skip_invalid === true,
          language: languageOf(req),
        });
      },
    });
  };
}

export const codesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of CODE_KINDS) await app.register(codeRoutes(kind));
};
