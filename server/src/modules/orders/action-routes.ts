import {
  CompleteLaterPaymentBody,
  IdParam,
  Message,
  OrderCancelBody,
  OrderChangeStatusBody,
  OrderDeliverFields,
  OrderReply,
  OrderSubmitFields,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { orderFor, present } from './access.js';
import type { OrderKind } from './kind.js';
import { multipartValidator } from './multipart-schema.js';
import { ordersService } from './service.js';
import { submitOrder } from './submit.js';

const multipart = ['multipart/form-data'];
const CancelBody = Type.Object({ reason: Type.Optional(OrderCancelBody.properties.reason) });

/** Placing, paying, cancelling, changing and delivering orders. */
export function actionRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { tags } = kind;
    const orders = ordersService(app);
    const answer = async (req: FastifyRequest, id: number) => ({
      order: (
        await present(app, req.user, [await orderFor(app, req.user, id, kind.agent)], languageOf(req))
      )[0],
    });

    app.post(`/${kind.one}`, {
      onRequest: app.requireUser,
      // Placing an order holds credits or charges the balance: a resent form must not place it twice.
      config: { idempotent: true },
      schema: {
        tags,
        summary: kind.agent
          ? 'Send an agent order (multipart; billed from the agent balance)'
          : 'Send an order (multipart: original_file, optional extra_files as one ZIP/RAR, vehicle, services ...)',
        consumes: multipart,
        body: OrderSubmitFields,
        response: replies(OrderReply, 401, 402, 403, 413, 415),
      },
      validatorCompiler: multipartValidator,
      handler: async (req) => answer(req, await submitOrder(app, req.user, req, kind.agent)),
    });

    app.put(`/${kind.one}/:id/submit_order`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Deliver the modified file (staff, multipart `modified_file`); completes the order',
        consumes: multipart,
        params: IdParam,
        body: OrderDeliverFields,
        response: replies(OrderReply, 401, 403, 404, 409, 413),
      },
      validatorCompiler: multipartValidator,
      handler: async (req) => {
        await orders.deliver(req.user, req.params.id, kind.agent, req);
        return answer(req, req.params.id);
      },
    });

    app.put(`/${kind.one}/:id/cancel_order`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel an order with a reason; the credits held for it are returned',
        params: IdParam,
        body: CancelBody,
        response: replies(OrderReply, 401, 403, 404, 409),
      },
      handler: async (req) => {
        await orders.cancel(req.user, req.params.id, kind.agent, req.body.reason);
        return answer(req, req.params.id);
      },
    });

    app.put(`/${kind.one}/:id/change_status`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change the status (staff; customers only resubmit an incomplete order)',
        params: IdParam,
        body: OrderChangeStatusBody,
        response: replies(OrderReply, 401, 403, 404, 409),
      },
      handler: async (req) => {
        await orders.changeStatus(req.user, req.params.id, kind.agent, req.body.status, req.body.reason);
        return answer(req, req.params.id);
      },
    });

    app.post(`/${kind.one}/:id/automation_retry`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Match a pending order against the solution library again',
        params: IdParam,
        response: replies(
          Type.Composite([OrderReply, Type.Object({ matched: Type.Boolean() })]),
          401,
          403,
          404,
          409,
        ),
      },
      handler: async (req) => {
        const matched = await orders.retryAutomation(req.user, req.params.id, kind.agent);
        return { ...(await answer(req, req.params.id)), matched };
      },
    });

    if (kind.agent) return;
    app.put('/order/complete-later-payment', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Pay for a pay-later order: the credits are held and the order becomes pending',
        body: CompleteLaterPaymentBody,
        response: replies(Type.Composite([Message, OrderReply]), 401, 402, 403, 404, 409),
      },
      handler: async (req) => {
        await orders.payLater(req.user, req.body.orderID);
        return {
          status: 'success' as const,
          message: 'Thank you. Your order has been paid.',
          ...(await answer(req, req.body.orderID)),
        };
      },
    });
  };
}
