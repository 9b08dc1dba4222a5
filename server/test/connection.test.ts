import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connection.js';
import { toIso } from '../src/db/helpers.js';
import { TEST_DB } from './helpers.js';

describe.skipIf(TEST_DB !== 'sqlite')('SQLite connection', () => {
  it('stores dates as sortable UTC text, inside transactions too', async () => {
    const db = await connect('sqlite::memory:');
    try {
      await db.schema.createTable('t', (t) => {
        t.timestamp('at');
      });
      const at = new Date('2026-01-02T03:04:05.678Z');
      await db('t').insert({ at });
      await db.transaction(async (trx) => {
        await trx('t').insert({ at: new Date('2026-01-03T00:00:00.000Z') });
      });
      const rows = await db('t').orderBy('at');
      expect(rows.map((r) => r.at)).toEqual(['2026-01-02 03:04:05.678', '2026-01-03 00:00:00.000']);
      expect(toIso(rows[0].at)).toBe(at.toISOString());
      const later = await db('t').where('at', '>', new Date('2026-01-02T12:00:00Z'));
      expect(later).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it("reads SQLite's own timestamps, with and without milliseconds, as ISO", async () => {
    const db = await connect('sqlite::memory:');
    try {
      const [row] = await db.raw("select CURRENT_TIMESTAMP as now, '2026-01-02 03:04:05.678' as ms");
      expect(toIso(row.now)).toBe(new Date(`${row.now.replace(' ', 'T')}Z`).toISOString());
      expect(toIso(row.ms)).toBe('2026-01-02T03:04:05.678Z');
      expect(toIso('2026-01-02T03:04:05+01:00')).toBe('2026-01-02T02:04:05.000Z');
      expect(toIso('not a date')).toBeNull();
    } finally {
      await db.destroy();
    }
  });

  it('limits written into the statement still page correctly, offsets too', async () => {
    const db = await connect('sqlite::memory:');
    try {
      await db.schema.createTable('n', (t) => {
        t.integer('v');
      });
      await db('n').insert(Array.from({ length: 10 }, (_, v) => ({ v })));
      const page = db('n').orderBy('v').limit(3).offset(4);
      expect(page.toSQL().sql).toContain('limit 3');
      expect((await page).map((r) => r.v)).toEqual([4, 5, 6]);
      expect((await db('n').orderBy('v').offset(8)).map((r) => r.v)).toEqual([8, 9]);
      expect((await db('n').where('v', 7).first())?.v).toBe(7);
    } finally {
      await db.destroy();
    }
  });
});
