import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { dbTime } from '../modules/orders/repo.js';

/**
 * The monthly purge of spec 1 and 9: "Order and invoice files are deleted after each month". Files of
 * finished (completed, cancelled) and never-paid orders, message attachments and uploaded files older
 * than the retention are deleted from storage; the records stay and answer `file_expired: true`. Orders
 * still being worked on keep their files whatever their age, and a finished order's age counts from its last
 * change: a file delivered today to last month's order is not deleted before the customer can fetch it.
 */

const BATCH = 200;

/** Start of the current UTC month, `months` months back: older files go. 0 keeps only this month's. */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

/** FILE_RETENTION_MONTHS: whole months kept before the current one (default 0). */
export function retentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FILE_RETENTION_MONTHS;
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 120)
    throw new Error(`FILE_RETENTION_MONTHS must be a whole number from 0 to 120, got "${raw}"`);
  return n;
}

export interface PurgeResult {
  orders: number;
  messages: number;
  uploads: number;
  files: number;
}

/**
 * Marks a batch expired and clears its storage keys in one transaction, then deletes the files: a record
 * never points at a deleted file, and a failed delete only leaves an orphan for the log.
 */
async function expire(
  app: FastifyInstance,
  mark: (trx: Knex.Transaction) => Promise<string[]>,
): Promise<number> {
  const keys = await app.db.transaction(mark);
  let deleted = 0;
  for (const key of keys) {
    try {
      await app.storage.delete(key);
      deleted += 1;
    } catch (err) {
      app.log.warn({ err, key }, 'purge: file not deleted');
    }
  }
  return deleted;
}

export async function purgeExpiredFiles(
  app: FastifyInstance,
  now = new Date(),
  months = retentionMonths(),
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(now, months);
  const result: PurgeResult = { orders: 0, messages: 0, uploads: 0, files: 0 };

  const finishedBefore = (q: Knex.QueryBuilder) =>
    q
      .whereIn('status', ['completed', 'cancelled', 'unpaid'])
      .where('created_at', '<', cutoff)
      .where('updated_at', '<', cutoff)
      .whereNull('files_expired_at');
  for (;;) {
    const found: number[] = await finishedBefore(app.db('orders')).orderBy('id').limit(BATCH).pluck('id');
    if (found.length === 0) break;
    result.files += await expire(app, async (trx) => {
      // Again under lock: a delivery or a payment that came in since keeps its order's files.
      const ids: number[] = await finishedBefore(trx('orders').whereIn('id', found)).forUpdate().pluck('id');
      result.orders += ids.length;
      if (ids.length === 0) return [];
      const orders = await trx('orders').whereIn('id', ids).select('original_key', 'extras_key');
      const revisions = await trx('order_revisions')
        .whereIn('order_id', ids)
        .whereNotNull('storage_key')
        .pluck('storage_key');
      const messages = await trx('order_messages')
        .whereIn('order_id', ids)
        .whereNotNull('file_key')
        .pluck('file_key');
      await trx('orders')
        .whereIn('id', ids)
        .update({ files_expired_at: dbTime(trx, now), original_key: null, extras_key: null });
      await trx('order_revisions').whereIn('order_id', ids).update({ storage_key: null });
      await trx('order_messages')
        .whereIn('order_id', ids)
        .whereNotNull('file_key')
        .update({ file_key: null, file_expired: true });
      return [...orders.flatMap((o) => [o.original_key, o.extras_key]), ...revisions, ...messages].filter(
        Boolean,
      );
    });
  }

  // Attachments of orders still in work are kept with their order.
  for (;;) {
    const rows: { id: number; file_key: string }[] = await app
      .db('order_messages as m')
      .join('orders as o', 'o.id', 'm.order_id')
      .whereIn('o.status', ['completed', 'cancelled', 'unpaid'])
      .where('o.updated_at', '<', cutoff)
      .whereNotNull('m.file_key')
      .where('m.created_at', '<', cutoff)
      .orderBy('m.id')
      .limit(BATCH)
      .select('m.id', 'm.file_key');
    if (rows.length === 0) break;
    result.files += await expire(app, async (trx) => {
      await trx('order_messages')
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .update({ file_key: null, file_expired: true });
      return rows.map((r) => r.file_key);
    });
    result.messages += rows.length;
  }

  for (;;) {
    const rows: { id: number; storage_key: string }[] = await app
      .db('file_uploads')
      .whereNull('expired_at')
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'storage_key');
    if (rows.length === 0) break;
    result.files += await expire(app, async (trx) => {
      await trx('file_uploads')
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .update({ storage_key: null, expired_at: dbTime(trx, now) });
      return rows.map((r) => r.storage_key).filter(Boolean);
    });
    result.uploads += rows.length;
  }
  return result;
}
