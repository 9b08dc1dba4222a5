import {
  DropdownReply,
  Paged,
  RegHistoryQuery,
  RegMonthlyClicksReply,
  RegSearchHistoryItem,
  RegSearchReply,
  RegTotalClicksReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { historyService } from './history.js';
import { regSearch } from './lookup.js';

const tags = ['Registration search'];

/** The search itself, search history, statistics and the make/model dropdowns. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canManage = app.requirePermission('miscellaneous');
  const history = historyService(app);

  app.get('/vehicle/reg_search/:regno', {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'Find a vehicle and its tuning figures by registration number (or VIN, per the site setting reg_no_mode)',
      params: Type.Object({ regno: Type.String({ minLength: 1, maxLength: 40 }) }),
      response: replies(RegSearchReply, 401, 403, 429),
    },
    handler: (req) => regSearch(app, req.user, req.params.regno),
  });

  app.get('/reg-search/history', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in user's own searches, newest first, paged",
      querystring: Type.Omit(RegHistoryQuery, ['user']),
      response: replies(Paged(RegSearchHistoryItem), 401, 403),
    },
    handler: (req) => history.mine(req.user._id, req.query),
  });

  app.get('/reg-search/history/all', {
    onRequest: canManage,
    schema: {
      tags,
      summary: "Everyone's searches with who made them, newest first, filtered by user, paged",
      querystring: RegHistoryQuery,
      response: replies(Paged(RegSearchHistoryItem), 401, 403),
    },
    handler: (req) => history.all(req.query),
  });

  app.get('/reg-search/vehicle-main/total-clicks', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'How many searches were made: all, found, not found, this month',
      response: replies(RegTotalClicksReply, 401, 403),
    },
    handler: () => history.totals(),
  });

  app.get('/reg-search/vehicle-main/monthly-clicks', {
    onRequest: canManage,
    schema: {
      tags,
      summary: 'Searches per month for the last `months` months (default 12), oldest first',
      querystring: Type.Object({ months: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })) }),
      response: replies(RegMonthlyClicksReply, 401, 403),
    },
    handler: (req) => history.monthly(req.query.months ?? 12),
  });

  app.get('/reg-search/makes/selected/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "Dropdown: every make (id 'all'), or the models of make `id`",
      params: Type.Object({ id: Type.String({ maxLength: 20 }) }),
      response: replies(DropdownReply, 401, 403),
    },
    handler: async (req) => {
      const { id } = req.params;
      if (id === 'all') {
        const rows = await app.db('reg_makes').orderBy('name_key').limit(5000).select('id', 'name');
        return { items: rows.map((r) => ({ _id: r.id, name: r.name })) };
      }
      if (!/^\d+$/.test(id)) throw badRequest('Choose a make first.');
      const rows = await app
        .db('reg_models')
        .where({ make_id: Number(id) })
        .orderBy('name_key')
        .limit(5000)
        .select('id', 'name');
      return { items: rows.map((r) => ({ _id: r.id, name: r.name })) };
    },
  });

  app.get('/access/reg-search/makes/selected', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Dropdown: the makes that registration records exist for',
      response: replies(DropdownReply, 401, 403),
    },
    handler: async () => {
      const rows = await app
        .db('reg_makes as mk')
        .whereExists((q) =>
          q.select(app.db.raw('1')).from('reg_uvc_finals as u').whereRaw('u.make_id = mk.id'),
        )
        .orderBy('mk.name_key')
        .select('mk.id', 'mk.name');
      return { items: rows.map((r) => ({ _id: r.id, name: r.name })) };
    },
  });
};
