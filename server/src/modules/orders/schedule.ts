import type { ClosingDate, Schedule } from '@portal/domain';
import type { Knex } from 'knex';
import { closingDatesFrom, loadSchedule as weeklySchedule } from '../hours/repo.js';

/**
 * The opening hours as the domain's hours functions take them: the weekly schedule and the holidays that
 * can still matter from `at` on (a couple of days back covers any time zone).
 */
export async function loadSchedule(
  db: Knex | Knex.Transaction,
  at = new Date(),
): Promise<{ schedule: Schedule; closing: ClosingDate[] }> {
  const since = new Date(at.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const [schedule, closing] = await Promise.all([weeklySchedule(db), closingDatesFrom(db, since)]);
  return { schedule, closing };
}
