import { hasPermission, ImportQuery, ImportReport } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { CsvUpload, FileReply, multipartUpload, replies } from '../../lib/schema.js';
import { storeCsvUpload } from './csv.js';
import { ecuBrandRoutes } from './ecu-brands-routes.js';
import { runImport } from './import-engine.js';
import { locationRoutes } from './locations-routes.js';
import { exportTree } from './tree-export.js';
import { treeImportSpec } from './tree-import.js';
import { treeRoutes } from './tree-routes.js';
import { variantRoutes } from './variant-routes.js';

const tags = ['Vehicles'];

/** The vehicle database: the tree, variant details, CSV transfer, ECU/AdBlue locations, special ECU brands. */
export const vehiclesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(treeRoutes);
  await app.register(variantRoutes);
  await app.register(locationRoutes);
  await app.register(ecuBrandRoutes);

  app.get('/vehicle/export', {
    onRequest: app.requirePermission('vehicle_statistics.variants.show_variants_table'),
    schema: {
      tags,
      summary: 'The whole vehicle database as CSV, one row per variant (the columns the import reads)',
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 403: Type.Ref('ErrorBody') },
    },
    handler: async (_req, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vehicles-${stamp}.csv"`);
      return reply.send(exportTree(app.db));
    },
  });

  app.post('/vehicle/import', {
    onRequest: app.requirePermission('vehicle_statistics.variants.add'),
    schema: {
      tags,
      summary:
        'Import variants from CSV (multipart `file`). Nothing is written if a row is wrong, unless skip_invalid=true',
      consumes: ['multipart/form-data'],
      querystring: ImportQuery,
      body: CsvUpload,
      response: replies(ImportReport, 401, 403, 413, 415),
    },
    validatorCompiler: multipartUpload,
    handler: async (req) => {
      const key = await storeCsvUpload(app, req);
      const spec = treeImportSpec((permission) => hasPermission(req.user, permission));
      return runImport(app, key, spec, {
        skipInvalid: req.query.skip_invalid === true,
        actorId: req.user._id,
        action: 'vehicle.import',
        language: languageOf(req),
      });
    },
  });
};
