import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  closingDateProblems,
  DEFAULT_SCHEDULE,
  isOpen,
  nextClosing,
  nextOpening,
  openStatus,
  type Schedule,
  scheduleProblems,
  workingMinutesBetween,
} from './hours.js';

const at = (iso: string) => new Date(iso);
const london = DEFAULT_SCHEDULE; // Mon-Fri 08-18, Sat 09-13, Sun closed, Europe/London

const week = (
  timezone: string,
  open_from: string,
  open_to: string,
  days = [1, 2, 3, 4, 5, 6, 7],
): Schedule => ({
  timezone,
  days: days.map((day) => ({ day, open_from, open_to, closed: false })),
});

describe('isOpen', () => {
  it('follows the wall clock of the schedule time zone through daylight saving', () => {
    // 2026-01-14 is a Wednesday; London is on UTC in winter and UTC+1 in summer.
    expect(isOpen(london, [], at('2026-01-14T07:59:00Z'))).toBe(false);
    expect(isOpen(london, [], at('2026-01-14T08:00:00Z'))).toBe(true);
    expect(isOpen(london, [], at('2026-01-14T17:59:59Z'))).toBe(true);
    expect(isOpen(london, [], at('2026-01-14T18:00:00Z'))).toBe(false);
    expect(isOpen(london, [], at('2026-07-15T07:00:00Z'))).toBe(true); // 08:00 BST
    expect(isOpen(london, [], at('2026-07-15T17:00:00Z'))).toBe(false); // 18:00 BST
  });

  it('knows Saturday mornings and closed Sundays', () => {
    expect(isOpen(london, [], at('2026-01-17T10:00:00Z'))).toBe(true);
    expect(isOpen(london, [], at('2026-01-17T13:00:00Z'))).toBe(false);
    expect(isOpen(london, [], at('2026-01-18T10:00:00Z'))).toBe(false);
  });

  it('handles zones far from UTC and half-hour offsets', () => {
    const ny = week('America/New_York', '09:00', '17:00');
    expect(isOpen(ny, [], at('2026-01-14T14:00:00Z'))).toBe(true); // 09:00 EST
    expect(isOpen(ny, [], at('2026-01-14T13:59:00Z'))).toBe(false);
    const kolkata = week('Asia/Kolkata', '09:00', '17:00');
    expect(isOpen(kolkata, [], at('2026-01-14T03:30:00Z'))).toBe(true); // 09:00 IST
    expect(isOpen(kolkata, [], at('2026-01-14T03:29:00Z'))).toBe(false);
    // Tokyo's Wednesday 09:00 is Tuesday 24:00 UTC: the local weekday decides.
    const tokyo = week('Asia/Tokyo', '09:00', '17:00', [3]);
    expect(isOpen(tokyo, [], at('2026-01-14T00:00:00Z'))).toBe(true);
    expect(isOpen(tokyo, [], at('2026-01-13T01:00:00Z'))).toBe(false);
  });

  it('runs late openings past midnight and closes at 24:00', () => {
    const late = week('Europe/Berlin', '20:00', '02:00', [5]); // Friday night only
    expect(isOpen(late, [], at('2026-01-16T23:30:00Z'))).toBe(true); // Sat 00:30 CET
    expect(isOpen(late, [], at('2026-01-17T00:59:00Z'))).toBe(true); // Sat 01:59
    expect(isOpen(late, [], at('2026-01-17T01:00:00Z'))).toBe(false); // Sat 02:00
    const evening = week('UTC', '18:00', '24:00');
    expect(isOpen(evening, [], at('2026-01-14T23:59:59Z'))).toBe(true);
    expect(isOpen(evening, [], at('2026-01-15T00:00:00Z'))).toBe(false);
  });

  it('stays closed on closing dates, inclusive of both ends', () => {
    const xmas = [{ date_from: '2026-12-24', date_to: '2026-12-28' }];
    expect(isOpen(london, xmas, at('2026-12-23T10:00:00Z'))).toBe(true);
    expect(isOpen(london, xmas, at('2026-12-24T10:00:00Z'))).toBe(false);
    expect(isOpen(london, xmas, at('2026-12-28T10:00:00Z'))).toBe(false);
    expect(isOpen(london, xmas, at('2026-12-29T10:00:00Z'))).toBe(true);
    // The part of a late opening that falls on a closed day is closed too.
    const late = week('UTC', '20:00', '02:00');
    const closedSat = [{ date_from: '2026-01-17', date_to: '2026-01-17' }];
    expect(isOpen(late, closedSat, at('2026-01-16T23:00:00Z'))).toBe(true);
    expect(isOpen(late, closedSat, at('2026-01-17T01:00:00Z'))).toBe(false);
  });
});

