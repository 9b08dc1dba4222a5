import type { ClosingDate as ClosingDateReply } from '@portal/contracts';
import { DEFAULT_SCHEDULE, type DayHours, type Schedule } from '@portal/domain';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';

export interface ClosingDateRow {
  id: number;
  title: string;
  date_from: string;
  date_to: string;
  created_at: unknown;
  updated_at: unknown;
}

export const closingDatesTable = (db: Knex | Knex.Transaction) => db<ClosingDateRow>('closing_dates');

export function toClosingDate(r: ClosingDateRow): ClosingDateReply {
  return {
    _id: r.id,
    title: r.title,
    date_from: r.date_from,
    date_to: r.date_to,
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** All seven days, Monday first; a day never saved keeps its default hours. */
function completeDays(days: DayHours[]): DayHours[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return DEFAULT_SCHEDULE.days.map((def) => {
    const d = byDay.get(def.day);
    return d
      ? { day: def.day, open_from: d.open_from, open_to: d.open_to, closed: d.closed === true }
      : { ...def };
  });
}

/** The stored weekly schedule, or the default one (Mon-Fri 08-18, Sat 09-13, Europe/London). */
export async function loadSchedule(db: Knex | Knex.Transaction): Promise<Schedule> {
  const row = await db('open_times').where({ id: 1 }).first();
  if (!row) return { timezone: DEFAULT_SCHEDULE.timezone, days: completeDays([]) };
  return { timezone: row.timezone, days: completeDays(parseJson<DayHours[]>(row.days, [])) };
}

export async function saveSchedule(db: Knex | Knex.Transaction, schedule: Schedule): Promise<void> {
  await db('open_times')
    .insert({
      id: 1,
      timezone: schedule.timezone,
      days: JSON.stringify(completeDays(schedule.days)),
      updated_at: new Date(),
    })
    .onConflict('id')
    .merge(['timezone', 'days', 'updated_at']);
}

/** Holidays that end on or after `fromDate` ('YYYY-MM-DD'), for opening-hours sums from then on. */
export async function closingDatesFrom(db: Knex | Knex.Transaction, fromDate: string) {
  return closingDatesTable(db)
    .where('date_to', '>=', fromDate)
    .select('date_from', 'date_to')
    .orderBy('date_from');
}
