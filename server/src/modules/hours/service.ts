import type { ClosingDateInput, ClosingDatePatch, OpenTimesUpdate, User } from '@portal/contracts';
import {
  addWorkingMinutes,
  closingDateProblems,
  DAY_MS,
  formatDate,
  isOpen,
  localDayNumber,
  nextOpening,
  openStatus,
  scheduleProblems,
  workingMinutesBetween,
} from '@portal/domain';
import type { Knex } from 'knex';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { insertId, paginate, type PageParams } from '../catalogue/listing.js';
import {
  type ClosingDateRow,
  closingDatesFrom,
  closingDatesTable,
  loadSchedule,
  saveSchedule,
  toClosingDate,
} from './repo.js';

/** UTC date two days before an instant: every holiday that can matter from then on ends after it. */
const marginDate = (at: Date) => new Date(at.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);

/**
 * Opening-hours answers for other modules (orders hold hours-bound services outside opening hours and
 * count time frames in working minutes). Works on a transaction too.
 */
export function openingHours(db: Knex | Knex.Transaction) {
  async function context(from: Date) {
    return { schedule: await loadSchedule(db), closing: await closingDatesFrom(db, marginDate(from)) };
  }
  return {
    schedule: () => loadSchedule(db),
    async status(at = new Date()) {
      const { schedule, closing } = await context(at);
      const s = openStatus(schedule, closing, at);
      return { open: s.open, next_change: s.next_change?.toISOString() ?? null, timezone: schedule.timezone };
    },
    async isOpen(at = new Date()) {
      const { schedule, closing } = await context(at);
      return isOpen(schedule, closing, at);
    },
    /** `from` itself when open; null when the service never opens again. */
    async nextOpening(from = new Date()) {
      const { schedule, closing } = await context(from);
      return nextOpening(schedule, closing, from);
    },
    async workingMinutesBetween(from: Date, to: Date) {
      const { schedule, closing } = await context(from);
      return workingMinutesBetween(schedule, closing, from, to);
    },
    /** When `minutes` working minutes after `from` have passed (an order's due time). */
    async addWorkingMinutes(from: Date, minutes: number) {
      const { schedule, closing } = await context(from);
      return addWorkingMinutes(schedule, closing, from, minutes);
    },
  };
}

function checkDates(c: { date_from: string; date_to: string }) {
  const problems = closingDateProblems(c);
  if (problems.length) throw badRequest(problems[0]);
}

/** Weekly hours and holidays, as staff edit them. */
export function hoursService(db: Knex) {
  async function getClosing(id: number, trx: Knex | Knex.Transaction = db) {
    const row = await closingDatesTable(trx).where({ id }).first();
    if (!row) throw notFound('Closing date');
    return row;
  }

  return {
    async saveOpenTimes(actor: User, update: OpenTimesUpdate) {
      return db.transaction(async (trx) => {
        const current = await loadSchedule(trx);
        const byDay = new Map(current.days.map((d) => [d.day, d]));
        const given = update.days ?? [];
        if (new Set(given.map((d) => d.day)).size !== given.length)
          throw badRequest('Each weekday may be listed only once.');
        for (const d of given) byDay.set(d.day, d);
        const next = { timezone: update.timezone?.trim() ?? current.timezone, days: [...byDay.values()] };
        const problems = scheduleProblems(next);
        if (problems.length) throw badRequest(problems.join(' '));
        await saveSchedule(trx, next);
        await audit(trx, actor._id, 'open_times.update', 'open_times', null, update);
        return loadSchedule(trx);
      });
    },

    async listClosing(q: PageParams & { upcoming?: boolean }) {
      const query = closingDatesTable(db);
      if (q.upcoming) {
        const { timezone } = await loadSchedule(db);
        query.where('date_to', '>=', formatDate(localDayNumber(timezone, Date.now())));
      }
      return paginate(query, q, [{ column: 'date_from' }, { column: 'id' }], toClosingDate, 50);
    },

    async createClosing(actor: User, input: ClosingDateInput) {
      const row = { date_from: input.date_from, date_to: input.date_to ?? input.date_from };
      checkDates(row);
      const id = await db.transaction(async (trx) => {
        const newId = await insertId(
          closingDatesTable(trx).insert({
            ...row,
            title: input.title?.trim() ?? '',
            created_at: new Date(),
            updated_at: new Date(),
          } as Partial<ClosingDateRow>),
        );
        await audit(trx, actor._id, 'closing_date.create', 'closing_date', newId, row);
        return newId;
      });
      return toClosingDate(await getClosing(id));
    },

    async patchClosing(actor: User, patch: ClosingDatePatch) {
      const { _id: id, ...changes } = patch;
      await db.transaction(async (trx) => {
        const row = await getClosing(id, trx);
        const next = {
          date_from: changes.date_from ?? row.date_from,
          date_to: changes.date_to ?? row.date_to,
        };
        checkDates(next);
        await closingDatesTable(trx)
          .where({ id })
          .update({
            ...next,
            ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
            updated_at: new Date(),
          });
        await audit(trx, actor._id, 'closing_date.update', 'closing_date', id, changes);
      });
      return toClosingDate(await getClosing(id));
    },

    async removeClosing(actor: User, id: number) {
      await db.transaction(async (trx) => {
        const row = await getClosing(id, trx);
        await closingDatesTable(trx).where({ id }).delete();
        await audit(trx, actor._id, 'closing_date.delete', 'closing_date', id, {
          date_from: row.date_from,
          date_to: row.date_to,
        });
      });
    },
  };
}