describe('nextOpening, nextClosing and openStatus', () => {
  it('finds the next opening over a weekend and a holiday', () => {
    // Saturday 14:00 -> Monday 08:00.
    expect(nextOpening(london, [], at('2026-01-17T14:00:00Z'))?.toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
    // With Monday off -> Tuesday.
    const monday = [{ date_from: '2026-01-19', date_to: '2026-01-19' }];
    expect(nextOpening(london, monday, at('2026-01-17T14:00:00Z'))?.toISOString()).toBe(
      '2026-01-20T08:00:00.000Z',
    );
    // Already open: now.
    expect(nextOpening(london, [], at('2026-01-14T09:00:00Z'))?.toISOString()).toBe(
      '2026-01-14T09:00:00.000Z',
    );
  });

  it('finds when the current opening ends', () => {
    expect(nextClosing(london, [], at('2026-01-14T09:00:00Z'))?.toISOString()).toBe(
      '2026-01-14T18:00:00.000Z',
    );
    expect(openStatus(london, [], at('2026-01-14T09:00:00Z'))).toEqual({
      open: true,
      next_change: at('2026-01-14T18:00:00Z'),
    });
    expect(openStatus(london, [], at('2026-01-14T19:00:00Z'))).toEqual({
      open: false,
      next_change: at('2026-01-15T08:00:00Z'),
    });
  });

  it('merges openings that touch, and has no change when always open or never open', () => {
    const allDay = week('Europe/London', '00:00', '24:00');
    expect(openStatus(allDay, [], at('2026-03-29T12:00:00Z'))).toEqual({ open: true, next_change: null });
    // Closed for a weekday: open until that day starts.
    const off = [{ date_from: '2026-02-04', date_to: '2026-02-04' }];
    expect(nextClosing(allDay, off, at('2026-02-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-02-04T00:00:00.000Z',
    );
    const never: Schedule = { timezone: 'UTC', days: [] };
    expect(openStatus(never, [], at('2026-01-14T12:00:00Z'))).toEqual({ open: false, next_change: null });
    expect(nextOpening(never, [], at('2026-01-14T12:00:00Z'))).toBeNull();
  });
});

describe('workingMinutesBetween and addWorkingMinutes', () => {
  it('counts only open minutes', () => {
    // Wed 17:00 -> Thu 09:00: one hour on Wednesday, one on Thursday.
    expect(workingMinutesBetween(london, [], at('2026-01-14T17:00:00Z'), at('2026-01-15T09:00:00Z'))).toBe(
      120,
    );
    // Friday 17:00 -> Monday 09:00: 60 + Saturday 240 + 60.
    expect(workingMinutesBetween(london, [], at('2026-01-16T17:00:00Z'), at('2026-01-19T09:00:00Z'))).toBe(
      360,
    );
    expect(workingMinutesBetween(london, [], at('2026-01-19T09:00:00Z'), at('2026-01-16T17:00:00Z'))).toBe(0);
    // A closed day in between counts nothing.
    const thu = [{ date_from: '2026-01-15', date_to: '2026-01-15' }];
    expect(workingMinutesBetween(london, thu, at('2026-01-14T17:00:00Z'), at('2026-01-16T09:00:00Z'))).toBe(
      120,
    );
  });

  it('counts a day that loses an hour to daylight saving correctly', () => {
    const allDay = week('Europe/London', '00:00', '24:00');
    // The clocks go forward on 29 March 2026: a 23-hour local day, but every real minute is counted.
    expect(workingMinutesBetween(allDay, [], at('2026-03-29T00:00:00Z'), at('2026-03-30T00:00:00Z'))).toBe(
      24 * 60,
    );
    const dayShift = week('Europe/London', '00:00', '12:00', [7]);
    // Sunday 00:00 GMT to 12:00 BST is 11 real hours.
    expect(workingMinutesBetween(dayShift, [], at('2026-03-28T00:00:00Z'), at('2026-03-30T00:00:00Z'))).toBe(
      11 * 60,
    );
  });

  it('finds the due time of an order counted in working minutes', () => {
    // Two working hours from Wednesday 17:00: one today, one on Thursday morning.
    expect(addWorkingMinutes(london, [], at('2026-01-14T17:00:00Z'), 120)?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(addWorkingMinutes(london, [], at('2026-01-18T12:00:00Z'), 0)?.toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
    expect(addWorkingMinutes({ timezone: 'UTC', days: [] }, [], at('2026-01-18T12:00:00Z'), 5)).toBeNull();
  });
});

describe('validation', () => {
  it('explains a broken schedule', () => {
    expect(scheduleProblems(london)).toEqual([]);
    expect(scheduleProblems({ timezone: 'Mars/Olympus', days: [] })[0]).toMatch(/not a known time zone/);
    expect(
      scheduleProblems({
        timezone: 'UTC',
        days: [{ day: 1, open_from: '09:00', open_to: '09:00', closed: false }],
      }),
    ).toEqual(['Monday: opening and closing times are the same.']);
    expect(
      scheduleProblems({
        timezone: 'UTC',
        days: [
          { day: 2, open_from: '25:00', open_to: '10:00', closed: false },
          { day: 2, open_from: '09:00', open_to: '10:00', closed: false },
        ],
      }),
    ).toEqual(['Tuesday: the opening time must be between 00:00 and 23:59.', 'Tuesday is listed twice.']);
  });

  it('explains a broken closing date', () => {
    expect(closingDateProblems({ date_from: '2026-12-24', date_to: '2026-12-26' })).toEqual([]);
    expect(closingDateProblems({ date_from: '2026-02-30', date_to: '2026-03-01' })[0]).toMatch(/not a date/);
    expect(closingDateProblems({ date_from: '2026-03-02', date_to: '2026-03-01' })[0]).toMatch(/before/);
  });
});
