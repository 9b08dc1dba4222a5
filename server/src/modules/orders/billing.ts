import type { Knex } from 'knex';
import { chargeAgentBalance, creditAgentBalance } from '../credits/agent-ledger.js';
import { capture, hold, release } from '../credits/ledger.js';
import { orderCancelledReason, orderReason } from '../credits/reasons.js';

/** What billing needs to know about an order. */
export interface Billable {
  id: number;
  user_id: number;
  payment_type: string;
  credit_count: number | string;
  total_cost: number | string;
  currency: string;
}

const REF = 'order';

/**
 * Every movement of money for an order, always inside the caller's transaction with the order change.
 * Credit orders hold the credits when paid, spend them on delivery and free them on cancel. Agent orders
 * are billed in money: the balance is charged when paid and refunded on cancel.
 */
export const billing = {
  async pay(trx: Knex.Transaction, o: Billable, actorId: number | null): Promise<void> {
    const reason = orderReason(o.id);
    if (o.payment_type === 'money') {
      if (Number(o.total_cost) > 0)
        await chargeAgentBalance(trx, {
          userId: o.user_id,
          amount: Number(o.total_cost),
          currency: o.currency,
          refType: REF,
          refId: o.id,
          reason,
          actorId,
        });
      return;
    }
    if (Number(o.credit_count) > 0)
      await hold(trx, {
        userId: o.user_id,
        amount: Number(o.credit_count),
        refType: REF,
        refId: o.id,
        reason,
        actorId,
      });
  },

  async settle(trx: Knex.Transaction, o: Billable, actorId: number | null): Promise<void> {
    if (o.payment_type === 'money' || Number(o.credit_count) <= 0) return;
    await capture(trx, { userId: o.user_id, refType: REF, refId: o.id, actorId });
  },

  async refund(trx: Knex.Transaction, o: Billable, actorId: number | null): Promise<void> {
    const reason = orderCancelledReason(o.id);
    if (o.payment_type === 'money') {
      if (Number(o.total_cost) > 0)
        await creditAgentBalance(trx, {
          userId: o.user_id,
          amount: Number(o.total_cost),
          currency: o.currency,
          kind: 'refund',
          refType: REF,
          refId: o.id,
          reason,
          actorId,
        });
      return;
    }
    if (Number(o.credit_count) > 0)
      await release(trx, { userId: o.user_id, refType: REF, refId: o.id, reason, actorId });
  },
};
