import { type ClosingDate, openStatus, type Schedule } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSchedule } from '../orders/schedule.js';

export interface Hours {
  schedule: Schedule;
  closing: ClosingDate[];
}

export interface OpeningHoursCache {
  /** The weekly hours and the holidays that matter from `at` on; read-only, shared between callers. */
  read(at?: Date): Promise<Hours>;
  /** Whether the service is open at `at` (the same answer as the domain's `isOpen` on `read(at)`). */
  openAt(at?: Date): Promise<boolean>;
  /** After a committed change of the hours or holidays: every instance reads them again. */
  changed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    openingHours: OpeningHoursCache;
  }
}

// Every order shown needs the hours (is the service open now?), so lists read them from memory. A change
// clears every instance's copy through the bus at once; the TTL only bounds staleness if a message is lost.
const TTL_MS = 5000;
const CHANNEL = 'hours.changed';

const sinceOf = (at: Date) => new Date(at.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);

export default fp(
  async function openingHoursCache(app: FastifyInstance) {
    // The promise is kept, so requests arriving together share one read, and a change that lands while
    // a read is under way drops that read as well.
    let cached: { at: number; since: string; value: Promise<Hours> } | null = null;
    // The open state holds until its next change, so it is worked out (time zones, holidays) once per
    // change rather than on every request; it belongs to the hours it was worked out from.
    let state: { hours: Promise<Hours>; from: number; until: number; open: boolean } | null = null;
    await app.bus.subscribe(CHANNEL, () => {
      cached = null;
    });
    const cache: OpeningHoursCache = {
      async openAt(at = new Date()) {
        const hours = cache.read(at);
        const t = at.getTime();
        if (state && state.hours === hours && t >= state.from && t < state.until) return state.open;
        const { schedule, closing } = await hours;
        const s = openStatus(schedule, closing, at);
        state = { hours, from: t, until: s.next_change?.getTime() ?? Number.POSITIVE_INFINITY, open: s.open };
        return s.open;
      },
      read(at = new Date()) {
        const since = sinceOf(at);
        const now = Date.now();
        if (cached && cached.since === since && now - cached.at < TTL_MS) return cached.value;
        const entry = { at: now, since, value: loadSchedule(app.db, at) };
        cached = entry;
        entry.value.catch(() => {
          if (cached === entry) cached = null;
        });
        return entry.value;
      },
      async changed() {
        cached = null;
        state = null;
        await app.bus
          .publish(CHANNEL, {})
          .catch((err) => app.log.warn({ err }, 'opening hours change not sent'));
      },
    };
    app.decorate('openingHours', cache);
  },
  { name: 'opening-hours', dependencies: ['database', 'cluster'] },
);
