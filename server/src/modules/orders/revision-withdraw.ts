import { OrderReply, RevisionWithdrawParams } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { withTransaction } from '../credits/ledger.js';
import { assertOrdersStaff, lockOrder, orderFor, present } from './access.js';
import type { OrderKind } from './kind.js';
import { dbTime, findOrder } from './repo.js';

/**
 * Withdrawing a delivered revision: a partial file (sent while the tuning tool was still writing it) that
 * the final one replaced. Customers no longer see or download it; staff see it marked as withdrawn. The
 * delivered file is never taken away: only a revision with a newer, live one above it can go.
 */
export function revisionWithdrawRoutes(kind: OrderKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.put(`/${kind.one}/:id/revisions/:revision/withdraw`, {
      onRequest: app.requireUser,
      schema: {
        tags: kind.tags,
        summary: 'Withdraw a delivered revision replaced by a newer one (staff); customers no longer see it',
        params: RevisionWithdrawParams,
        response: replies(OrderReply, 401, 403, 404, 409),
      },
      handler: async (req) => {
        assertOrdersStaff(req.user);
        const { id, revision } = req.params;
        await orderFor(app, req.user, id, kind.agent);
        const changed = await withTransaction(app.db, async (trx) => {
          // The order's lock keeps a delivery or another withdrawal from slipping in between the checks.
          await lockOrder(trx, id);
          const rows: { revision: number; withdrawn_at: unknown }[] = await trx('order_revisions')
            .where({ order_id: id })
            .select('revision', 'withdrawn_at');
          const target = rows.find((r) => r.revision === revision);
          if (!target) throw notFound(`Revision ${revision}`);
          // Asked again (an answer lost on the way): it is withdrawn already, nothing changes.
          if (target.withdrawn_at) return false;
          if (!rows.some((r) => r.revision > revision && !r.withdrawn_at))
            throw conflict(
              `Revision ${revision} is the file the customer has now; deliver the file that replaces it first.`,
            );
          await trx('order_revisions')
            .where({ order_id: id, revision })
            .update({ withdrawn_at: dbTime(trx, new Date()), withdrawn_by: req.user._id });
          return true;
        });
        const row = await findOrder(app.db, id, kind.agent);
        if (!row) throw notFound('Order details');
        if (changed) {
          // Open order pages (the customer's and staff's) fetch the order again.
          const event = { type: 'order.updated', order_id: id, is_agent: kind.agent, status: row.status };
          app.realtime.publishToStaff(event, 'orders');
          app.realtime.publish(row.user_id, event);
        }
        return { order: (await present(app, req.user, [row], languageOf(req)))[0] };
      },
    });
  };
}
