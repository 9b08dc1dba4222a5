/**
 * Money balances of agents/dealers who are billed in money instead of credits (same idea as ledger.ts:
 * an append-only `agent_ledger` plus a locked summary row in `agent_balances`). Amounts are minor units of
 * the site currency.
 *
 *   getAgentBalance(db, userId)                  -> { balance }
 *   creditAgentBalance(trx, { userId, amount, currency, kind?, refType?, refId?, reason?, actorId? })
 *        kind: 'topup' (default, a paid agency invoice) | 'refund' | 'adjustment'
 *   chargeAgentBalance(trx, { userId, amount, currency, refType, refId, reason?, actorId? })
 *        takes money for an agent order; 402 INSUFFICIENT_BALANCE when the balance does not cover it
 *   debitAgentBalance(trx, { ... kind 'adjustment' })   an admin correction, same check and code, with the
 *        refusal worded for staff ("The customer has only ... of balance available.")
 */
import { formatMoney } from '@portal/domain';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { type HttpError, httpError } from '../../lib/errors.js';
import type { Db } from './ledger.js';

export type AgentLedgerKind = 'topup' | 'charge' | 'refund' | 'adjustment';

export interface AgentMovement {
  userId: number;
  amount: number;
  currency: string;
  refType?: string | null;
  refId?: string | number | null;
  reason?: string;
  actorId?: number | null;
}

/** Refusal told to agents whose balance does not cover what they order. */
export const insufficientBalance = () =>
  httpError(402, 'INSUFFICIENT_BALANCE', "You don't have enough balance. Please, add balance first.");

/** The same refusal for staff taking off more of a customer's balance than there is (same code). */
export const customerBalanceShort = (balance: number, currency: string) =>
  httpError(
    402,
    'INSUFFICIENT_BALANCE',
    `The customer has only ${formatMoney(Math.max(balance, 0), currency)} of balance available.`,
  );

export async function getAgentBalance(db: Db, userId: number): Promise<{ balance: number }> {
  const row = await db('agent_balances').where({ user_id: userId }).first('balance');
  return { balance: Number(row?.balance ?? 0) };
}

async function lock(trx: Knex.Transaction, userId: number): Promise<number> {
  // Same locking as the credits ledger: the upsert takes the exclusive row lock at once.
  await trx('agent_balances')
    .insert({ user_id: userId, balance: 0, updated_at: new Date() })
    .onConflict('user_id')
    .merge(['user_id']);
  const row = await forUpdate(trx, trx('agent_balances').where({ user_id: userId }).first('balance'));
  return Number(row?.balance ?? 0);
}

async function move(
  trx: Knex.Transaction,
  kind: AgentLedgerKind,
  m: AgentMovement,
  signed: number,
  short: (balance: number) => HttpError = insufficientBalance,
) {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw httpError(400, 'VALIDATION', 'The amount must be a whole number greater than zero.');
  }
  const current = await lock(trx, m.userId);
  const balance = current + signed;
  if (balance < 0) throw short(current);
  const [id] = await trx('agent_ledger').insert({
    user_id: m.userId,
    kind,
    amount: signed,
    currency: m.currency,
    ref_type: m.refType ?? null,
    ref_id: m.refId === undefined || m.refId === null ? null : String(m.refId),
    reason: (m.reason ?? '').slice(0, 255),
    actor_id: m.actorId ?? null,
    balance_after: balance,
    created_at: new Date(),
  });
  await trx('agent_balances').where({ user_id: m.userId }).update({ balance, updated_at: new Date() });
  return { entryId: Number(id), balance };
}

export const creditAgentBalance = (
  trx: Knex.Transaction,
  m: AgentMovement & { kind?: 'topup' | 'refund' | 'adjustment' },
) => move(trx, m.kind ?? 'topup', m, m.amount);

export const chargeAgentBalance = (trx: Knex.Transaction, m: AgentMovement) =>
  move(trx, 'charge', m, -m.amount);

/** Staff only: a refusal tells them how much balance the customer has (or what `short` says). */
export const debitAgentBalance = (
  trx: Knex.Transaction,
  m: AgentMovement,
  short: (balance: number) => HttpError = (balance) => customerBalanceShort(balance, m.currency),
) => move(trx, 'adjustment', m, -m.amount, short);
