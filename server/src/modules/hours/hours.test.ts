import { formatDate, localDayNumber } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openingHours } from './service.js';

let app: TestApp;
let editor: TestUser;
let tuner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  editor = await createStaff(app, { settings: true });
  tuner = await createStaff(app, { tuning_services: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const allWeek = (open_from: string, open_to: string, closed = false) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open_from, open_to, closed }));

async function save(payload: object, user = editor) {
  return app.inject({ method: 'POST', url: '/api/open_times', headers: user.headers, payload });
}

describe('opening hours', () => {
  it('answers the default week to anyone: Mon-Fri 08-18, Sat 09-13, Sunday closed, London time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/open_times' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timezone).toBe('Europe/London');
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({ day: 1, open_from: '08:00', open_to: '18:00', closed: false });
    expect(body.days[5]).toEqual({ day: 6, open_from: '09:00', open_to: '13:00', closed: false });
    expect(body.days[6].closed).toBe(true);
  });

  it('saves the days given and keeps the others', async () => {
    const res = await save({
      timezone: 'Europe/Berlin',
      days: [{ day: 3, open_from: '10:00', open_to: '16:30', closed: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe('Europe/Berlin');
    expect(res.json().days[2]).toEqual({ day: 3, open_from: '10:00', open_to: '16:30', closed: false });
    expect(res.json().days[0].open_from).toBe('08:00');
    const again = await app.inject({ method: 'GET', url: '/api/open_times' });
    expect(again.json()).toEqual(res.json());
  });

  it('refuses a broken schedule with a clear message and keeps the old one', async () => {
    const zone = await save({ timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('not a known time zone');
    const same = await save({ days: [{ day: 1, open_from: '09:00', open_to: '09:00', closed: false }] });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Monday: opening and closing times are the same.');
    const twice = await save({
      days: [
        { day: 2, open_from: '09:00', open_to: '10:00', closed: false },
        { day: 2, open_from: '11:00', open_to: '12:00', closed: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const format = await save({ days: [{ day: 1, open_from: '9am', open_to: '17:00', closed: false }] });
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('open_from');
    const now = (await app.inject({ method: 'GET', url: '/api/open_times' })).json();
    expect(now.timezone).toBe('Europe/Berlin');
    expect(now.days[0].open_from).toBe('08:00');
  });

  it('lets only site-settings staff change the hours', async () => {
    expect((await save({ timezone: 'UTC' }, tuner)).statusCode).toBe(403);
    expect((await save({ timezone: 'UTC' }, customer)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/open_times', payload: { timezone: 'UTC' } })).statusCode,
    ).toBe(401);
  });

  it('tells the header whether it is open now and when that changes', async () => {
    await save({ timezone: 'UTC', days: allWeek('00:00', '24:00') });
    const open = await app.inject({ method: 'GET', url: '/api/open_times/status' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ open: true, next_change: null, timezone: 'UTC' });
    // The badge asks again on every page load; a browser or proxy keeping the answer showed "closed" after
    // the hours were changed.
    expect(open.headers['cache-control']).toMatch(/no-cache|no-store/);
    expect(open.headers['cache-control']).not.toMatch(/public/);

    await save({ days: allWeek('00:00', '24:00', true) });
    expect((await app.inject({ method: 'GET', url: '/api/open_times/status' })).json()).toMatchObject({
      open: false,
      next_change: null,
    });

    // Open 24 hours except today: closed now, opening at the next midnight.
    await save({ days: allWeek('00:00', '24:00') });
    const today = formatDate(localDayNumber('UTC', Date.now()));
    const holiday = await app.inject({
      method: 'POST',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { title: 'Stocktaking', date_from: today },
    });
    expect(holiday.statusCode).toBe(200);
    const status = (await app.inject({ method: 'GET', url: '/api/open_times/status' })).json();
    expect(status.open).toBe(false);
    expect(status.next_change).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString());
    const hours = openingHours(app.db);
    expect(await hours.isOpen()).toBe(false);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
    expect(
      await hours.workingMinutesBetween(
        new Date(`${today}T06:00:00Z`),
        new Date(tomorrow.getTime() + 90 * 60_000),
      ),
    ).toBe(90);
    expect((await hours.addWorkingMinutes(new Date(`${today}T06:00:00Z`), 30))?.toISOString()).toBe(
      new Date(tomorrow.getTime() + 30 * 60_000).toISOString(),
    );
    await app.inject({
      method: 'DELETE',
      url: `/api/closing-dates/${holiday.json()._id}`,
      headers: editor.headers,
    });
  });
});

describe('when the header badge asks again', () => {
  /** The status as the header reads it at that instant (only the clock is moved; timers run as usual). */
  async function statusAt(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
    try {
      return (await app.inject({ method: 'GET', url: '/api/open_times/status' })).json();
    } finally {
      vi.useRealTimers();
    }
  }

  it('is told the moment the status next changes, in the site’s time zone, holidays included', async () => {
    // Berlin is an hour ahead of UTC in January: 08:00-18:00 there is 07:00-17:00 UTC.
    expect((await save({ timezone: 'Europe/Berlin', days: allWeek('08:00', '18:00') })).statusCode).toBe(200);
    expect(await statusAt('2026-01-14T12:00:00Z')).toEqual({
      open: true,
      next_change: '2026-01-14T17:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
    expect(await statusAt('2026-01-14T16:59:59Z')).toMatchObject({
      open: true,
      next_change: '2026-01-14T17:00:00.000Z',
    });
    expect(await statusAt('2026-01-14T17:00:00Z')).toMatchObject({
      open: false,
      next_change: '2026-01-15T07:00:00.000Z',
    });
    expect(await statusAt('2026-01-15T05:00:00Z')).toMatchObject({
      open: false,
      next_change: '2026-01-15T07:00:00.000Z',
    });

    // Closed all of Thursday the 15th: from Wednesday evening it next opens on Friday morning.
    const holiday = await app.inject({
      method: 'POST',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { title: 'Inventur', date_from: '2026-01-15' },
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    expect(await statusAt('2026-01-14T20:00:00Z')).toMatchObject({
      open: false,
      next_change: '2026-01-16T07:00:00.000Z',
    });
    // Open around the clock: it closes at the holiday's first minute, Berlin midnight.
    await save({ days: allWeek('00:00', '24:00') });
    expect(await statusAt('2026-01-14T12:00:00Z')).toMatchObject({
      open: true,
      next_change: '2026-01-14T23:00:00.000Z',
    });
    expect(await statusAt('2026-01-15T12:00:00Z')).toMatchObject({
      open: false,
      next_change: '2026-01-15T23:00:00.000Z',
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/closing-dates/${holiday.json()._id}`,
      headers: editor.headers,
    });
  });
});

describe('closing dates', () => {
  it('adds, lists, changes and deletes holidays', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { title: 'Christmas', date_from: '2099-12-24', date_to: '2099-12-26' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ title: 'Christmas', date_from: '2099-12-24', date_to: '2099-12-26' });
    await app.inject({
      method: 'POST',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { title: 'Long ago', date_from: '2001-01-01' },
    });
    const all = await app.inject({ method: 'GET', url: '/api/closing-dates' });
    expect(all.json().items.map((c: { title: string }) => c.title)).toEqual(['Long ago', 'Christmas']);
    const upcoming = await app.inject({ method: 'GET', url: '/api/closing-dates?upcoming=true' });
    expect(upcoming.json().items.map((c: { title: string }) => c.title)).toEqual(['Christmas']);

    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { _id: add.json()._id, date_to: '2099-12-27', title: 'Christmas break' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      title: 'Christmas break',
      date_from: '2099-12-24',
      date_to: '2099-12-27',
    });

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/closing-dates/${add.json()._id}`,
      headers: editor.headers,
    });
    expect(del.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/closing-dates/${add.json()._id}`,
      headers: editor.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses impossible dates and other roles, writing nothing', async () => {
    const before = Number((await app.db('closing_dates').count({ n: '*' }))[0].n);
    const post = (payload: object, user = editor) =>
      app.inject({ method: 'POST', url: '/api/closing-dates', headers: user.headers, payload });
    const notADate = await post({ date_from: '2099-02-30' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toBe('"2099-02-30" is not a date (YYYY-MM-DD).');
    const backwards = await post({ date_from: '2099-03-02', date_to: '2099-03-01' });
    expect(backwards.json().message).toBe('The last closed day is before the first one.');
    expect((await post({ date_from: '24/12/2099' })).statusCode).toBe(400);
    expect((await post({ date_from: '2099-12-24' }, customer)).statusCode).toBe(403);
    expect((await post({ date_from: '2099-12-24' }, tuner)).statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/closing-dates',
      headers: editor.headers,
      payload: { _id: 99999, title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(Number((await app.db('closing_dates').count({ n: '*' }))[0].n)).toBe(before);
  });
});
