import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

const Time = (description: string) =>
  Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$', description });
export const DateOnly = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });

export const DayHours = Type.Object(
  {
    day: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday ... 7 Sunday' }),
    open_from: Time('Opening time, HH:MM, wall clock in `timezone`'),
    open_to: Time('Closing time, HH:MM; 24:00 is midnight; earlier than open_from runs past midnight'),
    closed: Type.Boolean({ description: 'Closed all day' }),
  },
  { additionalProperties: false },
);
export type DayHours = Static<typeof DayHours>;

/** The weekly opening hours; GET always answers all seven days, Monday first. */
export const OpenTimes = Type.Object({
  timezone: Type.String({ description: 'IANA time zone, e.g. Europe/London' }),
  days: Type.Array(DayHours),
});
export type OpenTimes = Static<typeof OpenTimes>;

export const OpenTimesUpdate = Type.Object(
  {
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** Days left out keep their hours. */
    days: Type.Optional(Type.Array(DayHours, { maxItems: 7 })),
  },
  { additionalProperties: false },
);
export type OpenTimesUpdate = Static<typeof OpenTimesUpdate>;

/** For the page header: open now, and when that changes (null: it does not within a year). */
export const OpenStatus = Type.Object({
  open: Type.Boolean(),
  next_change: Nullable(Timestamp),
  timezone: Type.String(),
});
export type OpenStatus = Static<typeof OpenStatus>;

/** A holiday: whole days, both ends included, in the opening-hours time zone. */
export const ClosingDate = Type.Object({
  _id: Type.Integer(),
  title: Type.String(),
  date_from: DateOnly,
  date_to: DateOnly,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ClosingDate = Static<typeof ClosingDate>;

export const ClosingDateInput = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 190, description: 'e.g. Christmas' })),
    date_from: DateOnly,
    date_to: Type.Optional({
      ...DateOnly,
      description: 'Last closed day; the same as date_from when left out',
    }),
  },
  { additionalProperties: false },
);
export type ClosingDateInput = Static<typeof ClosingDateInput>;

/** PATCH /closing-dates changes the holiday named by `_id`. */
export const ClosingDatePatch = Type.Object(
  {
    _id: Type.Integer({ minimum: 1 }),
    title: Type.Optional(Type.String({ maxLength: 190 })),
    date_from: Type.Optional(DateOnly),
    date_to: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);
export type ClosingDatePatch = Static<typeof ClosingDatePatch>;

export const ClosingDatesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 50 })),
  upcoming: Type.Optional(Type.Boolean({ description: 'Only holidays that have not ended yet' })),
});
