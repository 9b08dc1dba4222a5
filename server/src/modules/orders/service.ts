import { TIME_FRAME_MINUTES, type OrderStatus, type TimeFrame, type User } from '@portal/contracts';
import { addWorkingMinutes } from '@portal/domain';
import { HOLDING_STATUSES, isTerminal, transitionProblem } from '@portal/domain/src/order-status.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, httpError } from '../../lib/errors.js';
import { automationService } from '../automation/service.js';
import { withTransaction } from '../credits/ledger.js';
import { phrase } from '../notifications/phrases.js';
import { assertOrdersStaff, isStaff, lockOrder, orderFor } from './access.js';
import { billing } from './billing.js';
import { deliverFile, invalidTransition } from './deliver.js';
import { orderEvents } from './events.js';
import { addEvent, dbTime, findOrder, storageKeysOf } from './repo.js';
import { loadSchedule } from './schedule.js';
import { discard, field, readForm } from './upload.js';

/** When the time frame of an order paid at `paidAt` runs out, counted in opening hours. */
export function dueAt(
  hours: Awaited<ReturnType<typeof loadSchedule>>,
  timeFrame: string,
  paidAt: Date,
): Date | null {
  return addWorkingMinutes(
    hours.schedule,
    hours.closing,
    paidAt,
    TIME_FRAME_MINUTES[timeFrame as TimeFrame] ?? 60,
  );
}

