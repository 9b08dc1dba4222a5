import { CountReply, IdParam, Message, OrderList, OrderListQuery, OrderReply } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { orderFor, present } from './access.js';
import { actionRoutes } from './action-routes.js';
import { eventRoutes } from './event-routes.js';
import { fileRoutes } from './file-routes.js';
import { AGENT_ORDERS, gateKind, ORDERS, type OrderKind } from './kind.js';
import { countOrders, listOrders, type OrderFilter } from './list.js';
import { messageRoutes } from './message-routes.js';
import { storageKeysOf } from './repo.js';
import { revisionWithdrawRoutes } from './revision-withdraw.js';
import { ordersService } from './service.js';
import { uploadRoutes } from './upload-routes.js';

interface Named {
  path: string;
  filter: OrderFilter;
  ownOnly?: boolean;
  summary: string;
}

const LISTS: Record<'orders' | 'agent', Named[]> = {
  orders: [
    {
      path: '/order',
      filter: 'all',
      summary: 'Orders (staff: everyone, with keywords and status; customers: their own)',
    },
    { path: '/user_orders', filter: 'all', ownOnly: true, summary: "The signed-in customer's own orders" },
    {
      path: '/pending_orders',
      filter: 'active',
      summary: 'Orders not finished yet (unpaid, pending, in progress, on hold ...)',
    },
    { path: '/complete_orders', filter: 'history', summary: 'Order history: completed and cancelled orders' },
    {
      path: '/automation_orders',
      filter: 'automated',
      summary: 'Orders delivered at once from the solution library',
    },
  ],
  agent: [
    { path: '/agent_order', filter: 'all', summary: 'Agent orders (staff: everyone; agents: their own)' },
    { path: '/agent_pending_orders', filter: 'active', summary: 'Agent orders not finished yet' },
    {
      path: '/agent_complete_orders',
      filter: 'history',
      summary: 'Agent order history: completed and cancelled',
    },
    {
      path: '/agent_automation_orders',
      filter: 'automated',
      summary: 'Agent orders delivered from the solution library',
    },
  ],
};

const COUNTS: Record<'orders' | 'agent', Named[]> = {
  orders: [
    {
      path: '/warning_orders_count',
      filter: 'warning',
      summary: 'How many orders run past their time frame',
    },
    { path: '/cancelled_orders_count', filter: 'cancelled', summary: 'How many orders were cancelled' },
    { path: '/pending_orders_count', filter: 'active', summary: 'How many orders are not finished yet' },
    {
      path: '/user_pending_orders_count',
      filter: 'active',
      ownOnly: true,
      summary: "The customer's unfinished orders",
    },
    { path: '/complete_orders_count', filter: 'completed', summary: 'How many orders are completed' },
  ],
  agent: [
    {
      path: '/agent_pending_orders_count',
      filter: 'active',
      summary: 'How many agent orders are not finished yet',
    },
    {
      path: '/agent_complete_orders_count',
      filter: 'completed',
      summary: 'How many agent orders are completed',
    },
    { path: '/agent_warning_orders_count', filter: 'warning', summary: 'How many agent orders run late' },
    { path: '/agent_on_hold_orders_count', filter: 'on_hold', summary: 'How many agent orders are on hold' },
    {
      path: '/agent_progress_orders_count',
      filter: 'in_progress',
      summary: 'How many agent orders are in progress',
    },
  ],
};

/** Lists, counts, one order and deleting it, for one kind of order. */
function readRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { tags } = kind;
    const set = kind.agent ? 'agent' : 'orders';
    for (const l of LISTS[set]) {
      app.get(l.path, {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: l.summary,
          querystring: OrderListQuery,
          response: replies(OrderList, 401, 403),
        },
        handler: (req) =>
          listOrders(app, req.user, {
            isAgent: kind.agent,
            filter: l.filter,
            ownOnly: l.ownOnly,
            query: req.query,
            language: languageOf(req),
          }),
      });
    }
    for (const c of COUNTS[set]) {
      app.get(c.path, {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `${c.summary} (staff: all; customers: their own)`,
          response: replies(CountReply, 401, 403),
        },
        handler: async (req) => ({
          count: await countOrders(app, req.user, {
            isAgent: kind.agent,
            filter: c.filter,
            ownOnly: c.ownOnly,
          }),
        }),
      });
    }

    app.get(`/${kind.one}/:id`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One order with its files and deliveries',
        params: IdParam,
        response: replies(OrderReply, 401, 403, 404),
      },
      handler: async (req) => {
        const row = await orderFor(app, req.user, req.params.id, kind.agent);
        return { order: (await present(app, req.user, [row], languageOf(req)))[0] };
      },
    });

    app.delete(`/${kind.one}/:id`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a completed or cancelled order and its files (staff)',
        params: IdParam,
        response: replies(Message, 401, 403, 404, 409),
      },
      handler: async (req) => {
        await ordersService(app).remove(req.user, req.params.id, kind.agent);
        return { status: 'success' as const, message: 'The order and its files have been deleted.' };
      },
    });
  };
}

/** Every order route: customer orders, agent orders (admin sites only) and the public file upload. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  // Deleting a customer deletes their orders and uploads (foreign keys cascade); their files go too.
  app.beforeUserDelete.push(async (trx, userId) => {
    const ids = (await trx('orders').where({ user_id: userId }).pluck('id')) as number[];
    const uploads = (await trx('file_uploads')
      .where({ user_id: userId })
      .whereNotNull('storage_key')
      .pluck('storage_key')) as string[];
    return [...(await storageKeysOf(trx, ids)), ...uploads];
  });
  for (const kind of [ORDERS, AGENT_ORDERS]) {
    await app.register(async (scoped) => {
      gateKind(scoped, kind);
      await scoped.register(readRoutes(kind));
      await scoped.register(actionRoutes(kind));
      await scoped.register(fileRoutes(kind));
      await scoped.register(messageRoutes(kind));
      await scoped.register(eventRoutes(kind));
      await scoped.register(revisionWithdrawRoutes(kind));
    });
  }
  await app.register(uploadRoutes);
}
