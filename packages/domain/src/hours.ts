import {
  DAY_MS,
  isValidTimeZone,
  isoWeekday,
  localDayNumber,
  MINUTE_MS,
  parseDate,
  parseTime,
  zonedInstant,
} from './zoned.js';

/**
 * Opening hours of the tuning service. Staff deliver hours-bound services only while open, and an order's
 * time frame (ASAP, 2-3 hours, 5-6 hours) counts working minutes, not clock minutes.
 *
 * Times are wall-clock times in the schedule's time zone. A day whose closing time is at or before its
 * opening time runs past midnight into the next day ('22:00'-'02:00'); '24:00' closes at midnight.
 * Closing dates (holidays) close whole calendar days, including the early hours of a previous day's
 * late opening that fall on them.
 */
export interface DayHours {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  day: number;
  open_from: string;
  open_to: string;
  closed: boolean;
}

export interface Schedule {
  /** IANA time zone name, e.g. 'Europe/London'. */
  timezone: string;
  /** Days that are missing count as closed. */
  days: DayHours[];
}

export interface ClosingDate {
  /** First closed day, 'YYYY-MM-DD', inclusive. */
  date_from: string;
  /** Last closed day, 'YYYY-MM-DD', inclusive. */
  date_to: string;
}

export const DEFAULT_TIMEZONE = 'Europe/London';

/** Mon-Fri 08:00-18:00, Sat 09:00-13:00, Sunday closed: until staff save their own. */
export const DEFAULT_SCHEDULE: Schedule = {
  timezone: DEFAULT_TIMEZONE,
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    open_from: day === 6 ? '09:00' : '08:00',
    open_to: day === 6 ? '13:00' : '18:00',
    closed: day === 7,
  })),
};

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What is wrong with a schedule, in words for the person editing it; empty when it is fine. */
export function scheduleProblems(schedule: Schedule): string[] {
  const problems: string[] = [];
  if (!isValidTimeZone(schedule.timezone))
    problems.push(`"${schedule.timezone}" is not a known time zone (for example Europe/London).`);
  const seen = new Set<number>();
  for (const d of schedule.days) {
    const name = WEEKDAY_NAMES[d.day] ?? `Day ${d.day}`;
    if (!Number.isInteger(d.day) || d.day < 1 || d.day > 7) {
      problems.push(`Day ${d.day} is not a weekday (1 Monday ... 7 Sunday).`);
      continue;
    }
    if (seen.has(d.day)) problems.push(`${name} is listed twice.`);
    seen.add(d.day);
    if (d.closed) continue;
    const open = parseTime(d.open_from);
    const close = parseTime(d.open_to);
    if (open === null || open >= 1440)
      problems.push(`${name}: the opening time must be between 00:00 and 23:59.`);
    if (close === null) problems.push(`${name}: the closing time must be between 00:00 and 24:00.`);
    if (open !== null && close !== null && open === close % 1440 && close !== 1440)
      problems.push(`${name}: opening and closing times are the same.`);
  }
  return problems;
}

/** 'YYYY-MM-DD' pair check for a holiday; empty when fine. */
export function closingDateProblems(c: ClosingDate): string[] {
  const from = parseDate(c.date_from);
  const to = parseDate(c.date_to);
  if (from === null) return [`"${c.date_from}" is not a date (YYYY-MM-DD).`];
  if (to === null) return [`"${c.date_to}" is not a date (YYYY-MM-DD).`];
  if (to < from) return ['The last closed day is before the first one.'];
  return [];
}

type Span = [number, number];

/** How far ahead to look for an opening before deciding there is none. */
const HORIZON_DAYS = 400;
const CHUNK_DAYS = 7;

function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

function subtractSpans(spans: Span[], holes: Span[]): Span[] {
  let current = spans;
  for (const [hs, he] of holes) {
    const next: Span[] = [];
    for (const [s, e] of current) {
      if (he <= s || hs >= e) next.push([s, e]);
      else {
        if (s < hs) next.push([s, hs]);
        if (he < e) next.push([he, e]);
      }
    }
    current = next;
  }
  return current;
}

function closureSpans(timezone: string, closing: ClosingDate[]): Span[] {
  const spans: Span[] = [];
  for (const c of closing) {
    const from = parseDate(c.date_from);
    const to = parseDate(c.date_to);
    if (from === null || to === null || to < from) continue;
    spans.push([zonedInstant(timezone, from, 0), zonedInstant(timezone, to + 1, 0)]);
  }
  return mergeSpans(spans);
}