/** Status changes, payment of pay-later orders, delivery and deletion. Each is one transaction. */
export function ordersService(app: FastifyInstance) {
  const events = orderEvents(app);
  const automation = automationService(app, events);

  async function transition(user: User, id: number, isAgent: boolean, to: OrderStatus, reason?: string) {
    await orderFor(app, user, id, isAgent);
    const actor = isStaff(user) ? 'staff' : 'customer';
    const note = reason?.trim() ?? '';
    if (to === 'cancelled' && !note)
      throw badRequest('No reason provided. Please say why the order is cancelled.');
    const { before, refunded } = await withTransaction(app.db, async (trx) => {
      const cur = await lockOrder(trx, id);
      const problem = transitionProblem(cur.status, to, actor);
      // A change staff could make but the customer may not is a matter of role, not of state.
      if (problem && actor === 'customer' && !transitionProblem(cur.status, to, 'staff'))
        throw forbidden(problem);
      if (problem) throw invalidTransition(problem);
      // Cancelling returns the credits (or money) taken for the order, in the same transaction.
      const refund = to === 'cancelled' && HOLDING_STATUSES.includes(cur.status);
      if (refund) await billing.refund(trx, cur, user._id);
      await trx('orders')
        .where({ id })
        .update({
          status: to,
          current_status: note,
          // Once staff have touched it, the order no longer waits for the opening.
          ...(to === 'pending' ? {} : { waiting_for_opening: false }),
          updated_at: dbTime(trx, new Date()),
        });
      await addEvent(trx, {
        orderId: id,
        from: cur.status,
        to,
        actorId: user._id,
        reason: note || undefined,
      });
      return { before: cur, refunded: refund };
    });
    const row = await findOrder(app.db, id, isAgent);
    if (row)
      await events.statusChanged(row, to, {
        reason: note || undefined,
        creditsReturned: refunded && before.payment_type === 'credits',
        notifyCustomer: actor === 'staff',
      });
  }

  return {
    cancel: (user: User, id: number, isAgent: boolean, reason?: string) =>
      transition(user, id, isAgent, 'cancelled', reason),

    changeStatus: (user: User, id: number, isAgent: boolean, status: OrderStatus, reason?: string) =>
      transition(user, id, isAgent, status, reason),

    /** The customer pays a pay-later order: the credits are held and the order becomes pending. */
    async payLater(user: User, id: number): Promise<void> {
      const row = await orderFor(app, user, id, false);
      if (isStaff(user)) throw forbidden('Only the customer can pay for an order.');
      const now = new Date();
      const due = dueAt(await loadSchedule(app.db, now), row.time_frame, now);
      await withTransaction(app.db, async (trx) => {
        const cur = await lockOrder(trx, id);
        const problem = transitionProblem(cur.status, 'pending', 'customer', 'pay');
        if (problem) throw invalidTransition(problem);
        // An unpaid order left past the retention period has lost its file: nothing could be tuned.
        if (cur.files_expired_at !== null && cur.files_expired_at !== undefined)
          throw httpError(
            409,
            'FILES_EXPIRED',
            'The files of this order were deleted after the retention period, so it can no longer be paid. Please send the file again in a new order.',
          );
        await billing.pay(trx, cur, user._id);
        await trx('orders')
          .where({ id })
          .update({
            status: 'pending',
            paid_at: dbTime(trx, now),
            due_at: due && dbTime(trx, due),
            updated_at: dbTime(trx, now),
          });
        await addEvent(trx, {
          orderId: id,
          from: cur.status,
          to: 'pending',
          actorId: user._id,
        });
      });
      const fresh = await findOrder(app.db, id, false);
      if (fresh)
        await events.statusChanged(fresh, 'pending', {
          reason: phrase('orders.paid_note'),
          notifyCustomer: false,
        });
      await automation.tryDeliver(id);
    },

    /** Staff deliver a modified file (PUT submit_order); the order must be one that can be completed. */
    async deliver(user: User, id: number, isAgent: boolean, req: FastifyRequest): Promise<void> {
      // Before the body is read: an upload that began before its file was replaced is refused.
      const startedAt = new Date();
      assertOrdersStaff(user);
      const row = await orderFor(app, user, id, isAgent);
      // Refuse before reading the upload when the order cannot take a delivery.
      const early = transitionProblem(row.status, 'completed', 'staff', 'deliver');
      if (early) throw invalidTransition(early);
      const form = await readForm(app, req, {
        modified_file: { folder: 'orders/modified', label: 'The modified file' },
      });
      const file = form.files.modified_file?.[0];
      const keys = Object.values(form.files).flatMap((l) => l.map((f) => f.key));
      let revision = 0;
      let note: string | undefined;
      try {
        if (!file) throw badRequest('Please attach the modified file (modified_file).');
        if (file.size === 0) throw badRequest('The modified file is empty.');
        note = field(form, 'note');
        if (note && note.length > 2000) throw badRequest('The note can be at most 2000 characters long.');
        const replaces = replacedChecksums(field(form, 'replaces'));
        revision = await withTransaction(app.db, async (trx) =>
          deliverFile(
            trx,
            await lockOrder(trx, id),
            { ...file, note, replaces, startedAt, actorId: user._id },
            'staff',
          ),
        );
      } finally {
        if (!revision) await discard(app, keys);
      }
      const fresh = await findOrder(app.db, id, isAgent);
      if (fresh) await events.delivered(fresh, revision, false, note);
    },

    /** Runs the solution-library match again for a paid, pending order. */
    async retryAutomation(user: User, id: number, isAgent: boolean): Promise<boolean> {
      const row = await orderFor(app, user, id, isAgent);
      if (!(await app.settings.all()).automation)
        throw conflict('Automatic solutions are switched off on this site.');
      if (row.status !== 'pending')
        throw invalidTransition('Only a paid, pending order can be matched again.');
      return automation.tryDeliver(id);
    },

    /** Staff delete a finished order with all its files; the ledger keeps its history. */
    async remove(user: User, id: number, isAgent: boolean): Promise<void> {
      assertOrdersStaff(user);
      const row = await orderFor(app, user, id, isAgent);
      if (!isTerminal(row.status))
        throw invalidTransition('Only completed or cancelled orders can be deleted. Cancel the order first.');
      const keys = await storageKeysOf(app.db, [id]);
      await app.db('orders').where({ id }).delete();
      await discard(app, keys);
      events.counts(row.user_id, isAgent);
    },
  };
}

/** The `replaces` field: SHA-256 checksums of earlier, unfinished saves of the delivered file. */
function replacedChecksums(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (list.length > 20) throw badRequest('At most 20 replaced files can be named in one delivery.');
  if (list.some((v) => !/^[0-9a-f]{64}$/.test(v)))
    throw badRequest('Replaced files are named by their SHA-256 checksums: 64 hexadecimal characters each.');
  return [...new Set(list)];
}
