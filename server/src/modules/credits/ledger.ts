/**
 * The credits ledger. Every movement of a customer's credits is one row in `credit_ledger` (append-only),
 * written in the caller's transaction together with the per-user summary row in `credit_balances`.
 * Amounts are integers in hundredths of a credit (1000 = 10 credits).
 *
 *   getBalance(db, userId)                         -> { balance, held, available }   (available = balance - held)
 *   credit(trx, { userId, amount, kind?, refType?, refId?, reason?, actorId? })   adds credits
 *        kind: 'purchase' (default) | 'refund' | 'adjustment'
 *   debit(trx,  { userId, amount, kind?, refType?, refId?, reason?, actorId? })   removes credits
 *        kind: 'adjustment' (default) | 'expiry'; 402 INSUFFICIENT_CREDITS when available < amount
 *        (worded for the customer unless `short` gives the refusal, as staff corrections do)
 *   hold(trx,   { userId, amount, refType, refId, reason?, actorId? })   reserves credits for a ref
 *        402 INSUFFICIENT_CREDITS when available < amount; 409 when that ref already has an open hold
 *   capture(trx, { userId, refType, refId, amount?, actorId? })   turns the open hold into a spend; with a
 *        smaller `amount` only that much is spent and the rest released
 *   release(trx, { userId, refType, refId, actorId? })   frees the open hold
 *   spend(trx,  { userId, amount, refType, refId, ... })   hold + capture at once (pay immediately)
 *   openHold(trx, userId, refType, refId)   -> amount still held for the ref (0 when none)
 *   withTransaction(db, fn)   runs fn in a transaction, retrying when MariaDB reports a deadlock
 *
 * capture and release are idempotent per ref: once the hold is captured or released a second call changes
 * nothing and answers { changed: false }; a ref that never had a hold is refused (409 CONFLICT).
 *
 * What `amount` means per kind (each row also records balance_after and held_after):
 *   purchase, refund, adjustment, expiry: the signed change of `balance`
 *   hold: +X added to `held` (balance unchanged); release: -X taken off `held` (balance unchanged)
 *   capture: -X, taken off `balance` and off `held` together
 * So: balance = SUM(amount) of every kind except hold/release, and
 *     held    = SUM(amount) of hold, release and capture rows.
 *
 * Concurrency: every function first locks the user's `credit_balances` row (an upsert, which takes an
 * exclusive row lock on MariaDB and creates the row when missing, then SELECT ... FOR UPDATE). Concurrent
 * requests for one user therefore queue on that row and can never spend the same credits twice. SQLite
 * runs one transaction at a time on its single connection.
 */
import { formatCredits } from '@portal/domain';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { conflict, type HttpError, httpError } from '../../lib/errors.js';

export type LedgerKind = 'purchase' | 'hold' | 'capture' | 'release' | 'refund' | 'adjustment' | 'expiry';
export const LEDGER_KINDS: readonly LedgerKind[] = [
  'purchase',
  'hold',
  'capture',
  'release',
  'refund',
  'adjustment',
  'expiry',
];

export type Db = Knex | Knex.Transaction;

export interface Balance {
  balance: number;
  held: number;
  available: number;
}

export interface Movement {
  userId: number;
  amount: number;
  refType?: string | null;
  refId?: string | number | null;
  reason?: string;
  actorId?: number | null;
}

export interface LedgerResult extends Balance {
  /** False when nothing was written (a repeated capture/release). */
  changed: boolean;
  entryId: number | null;
  /** Amount moved by this call (positive), 0 when unchanged. */
  amount: number;
}

/** Refusal told to customers who pay or reserve more credits than they have. */
export const insufficientCredits = () =>
  httpError(402, 'INSUFFICIENT_CREDITS', 'You do not have enough credits. Please buy credits first.');

/** The same refusal for staff taking off more of a customer's credits than are available (same code). */
export const customerCreditsShort = (available: number) =>
  httpError(
    402,
    'INSUFFICIENT_CREDITS',
    `The customer has only ${formatCredits(Math.max(available, 0))} credits available.`,
  );

const num = (v: unknown) => Number(v ?? 0);

function checkAmount(amount: number): void {
  // A programming error rather than user input: routes validate amounts before they get here.
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw httpError(400, 'VALIDATION', 'The amount must be a whole number greater than zero.');
  }
}

/** Number of ledger entries of a user (kept on the summary row). */
export async function countEntries(db: Db, userId: number): Promise<number> {
  const row = await db('credit_balances').where({ user_id: userId }).first('entries');
  return Number(row?.entries ?? 0);
}

/** O(1): reads the summary row. A user who never had credits has a zero balance. */
export async function getBalance(db: Db, userId: number): Promise<Balance> {
  const row = await db('credit_balances').where({ user_id: userId }).first('balance', 'held');
  const balance = num(row?.balance);
  const held = num(row?.held);
  return { balance, held, available: balance - held };
}

/** Locks (and if needed creates) the user's summary row for the rest of the transaction. */
async function lockBalance(
  trx: Knex.Transaction,
  userId: number,
): Promise<{ balance: number; held: number }> {
  // INSERT ... ON DUPLICATE KEY UPDATE takes an exclusive lock straight away, so two first-time writers
  // cannot both take a shared lock and then deadlock upgrading it.
  await trx('credit_balances')
    .insert({ user_id: userId, balance: 0, held: 0, updated_at: new Date() })
    .onConflict('user_id')
    .merge(['user_id']);
  const row = await forUpdate(
    trx,
    trx('credit_balances').where({ user_id: userId }).first('balance', 'held'),
  );
  return { balance: num(row?.balance), held: num(row?.held) };
}

