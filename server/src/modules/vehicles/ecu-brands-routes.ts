import {
  DropdownReply,
  IdParam,
  Message,
  Paged,
  SpecialEcuBrand,
  SpecialEcuBrandBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replies } from '../../lib/schema.js';
import { ecuBrandService } from './ecu-brands-service.js';

const tags = ['Special ECU brands'];

export const ecuBrandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canWrite = app.requirePermission('tuning_services');
  const brands = ecuBrandService(app);

  app.get('/special-ecu-brands', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: 'Special ECU brands, searchable and paged',
      querystring: Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 120 })),
        page: Type.Optional(Type.Integer({ minimum: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      }),
      response: replies(Paged(SpecialEcuBrand), 401, 403),
    },
    handler: (req) => brands.list(req.query),
  });

  app.get('/special-ecu-brands/for-dropdown', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Every special ECU brand as { _id, name }, by name',
      response: replies(DropdownReply, 401, 403),
    },
    handler: async () => ({ items: await brands.dropdown() }),
  });

  app.post('/special-ecu-brands', {
    onRequest: canWrite,
    schema: {
      tags,
      summary: 'Add a special ECU brand',
      body: SpecialEcuBrandBody,
      response: replies(SpecialEcuBrand, 401, 403, 409),
    },
    handler: (req) => brands.save(null, req.body, req.user._id),
  });

  app.put('/special-ecu-brands/:id', {
    onRequest: canWrite,
    schema: {
      tags,
      summary: 'Edit a special ECU brand',
      params: IdParam,
      body: Type.Partial(SpecialEcuBrandBody, { additionalProperties: false }),
      response: replies(SpecialEcuBrand, 401, 403, 404, 409),
    },
    handler: (req) => brands.save(req.params.id, req.body, req.user._id),
  });

  app.delete('/special-ecu-brands/:id', {
    onRequest: canWrite,
    schema: {
      tags,
      summary: 'Delete a special ECU brand',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await brands.remove(req.params.id, req.user._id);
      return { status: 'success' as const, message: 'The special ECU brand has been deleted.' };
    },
  });
};
