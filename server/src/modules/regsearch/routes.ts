import {
  IdParam,
  ImportQuery,
  ImportReport,
  Message,
  Paged,
  REG_SEARCH_RESOURCES,
  RegListQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { CsvUpload, multipartUpload, replies } from '../../lib/schema.js';
import { storeCsvUpload } from '../vehicles/csv.js';
import { runImport } from '../vehicles/import-engine.js';
import { dimensionService } from './dimension-service.js';
import { DIMENSIONS } from './dimensions.js';
import { recordRoutes } from './records-routes.js';
import { importSpecFor } from './reg-import.js';
import { searchRoutes } from './search-routes.js';

const tags = ['Registration search'];

/** Registration search: the admin data behind it, its CSV imports, the search itself and its statistics. */
export const regSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canManage = app.requirePermission('miscellaneous');

  for (const dim of DIMENSIONS) {
    const service = dimensionService(app, dim);
    const base = `/reg-search/${dim.path}`;

    app.get(base, {
      onRequest: canManage,
      schema: {
        tags,
        summary: `Registration-search ${dim.plural}, searchable and paged`,
        querystring: RegListQuery,
        response: replies(Paged(dim.item), 401, 403),
      },
      handler: (req) => service.list(req.query),
    });
    app.post(base, {
      onRequest: canManage,
      schema: {
        tags,
        summary: `Add a registration-search ${dim.label}`,
        body: dim.body,
        response: replies(dim.item, 401, 403, 404, 409),
      },
      handler: (req) => service.create(req.body as Record<string, unknown>, req.user._id),
    });
    app.put(`${base}/:id`, {
      onRequest: canManage,
      schema: {
        tags,
        summary: `Edit a registration-search ${dim.label}`,
        params: IdParam,
        body: dim.body,
        response: replies(dim.item, 401, 403, 404, 409),
      },
      handler: (req) => service.update(req.params.id, req.body as Record<string, unknown>, req.user._id),
    });
    app.delete(`${base}/:id`, {
      onRequest: canManage,
      schema: {
        tags,
        summary: `Delete a registration-search ${dim.label} that no record uses`,
        params: IdParam,
        response: replies(Message, 401, 403, 404, 409),
      },
      handler: async (req) => {
        await service.remove(req.params.id, req.user._id);
        return { status: 'success' as const, message: `The ${dim.label} has been deleted.` };
      },
    });
  }

  for (const resource of REG_SEARCH_RESOURCES) {
    const spec = importSpecFor(resource);
    app.post(`/reg-search/${resource}/import`, {
      onRequest: canManage,
      schema: {
        tags,
        summary: `Import ${spec.what} from CSV (multipart \`file\`; columns: ${spec.columns.join(', ')})`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        body: CsvUpload,
        response: replies(ImportReport, 401, 403, 413, 415),
      },
      validatorCompiler: multipartUpload,
      handler: async (req) => {
        const key = await storeCsvUpload(app, req);
        return runImport(app, key, importSpecFor(resource), {
          skipInvalid: req.query.skip_invalid === true,
          actorId: req.user._id,
          action: `regsearch.${resource}.import`,
          language: languageOf(req),
        });
      },
    });
  }

  await app.register(recordRoutes);
  await app.register(searchRoutes);
};