/** Open spans of the days firstDay..lastDay (day numbers), before holidays are taken out. */
function weeklySpans(schedule: Schedule, firstDay: number, lastDay: number): Span[] {
  const byDay = new Map(schedule.days.map((d) => [d.day, d]));
  const spans: Span[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const hours = byDay.get(isoWeekday(day));
    if (!hours || hours.closed) continue;
    const open = parseTime(hours.open_from);
    const close = parseTime(hours.open_to);
    if (open === null || close === null || open >= 1440) continue;
    const start = zonedInstant(schedule.timezone, day, open);
    const end =
      close > open
        ? zonedInstant(schedule.timezone, day, close)
        : zonedInstant(schedule.timezone, day + 1, close);
    if (end > start) spans.push([start, end]);
  }
  return spans;
}

/**
 * The open spans that end after `fromMs`, merged where they touch, in order, looking ahead until
 * `untilMs` (at least HORIZON_DAYS). A span still open at the horizon ends at Infinity.
 */
function* openSpans(
  schedule: Schedule,
  closing: ClosingDate[],
  fromMs: number,
  untilMs = fromMs,
): Generator<Span> {
  const tz = schedule.timezone;
  const holes = closureSpans(tz, closing);
  const horizon = Math.max(fromMs + HORIZON_DAYS * DAY_MS, untilMs);
  let pending: Span | null = null;
  // Start a day early: yesterday's late opening may still be running.
  for (let day = localDayNumber(tz, fromMs) - 1; ; day += CHUNK_DAYS) {
    const chunk = mergeSpans(subtractSpans(weeklySpans(schedule, day, day + CHUNK_DAYS - 1), holes));
    for (const span of chunk) {
      if (span[1] <= fromMs) continue;
      if (pending && span[0] <= pending[1]) pending[1] = Math.max(pending[1], span[1]);
      else {
        if (pending) yield pending;
        pending = span;
      }
    }
    // Later chunks start at or after this instant, so a span ending before it can no longer grow.
    const chunkEnd = zonedInstant(tz, day + CHUNK_DAYS, 0);
    if (pending && pending[1] < chunkEnd) {
      yield pending;
      pending = null;
    }
    if (chunkEnd >= horizon) {
      if (pending) yield [pending[0], Number.POSITIVE_INFINITY];
      return;
    }
  }
}

/** Whether the service is open at that instant. */
export function isOpen(schedule: Schedule, closing: ClosingDate[], at: Date): boolean {
  const t = at.getTime();
  const first = openSpans(schedule, closing, t).next();
  return !first.done && first.value[0] <= t;
}

/** The instant the service next opens: `from` itself when already open; null when it never opens. */
export function nextOpening(schedule: Schedule, closing: ClosingDate[], from: Date): Date | null {
  const t = from.getTime();
  const first = openSpans(schedule, closing, t).next();
  return first.done ? null : new Date(Math.max(first.value[0], t));
}

/** When the current (or, if closed, the next) opening ends; null when it never ends or never starts. */
export function nextClosing(schedule: Schedule, closing: ClosingDate[], from: Date): Date | null {
  const first = openSpans(schedule, closing, from.getTime()).next();
  if (first.done || !Number.isFinite(first.value[1])) return null;
  return new Date(first.value[1]);
}

/** Whether it is open now and when that next changes (null: never), for the status in the page header. */
export function openStatus(
  schedule: Schedule,
  closing: ClosingDate[],
  at: Date,
): { open: boolean; next_change: Date | null } {
  const t = at.getTime();
  const first = openSpans(schedule, closing, t).next();
  if (first.done) return { open: false, next_change: null };
  const [start, end] = first.value;
  if (start <= t) return { open: true, next_change: Number.isFinite(end) ? new Date(end) : null };
  return { open: false, next_change: new Date(start) };
}

/** Whole minutes the service is open between two instants. */
export function workingMinutesBetween(
  schedule: Schedule,
  closing: ClosingDate[],
  from: Date,
  to: Date,
): number {
  const a = from.getTime();
  const b = to.getTime();
  if (!(b > a)) return 0;
  let ms = 0;
  for (const [s, e] of openSpans(schedule, closing, a, b)) {
    if (s >= b) break;
    ms += Math.min(e, b) - Math.max(s, a);
  }
  return Math.floor(ms / MINUTE_MS);
}

/** The instant `minutes` working minutes after `from` (a due time); null when it never gets there. */
export function addWorkingMinutes(
  schedule: Schedule,
  closing: ClosingDate[],
  from: Date,
  minutes: number,
): Date | null {
  const t = from.getTime();
  let left = Math.max(0, minutes) * MINUTE_MS;
  for (const [s, e] of openSpans(schedule, closing, t)) {
    const start = Math.max(s, t);
    if (e - start >= left) return new Date(start + left);
    left -= e - start;
  }
  return null;
}
