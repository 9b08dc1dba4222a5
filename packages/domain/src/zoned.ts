/**
 * Wall-clock arithmetic in a named time zone with nothing but Intl, so the same code runs in the browser
 * and on the server. A "day number" is a calendar date counted in days since 1970-01-01.
 */

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date and time of day an instant shows on a clock in `timeZone`. */
export function wallClock(timeZone: string, utcMs: number) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(utcMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(timeZone: string, utcMs: number): number {
  const w = wallClock(timeZone, utcMs);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The calendar date (day number) of an instant in `timeZone`. */
export function localDayNumber(timeZone: string, utcMs: number): number {
  const w = wallClock(timeZone, utcMs);
  return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
}

/**
 * The instant at which the clock in `timeZone` shows `minutes` past midnight of day `dayNumber`.
 * `minutes` may be 1440 (the next midnight). A time skipped by a daylight-saving change is moved on by
 * the length of the jump; a time the clock shows twice maps to one of its two instants.
 */
export function zonedInstant(timeZone: string, dayNumber: number, minutes: number): number {
  const wall = dayNumber * DAY_MS + minutes * MINUTE_MS;
  let guess = wall - offsetMs(timeZone, wall);
  const second = offsetMs(timeZone, guess);
  if (wall - second !== guess) {
    const retry = wall - second;
    // Inside a skipped hour the two guesses never agree; the later one lies after the jump.
    guess = offsetMs(timeZone, retry) === second ? retry : Math.max(guess, retry);
  }
  return guess;
}

/** ISO weekday of a day number: 1 Monday ... 7 Sunday. */
export function isoWeekday(dayNumber: number): number {
  const d = new Date(dayNumber * DAY_MS).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 'YYYY-MM-DD' to a day number, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export const formatDate = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** 'HH:MM' (or '24:00') to minutes after midnight, or null. */
export function parseTime(text: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes > 1440 ? null : minutes;
}
