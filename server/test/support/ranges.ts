import type { Knex } from 'knex';
import { expect } from 'vitest';
import { ID_RANGE } from '../../src/lib/id-ranges.js';

/**
 * The per-range tallies in `pages` must equal the rows of `source` counted per id range and per `keys`
 * (`everyone`: also counted across all of them under the given key values, as `invoice_pages` does with
 * customer 0).
 */
export async function expectRangesExact(
  db: Knex,
  pages: string,
  source: string,
  keys: string[],
  everyone?: Record<string, number>,
) {
  // Booleans come back as 0/1 from both databases; numbers and strings compare as text.
  const norm = (v: unknown) => String(typeof v === 'boolean' ? Number(v) : v);
  const expected = new Map<string, number>();
  const count = (k: string) => expected.set(k, (expected.get(k) ?? 0) + 1);
  for (const row of (await db(source).select('id', ...keys)) as Record<string, unknown>[]) {
    const bucket = Math.floor(Number(row.id) / ID_RANGE);
    count([...keys.map((k) => norm(row[k])), bucket].join('|'));
    if (everyone) count([...keys.map((k) => norm(everyone[k])), bucket].join('|'));
  }
  const tallied = (await db(pages).where('n', '<>', 0)) as Record<string, unknown>[];
  expect(
    tallied.map((r) => [...keys.map((k) => norm(r[k])), Number(r.bucket), Number(r.n)].join('|')).sort(),
    `${pages} against ${source}`,
  ).toEqual([...expected].map(([k, n]) => `${k}|${n}`).sort());
}
