import { IdParam, OrderRatingsReply, RatingCreate, RatingSummary } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { ratingsService } from './service.js';

const tags = ['Ratings'];

export const ratingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ratings = ratingsService(app);

  app.get('/order/:id/ratings', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The order's ratings, newest file first, and which file the customer may still rate",
      params: IdParam,
      response: replies(OrderRatingsReply, 401, 403, 404),
    },
    handler: (req) => ratings.list(req.user, req.params.id),
  });

  app.post('/order/:id/rating', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Rate the newest delivered file of an own order (1-5 stars and a comment), once per file',
      params: IdParam,
      body: RatingCreate,
      response: replies(OrderRatingsReply, 401, 403, 404, 409),
    },
    handler: (req) => ratings.rate(req.user, req.params.id, req.body),
  });

  app.get('/ratings/summary', {
    onRequest: app.requirePermission('orders'),
    schema: {
      tags,
      summary: 'Average rating overall, per staff member who delivered and per service',
      response: replies(RatingSummary, 401, 403),
    },
    handler: () => ratings.summary(),
  });
};
