import {
  IdParam,
  Message,
  Paged,
  PositionBody,
  PriceItem,
  PriceItemInput,
  PriceItemUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { pricesService, seesOffline } from './prices.js';

const tags = ['Price'];

export const pricesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const prices = pricesService(app);
  const canEdit = app.requirePermission('tuning_services');
  const Items = Type.Object({ items: Type.Array(PriceItem) });

  app.get('/price', {
    schema: {
      tags,
      summary: 'Price items on sale, in list order (paged); price managers also see offline ones',
      security: [],
      querystring: Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response: replies(Paged(PriceItem)),
    },
    handler: (req) => prices.list(req.query, seesOffline(req.user)),
  });

  app.get('/price_all', {
    schema: {
      tags,
      summary: 'Every price item on sale, in list order; price managers also see offline ones',
      security: [],
      response: replies(Items),
    },
    handler: (req) => prices.all(seesOffline(req.user), languageOf(req)),
  });

  app.post('/price', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a price item (credits for a price)',
      body: PriceItemInput,
      response: replies(PriceItem, 401, 403),
    },
    handler: (req) => prices.create(req.user, req.body),
  });

  app.put('/price/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a price item',
      params: IdParam,
      body: PriceItemUpdate,
      response: replies(PriceItem, 401, 403, 404),
    },
    handler: (req) => prices.update(req.user, req.params.id, req.body),
  });

  app.put('/price/:id/update_pos', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Move a price item to a place in the list; answers the new order',
      params: IdParam,
      body: PositionBody,
      response: replies(Items, 401, 403, 404),
    },
    handler: (req) => prices.move(req.params.id, req.body.position),
  });

  app.delete('/price/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a price item',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await prices.remove(req.user, req.params.id);
      return { status: 'success' as const, message: 'The price item has been deleted.' };
    },
  });
};
