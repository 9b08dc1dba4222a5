import {
  ApiAccessGrant,
  ApiAccessKeysReply,
  ApiAccessList,
  ApiAccessListQuery,
  ApiAccessOwnerUpdate,
  ApiAccessPatch,
  ApiAccessReply,
  ApiAccessRequest,
  ApiAccessUserReply,
  ApiKeyRegenerate,
  ApiQuote,
  ApiQuoteList,
  ApiQuotesQuery,
  ApiQuoteStatusUpdate,
  IdParam,
  Message,
  ROLE,
  VehicleStatisticsAccessReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { accessCache } from './key-cache.js';
import { publicApiRoutes } from './public-routes.js';
import { quotesService } from './quotes.js';
import { apiAccessService } from './service.js';
import { usageCounter } from './usage.js';
import { vehicleLookup } from './vehicles.js';

const tags = ['API access'];

/** Spec 7 "API access": staff grant and manage dealers' API access; customers ask for, configure and use it. */
export const apiAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const usage = usageCounter(app.db, app.log);
  app.addHook('onClose', () => usage.stop());
  const keys = await accessCache(app);
  const service = apiAccessService(app, usage, keys);
  const quotes = quotesService(app, vehicleLookup(app.db));
  const manage = app.requirePermission('api_manager');
  const customer = async (req: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(req, reply);
    if (req.user.role_id !== ROLE.CUSTOMER) throw forbidden('API access is only for customer accounts.');
  };

  await app.register(publicApiRoutes, { prefix: '/public/v1', usage, keys });

  app.get('/access_api', {
    onRequest: manage,
    schema: {
      tags,
      summary: 'Every API access with its owner and the last 30 days of usage (keywords, page=1, size=20)',
      querystring: ApiAccessListQuery,
      response: replies(ApiAccessList, 401, 403),
    },
    handler: (req) => service.list(req.query),
  });

  app.post('/access_api', {
    onRequest: manage,
    schema: {
      tags,
      summary: 'Grant a customer API access; the answer shows both keys in full, once',
      body: ApiAccessGrant,
      response: replies(ApiAccessKeysReply, 401, 403, 404, 409),
    },
    handler: async (req) => ({ status: 'success' as const, access: await service.grant(req.user, req.body) }),
  });

  app.put('/access_api/:id', {
    onRequest: manage,
    schema: {
      tags,
      summary: 'Change dates, rate, websites, purpose, or switch an API access on or off (at once)',
      params: IdParam,
      body: ApiAccessPatch,
      response: replies(ApiAccessReply, 401, 403, 404, 409),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.patch(req.user, req.params.id, req.body),
    }),
  });

  app.delete('/access_api/:id', {
    onRequest: manage,
    schema: {
      tags,
      summary: 'Revoke an API access: both keys stop working at once',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await service.revoke(req.user, req.params.id);
      return { status: 'success' as const, message: 'The API access has been revoked.' };
    },
  });

  app.get('/access_api_user', {
    onRequest: customer,
    schema: {
      tags,
      summary: "The signed-in customer's API access (null when none), usage of the last 30 days and price",
      response: replies(ApiAccessUserReply, 401, 403),
    },
    handler: (req) => service.mine(req.user),
  });

  app.post('/access_api_create', {
    onRequest: customer,
    schema: {
      tags,
      summary: 'Ask for API access; paid in credits at once when the site prices it, else staff approve it',
      body: ApiAccessRequest,
      response: replies(ApiAccessKeysReply, 401, 402, 403, 409),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.request(req.user, req.body),
    }),
  });

  app.post('/access_api_user/:id/renew', {
    onRequest: customer,
    schema: {
      tags,
      summary:
        'Renew an expired access with the same keys: paid in credits at once when the site prices it, else staff approve it',
      params: IdParam,
      response: replies(ApiAccessReply, 401, 402, 403, 404, 409),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.renew(req.user, req.params.id),
    }),
  });

  app.put('/access_api_user/:id', {
    onRequest: customer,
    schema: {
      tags,
      summary: 'Replace the publishable key, the secret key or both; the old ones stop working at once',
      params: IdParam,
      body: ApiKeyRegenerate,
      response: replies(ApiAccessKeysReply, 401, 403, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.regenerate(req.user, req.params.id, req.body),
    }),
  });

  app.put('/api-access-update-by-user/:id', {
    onRequest: customer,
    schema: {
      tags,
      summary: "The owner's allowed websites, widget colours, font, base URL, stage prices and captcha",
      params: IdParam,
      body: ApiAccessOwnerUpdate,
      response: replies(ApiAccessReply, 401, 403, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.updateByOwner(req.user, req.params.id, req.body),
    }),
  });

  app.get('/has-access-to-vehicle-statistics-api', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Whether the signed-in customer has active API access for vehicle statistics',
      response: replies(VehicleStatisticsAccessReply, 401),
    },
    handler: async (req) => ({
      status: 'success' as const,
      access: await service.hasVehicleStatistics(req.user),
    }),
  });

  app.get('/quotes-through-api', {
    onRequest: customer,
    schema: {
      tags,
      summary: "Quote requests sent from the customer's widget, newest first (keywords, page=1, size=20)",
      querystring: ApiQuotesQuery,
      response: replies(ApiQuoteList, 401, 403),
    },
    handler: (req) => quotes.list(req.user._id, req.query),
  });

  app.put('/quotes-through-api/:id', {
    onRequest: customer,
    schema: {
      tags,
      summary: 'Mark a quote request answered (or new again)',
      params: IdParam,
      body: ApiQuoteStatusUpdate,
      response: replies(ApiQuote, 401, 403, 404),
    },
    handler: (req) => quotes.setStatus(req.user, req.params.id, req.body.status),
  });
};
