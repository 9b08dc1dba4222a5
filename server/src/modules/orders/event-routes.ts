import { IdParam, type OrderEvent, OrderEventList, type OrderStatus } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toIso } from '../../db/helpers.js';
import { replies } from '../../lib/schema.js';
import { displayName } from '../notifications/staff-mail.js';
import { isStaff, orderFor } from './access.js';
import type { OrderKind } from './kind.js';

interface EventRow {
  id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  reason: string | null;
  actor_id: number | null;
  actor_username: string | null;
  actor_firstname: string | null;
  actor_lastname: string | null;
  created_at: Date | string;
}

/** The order's status history, oldest first, for the order page's timeline. */
export function eventRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(`/${kind.one}/:id/events`, {
      onRequest: app.requireUser,
      schema: {
        tags: kind.tags,
        summary: 'Status history of one order: each change, when, why and by whom (staff see names)',
        params: IdParam,
        response: replies(OrderEventList, 401, 403, 404),
      },
      handler: async (req) => {
        const order = await orderFor(app, req.user, req.params.id, kind.agent);
        const staffView = isStaff(req.user);
        const rows = (await app
          .db('order_events as e')
          .leftJoin('users as u', 'u.id', 'e.actor_id')
          .where('e.order_id', order.id)
          .orderBy('e.id')
          .select(
            'e.id',
            'e.from_status',
            'e.to_status',
            'e.reason',
            'e.actor_id',
            'e.created_at',
            'u.username as actor_username',
            'u.firstname as actor_firstname',
            'u.lastname as actor_lastname',
          )) as EventRow[];
        const items = rows.map((r): OrderEvent => {
          const actor = r.actor_id === null ? 'system' : r.actor_id === order.user_id ? 'customer' : 'staff';
          return {
            _id: r.id,
            from_status: r.from_status,
            to_status: r.to_status,
            reason: r.reason,
            actor,
            // Named as staff name people everywhere: full name, else the user name.
            ...(staffView
              ? {
                  actor_name:
                    r.actor_username === null
                      ? null
                      : displayName({
                          firstname: r.actor_firstname,
                          lastname: r.actor_lastname,
                          username: r.actor_username,
                        }),
                }
              : {}),
            created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
          };
        });
        return { items };
      },
    });
  };
}
