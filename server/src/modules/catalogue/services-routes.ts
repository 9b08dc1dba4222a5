import {
  CatalogueStatus,
  IdParam,
  Message,
  OptionInput,
  OptionUpdate,
  Paged,
  PositionBody,
  Service,
  ServiceCatalogue,
  ServiceInput,
  ServiceOption,
  ServiceUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { servicesService } from './services.js';

const tags = ['Services and options'];
const ok = (message: string) => ({ status: 'success' as const, message });

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(CatalogueStatus),
});
const OptionListQuery = Type.Composite([
  ListQuery,
  Type.Object({ service_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
]);

export const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = servicesService(app);
  const canEdit = app.requirePermission('tuning_services');

  app.post('/service', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a tuning service with its three credit prices',
      body: ServiceInput,
      response: replies(Service, 401, 403, 409),
    },
    handler: (req) => services.create(req.user, req.body),
  });

  app.put('/service/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a tuning service',
      params: IdParam,
      body: ServiceUpdate,
      response: replies(Service, 401, 403, 404, 409),
    },
    handler: (req) => services.update(req.user, req.params.id, req.body),
  });

  app.put('/service/:id/update_pos', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Move a service to a place in the list; the others shift. Answers the new order',
      params: IdParam,
      body: PositionBody,
      response: replies(Type.Object({ items: Type.Array(Service) }), 401, 403, 404),
    },
    handler: (req) => services.move(req.params.id, req.body.position),
  });

  app.get('/service', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'All services, online and offline, in list order (paged)',
      querystring: ListQuery,
      response: replies(Paged(Service), 401, 403),
    },
    handler: (req) => services.list(req.query),
  });

  app.get('/service_all', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Online services with their options, and the options that go with any service (order form)',
      response: replies(ServiceCatalogue, 401, 403),
    },
    handler: (req) => services.catalogue(languageOf(req)),
  });

  app.delete('/service/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a service and its options',
      params: IdParam,
      response: replies(Message, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await services.remove(req.user, req.params.id);
      return ok('The service has been deleted.');
    },
  });

  app.post('/option', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add an option to a service, or one that goes with any service (service_id null)',
      body: OptionInput,
      response: replies(ServiceOption, 401, 403, 409),
    },
    handler: (req) => services.createOption(req.user, req.body),
  });

  app.put('/option/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change an option',
      params: IdParam,
      body: OptionUpdate,
      response: replies(ServiceOption, 401, 403, 404, 409),
    },
    handler: (req) => services.updateOption(req.user, req.params.id, req.body),
  });

  app.put('/option/:id/update_pos', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: "Move an option within its service's list; answers that list in its new order",
      params: IdParam,
      body: PositionBody,
      response: replies(Type.Object({ items: Type.Array(ServiceOption) }), 401, 403, 404),
    },
    handler: (req) => services.moveOption(req.params.id, req.body.position),
  });

  app.get('/option', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'All options, grouped by service (paged)',
      querystring: OptionListQuery,
      response: replies(Paged(ServiceOption), 401, 403),
    },
    handler: (req) => services.listOptions(req.query),
  });

  app.get('/option_all', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Online options; with service_id, those of that service and those that go with any',
      querystring: Type.Object({ service_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
      response: replies(Type.Object({ items: Type.Array(ServiceOption) }), 401, 403),
    },
    handler: (req) => services.allOptions(req.query.service_id),
  });

  app.delete('/option/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete an option',
      params: IdParam,
      response: replies(Message, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await services.removeOption(req.user, req.params.id);
      return ok('The option has been deleted.');
    },
  });
};
