import {
  IdParam,
  Message,
  Paged,
  PriceListCreate,
  PriceListItem,
  PriceListItemInput,
  PriceListItemPatch,
  PriceListPatch,
  PriceListQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { priceListBodyValidator, priceListService } from './price-list.js';

const tags = ['Price list'];
const Items = Type.Object({ items: Type.Array(PriceListItem) });

export const priceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const priceList = priceListService(app);
  const canEdit = app.requirePermission('tuning_services');

  app.get('/price-list', {
    schema: {
      tags,
      summary: 'The public price list: power gains and prices per model (paged, no sign-in)',
      security: [],
      querystring: PriceListQuery,
      response: replies(Paged(PriceListItem)),
    },
    handler: (req) => priceList.list(req.query, languageOf(req)),
  });

  app.post('/price-list', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add price list lines (under `items`, or `models`); all or nothing',
      body: PriceListCreate,
      response: replies(Items, 401, 403),
    },
    validatorCompiler: priceListBodyValidator(PriceListItemInput),
    handler: (req) => priceList.create(req.user, req.body),
  });

  app.patch('/price-list', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change price list lines by `_id`; lines without one are added. All or nothing',
      body: PriceListPatch,
      response: replies(Items, 401, 403, 404),
    },
    validatorCompiler: priceListBodyValidator(PriceListItemPatch),
    handler: (req) => priceList.patch(req.user, req.body),
  });

  app.delete('/price-list/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a price list line',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await priceList.remove(req.user, req.params.id);
      return { status: 'success' as const, message: 'The price list line has been deleted.' };
    },
  });
};
