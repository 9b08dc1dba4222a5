import { AutomationSolution, IdParam, Message, Paged } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replies } from '../../lib/schema.js';
import { automationService } from './service.js';

const tags = ['Automation'];

/** The solution library behind instant deliveries; staff with the orders permission manage it. */
export const automationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const automation = automationService(app);
  const guard = app.requirePermission('orders');

  app.post('/automation/solutions', {
    onRequest: guard,
    schema: {
      tags,
      summary:
        "Add a delivered order's original and modified file, for its exact services and options, to the library",
      body: Type.Object({ order_id: Type.Integer({ minimum: 1 }) }),
      response: replies(Type.Object({ solution: AutomationSolution }), 401, 403, 404, 409),
    },
    handler: async (req) => ({ solution: await automation.add(req.user, req.body.order_id) }),
  });

  app.get('/automation/solutions', {
    onRequest: guard,
    schema: {
      tags,
      summary: 'Solutions of the library, newest first',
      querystring: Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
        revoked: Type.Optional(Type.Boolean()),
      }),
      response: replies(Paged(AutomationSolution), 401, 403),
    },
    handler: (req) => automation.list(req.query),
  });

  app.delete('/automation/solutions/:id', {
    onRequest: guard,
    schema: {
      tags,
      summary: 'Revoke a solution: later orders are no longer delivered from it',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await automation.revoke(req.params.id);
      return { status: 'success' as const, message: 'The solution has been revoked.' };
    },
  });
};
