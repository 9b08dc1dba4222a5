import { AgentBalanceHistory, DashboardStatistics, hasPermission, IdParam } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { statisticsService } from './service.js';

const tags = ['Statistics'];

export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stats = statisticsService(app);

  app.get('/statistics/dashboard', {
    onRequest: app.requirePermission('orders'),
    schema: {
      tags,
      summary:
        "Orders per day by status, the average turnaround and, for staff who may see dealers' invoices, credits sold per month",
      response: replies(DashboardStatistics, 401, 403),
    },
    handler: (req) => stats.dashboard(hasPermission(req.user, 'dealers_manager.dealers_invoices')),
  });

  app.get('/statistics/agent-balance/:id', {
    onRequest: app.requirePermission('dealers_manager.dealers_balance'),
    schema: {
      tags,
      summary: "A user's money and credit balances after each change, for a chart over time",
      params: IdParam,
      response: replies(AgentBalanceHistory, 401, 403, 404),
    },
    handler: (req) => stats.agentBalance(req.params.id),
  });
};
