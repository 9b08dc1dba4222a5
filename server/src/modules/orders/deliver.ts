import { transitionProblem, type OrderActor } from '@portal/domain/src/order-status.js';
import type { Knex } from 'knex';
import { localizeMessage } from '../../i18n/messages/index.js';
import { httpError, msg } from '../../lib/errors.js';
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
  /** Checksums of earlier saves of this file that were sent unfinished or stopped on the way (desktop app). */
  replaces?: string[];
  /** When the upload began: one that began before a delivery replaced its file is refused. */
  startedAt?: Date;
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
  // The purge has run: a file delivered now could not be downloaded, nor would it ever be deleted.
  if (order.files_expired_at !== null && order.files_expired_at !== undefined)
    throw httpError(
      409,
      'FILES_EXPIRED',
      msg(
        'The files of this order were deleted after the retention period, so no new file can be delivered to it. Please ask the customer to send the file again in a new order.',
      ),
    );
  // An earlier save whose upload was on its way when its final file was delivered: never the order's file.
  // The same bytes sent later are a new delivery (a tuner going back to that save).
  if (
    d.startedAt &&
    (await trx('order_replaced_files')
      .where({ order_id: order.id, sha256: d.sha256 })
      .where('replaced_at', '>=', dbTime(trx, d.startedAt))
      .first())
  )
    throw httpError(
      409,
      'SUPERSEDED',
      msg('A newer save of this file has been delivered already, so this one was not kept.'),
    );
  const last = await trx('order_revisions')
    .where({ order_id: order.id })
    .max<{ n: number | null }[]>({ n: 'revision' });
  const revision = Number(last[0]?.n ?? 0) + 1;
  const replaced = await replacedRevisions(trx, order, d);
  const note = d.note || (replaced.length ? await replacesNote(trx, order, replaced) : null);
  await trx('order_revisions').insert({
    order_id: order.id,
    revision,
    storage_key: d.key,
    name: d.name,
    size: d.size,
    sha256: d.sha256,
    note,
    automated: d.automated ?? false,
    solution_id: d.solutionId ?? null,
    uploaded_by: d.actorId,
    created_at: dbTime(trx, new Date()),
  });
  if (d.replaces?.length) {
    // Withdrawn in the same transaction: customers never see the unfinished file beside the final one.
    if (replaced.length)
      await trx('order_revisions')
        .where({ order_id: order.id })
        .whereIn('revision', replaced)
        .update({ withdrawn_at: dbTime(trx, new Date()), withdrawn_by: d.actorId });
    const replacedAt = dbTime(trx, new Date());
    await trx('order_replaced_files')
      .insert(
        d.replaces.map((sha256) => ({
          order_id: order.id,
          sha256,
          by_revision: revision,
          replaced_at: replacedAt,
        })),
      )
      .onConflict(['order_id', 'sha256'])
      .merge(['by_revision', 'replaced_at']);
  }
  const now = dbTime(trx, new Date());
  const first = order.status !== 'completed';
  if (first) await billing.settle(trx, order, d.actorId);
  await trx('orders')
    .where({ id: order.id })
    .update({
      status: 'completed',
      current_status: note ?? '',
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

/**
 * Live revisions of the order holding one of the files this delivery replaces, delivered after the last
 * revision of any other file: an older revision with the same bytes was a finished delivery of its own.
 */
async function replacedRevisions(trx: Knex.Transaction, order: OrderRow, d: Delivery): Promise<number[]> {
  if (!d.replaces?.length) return [];
  const replaced = new Set(d.replaces);
  const rows: { revision: number; sha256: string; withdrawn_at: unknown }[] = await trx('order_revisions')
    .where({ order_id: order.id })
    .select('revision', 'sha256', 'withdrawn_at')
    .orderBy('revision');
  const lastOther = Math.max(
    0,
    ...rows.filter((r) => !replaced.has(r.sha256)).map((r) => Number(r.revision)),
  );
  return rows
    .filter((r) => replaced.has(r.sha256) && !r.withdrawn_at && Number(r.revision) > lastOther)
    .map((r) => Number(r.revision));
}

/** Tells the customer, in their language, why a file follows the one before. */
async function replacesNote(trx: Knex.Transaction, order: OrderRow, revisions: number[]): Promise<string> {
  const owner: { language?: string } | undefined = await trx('users')
    .where({ id: order.user_id })
    .first('language');
  return localizeMessage(
    msg(`Replaces revision ${revisions.join(', ')}, which was sent while the file was still being saved.`),
    owner?.language ?? 'en',
  );
}
