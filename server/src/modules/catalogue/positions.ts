import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';

/**
 * Hand-sorted lists (services, options, price items, why-choose-us texts). Positions count from 1 within a
 * scope (options are sorted within their service); a move rewrites the scope as 1..n in one transaction,
 * which also closes gaps left by deletions.
 */

type Scope = { column: string; value: number | null } | undefined;

function inScope(q: Knex.QueryBuilder, scope: Scope): Knex.QueryBuilder {
  if (!scope) return q;
  return scope.value === null ? q.whereNull(scope.column) : q.where(scope.column, scope.value);
}

/** The position after the last record of the scope, for a new record. */
export async function nextPosition(
  db: Knex | Knex.Transaction,
  table: string,
  scope?: Scope,
): Promise<number> {
  const [{ max }] = await inScope(db(table), scope).max({ max: 'position' });
  return Number(max ?? 0) + 1;
}

/**
 * Moves record `id` to `position` (clamped to the list); the others shift to make room. Answers false when
 * the record does not exist. `scopeColumn` names the column that groups records into separate lists.
 */
export async function movePosition(
  db: Knex,
  table: string,
  id: number,
  position: number,
  scopeColumn?: string,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await forUpdate(trx, trx(table).where({ id }).first());
    if (!row) return false;
    const scope = scopeColumn ? { column: scopeColumn, value: row[scopeColumn] as number | null } : undefined;
    const rows: { id: number; position: number }[] = await forUpdate(
      trx,
      inScope(trx(table).select('id', 'position'), scope).orderBy([{ column: 'position' }, { column: 'id' }]),
    );
    const ids = rows.map((r) => r.id).filter((other) => other !== id);
    const index = Math.min(Math.max(position, 1), ids.length + 1) - 1;
    ids.splice(index, 0, id);
    const current = new Map(rows.map((r) => [r.id, r.position]));
    for (const [i, rowId] of ids.entries()) {
      if (current.get(rowId) !== i + 1)
        await trx(table)
          .where({ id: rowId })
          .update({ position: i + 1 });
    }
    return true;
  });
}
