import { transitionProblem, type OrderActor } from '@portal/domain/src/order-status.js';
import type { Knex } from 'knex';
import { httpError } from '../../lib/errors.js';
import { billing } from './billing.js';
import { addEvent, dbTime, type OrderRow } from './repo.js';

export interface Delivery {
  key: string;
  name: string;
  size: number;
  sha256: string;
  note?: string;
  automated?: boolean;
  solutionId?: number | null;
  actorId: number | null;
}

export const invalidTransition = (message: string) => httpError(409, 'INVALID_TRANSITION', message);

/**
 * Records a delivered modified file on a locked order, in the caller's transaction: a new revision, and on
 * the first delivery the credits are spent and the order completed. A later delivery adds a revision and
 * the order stays completed. Answers the revision number.
 */
export async function deliverFile(
  trx: Knex.Transaction,
  order: OrderRow,
  d: Delivery,
  actor: OrderActor,
): Promise<number> {
  const problem = transitionProblem(order.status, 'completed', actor, 'deliver');
  if (problem) throw invalidTransition(problem);
  const last = await trx('order_revisions')
    .where({ order_id: order.id })
    .max<{ n: number | null }[]>({ n: 'revision' });
  const revision = Number(last[0]?.n ?? 0) + 1;
  await trx('order_revisions').insert({
    order_id: order.id,
    revision,
    storage_key: d.key,
    name: d.name,
    size: d.size,
    sha256: d.sha256,
    note: d.note ?? null,
    automated: d.automated ?? false,
    solution_id: d.solutionId ?? null,
    uploaded_by: d.actorId,
    created_at: dbTime(trx, new Date()),
  });
  const now = dbTime(trx, new Date());
  const first = order.status !== 'completed';
  if (first) await billing.settle(trx, order, d.actorId);
  await trx('orders')
    .where({ id: order.id })
    .update({
      status: 'completed',
      current_status: d.note ?? '',
      waiting_for_opening: false,
      ...(first ? { completed_at: now } : {}),
      ...(d.automated ? { automated: true } : {}),
      updated_at: now,
    });
  await addEvent(trx, {
    orderId: order.id,
    from: order.status,
    to: 'completed',
    actorId: d.actorId,
    // No stored text: the revision itself carries the note, and pages word the event in the reader's language.
    reason: null,
  });
  return revision;
}
