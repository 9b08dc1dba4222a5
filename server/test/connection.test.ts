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
});