async function write(
  trx: Knex.Transaction,
  kind: LedgerKind,
  m: Omit<Movement, 'amount'>,
  signed: number,
  next: { balance: number; held: number },
): Promise<LedgerResult> {
  if (next.balance < 0 || next.held < 0 || next.held > next.balance) throw insufficientCredits();
  const [id] = await trx('credit_ledger').insert({
    user_id: m.userId,
    kind,
    amount: signed,
    ref_type: m.refType ?? null,
    ref_id: m.refId === undefined || m.refId === null ? null : String(m.refId),
    reason: (m.reason ?? '').slice(0, 255),
    actor_id: m.actorId ?? null,
    balance_after: next.balance,
    held_after: next.held,
    created_at: new Date(),
  });
  await trx('credit_balances')
    .where({ user_id: m.userId })
    .update({
      balance: next.balance,
      held: next.held,
      entries: trx.raw('entries + 1'),
      updated_at: new Date(),
    });
  return {
    changed: true,
    entryId: Number(id),
    amount: Math.abs(signed),
    balance: next.balance,
    held: next.held,
    available: next.balance - next.held,
  };
}

export async function credit(
  trx: Knex.Transaction,
  m: Movement & { kind?: 'purchase' | 'refund' | 'adjustment' },
): Promise<LedgerResult> {
  checkAmount(m.amount);
  const cur = await lockBalance(trx, m.userId);
  return write(trx, m.kind ?? 'purchase', m, m.amount, { balance: cur.balance + m.amount, held: cur.held });
}

export async function debit(
  trx: Knex.Transaction,
  m: Movement & {
    kind?: 'adjustment' | 'expiry';
    /** The refusal when the available credits do not cover the amount (default: insufficientCredits). */
    short?: (available: number) => HttpError;
  },
): Promise<LedgerResult> {
  checkAmount(m.amount);
  const cur = await lockBalance(trx, m.userId);
  const available = cur.balance - cur.held;
  if (available < m.amount) throw m.short ? m.short(available) : insufficientCredits();
  return write(trx, m.kind ?? 'adjustment', m, -m.amount, {
    balance: cur.balance - m.amount,
    held: cur.held,
  });
}

interface Ref {
  userId: number;
  refType: string;
  refId: string | number;
}

/**
 * State of the holds for one ref: the amount still open and whether a hold ever existed. A locking read:
 * on MariaDB it sees the newest committed rows even if the caller's snapshot is older.
 */
async function holdState(trx: Knex.Transaction, r: Ref): Promise<{ open: number; seen: boolean }> {
  const q = trx('credit_ledger')
    .where({ user_id: r.userId, ref_type: r.refType, ref_id: String(r.refId) })
    .whereIn('kind', ['hold', 'capture', 'release'])
    .select('kind', 'amount');
  const rows = (await forUpdate(trx, q)) as { kind: string; amount: unknown }[];
  let open = 0;
  for (const row of rows) open += num(row.amount);
  return { open, seen: rows.some((row) => row.kind === 'hold') };
}

export async function openHold(
  trx: Knex.Transaction,
  userId: number,
  refType: string,
  refId: string | number,
) {
  return (await holdState(trx, { userId, refType, refId })).open;
}

export async function hold(
  trx: Knex.Transaction,
  m: Ref & { amount: number; reason?: string; actorId?: number | null },
): Promise<LedgerResult> {
  checkAmount(m.amount);
  const cur = await lockBalance(trx, m.userId);
  if ((await holdState(trx, m)).open > 0) throw conflict('Credits are already reserved for this item.');
  if (cur.balance - cur.held < m.amount) throw insufficientCredits();
  return write(trx, 'hold', m, m.amount, { balance: cur.balance, held: cur.held + m.amount });
}

function unchanged(cur: { balance: number; held: number }): LedgerResult {
  return { changed: false, entryId: null, amount: 0, ...cur, available: cur.balance - cur.held };
}

const noHold = () => conflict('No credits are reserved for this item.');

export async function capture(
  trx: Knex.Transaction,
  m: Ref & { amount?: number; reason?: string; actorId?: number | null },
): Promise<LedgerResult> {
  const cur = await lockBalance(trx, m.userId);
  const state = await holdState(trx, m);
  if (!state.seen) throw noHold();
  if (state.open <= 0) return unchanged(cur);
  const spend = m.amount ?? state.open;
  if (m.amount !== undefined) {
    checkAmount(m.amount);
    if (m.amount > state.open) throw conflict('Cannot spend more credits than were reserved.');
  }
  const result = await write(trx, 'capture', m, -spend, {
    balance: cur.balance - spend,
    held: cur.held - spend,
  });
  const rest = state.open - spend;
  if (rest === 0) return result;
  // The order cost less than reserved: give the difference back in the same transaction.
  const freed = await write(trx, 'release', m, -rest, { balance: result.balance, held: result.held - rest });
  return { ...freed, amount: spend, entryId: result.entryId };
}

export async function release(
  trx: Knex.Transaction,
  m: Ref & { reason?: string; actorId?: number | null },
): Promise<LedgerResult> {
  const cur = await lockBalance(trx, m.userId);
  const state = await holdState(trx, m);
  if (!state.seen) throw noHold();
  if (state.open <= 0) return unchanged(cur);
  return write(trx, 'release', m, -state.open, { balance: cur.balance, held: cur.held - state.open });
}

/** Pays straight away: a hold and its capture in one go, so the ref's history reads the same either way. */
export async function spend(
  trx: Knex.Transaction,
  m: Ref & { amount: number; reason?: string; actorId?: number | null },
): Promise<LedgerResult> {
  await hold(trx, m);
  return capture(trx, m);
}

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** A transaction that is retried (up to 3 times) when MariaDB picks it as a deadlock victim. */
export async function withTransaction<T>(db: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (!RETRYABLE.has(code) || attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
    }
  }
}
