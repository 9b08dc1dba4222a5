import type { Knex } from 'knex';
import { expect } from 'vitest';
import type { TestApp } from '../helpers.js';

/**
 * Pages typed by number into a list (`url` ends with `?` or `&`) hold what an offset over the whole list
 * would: `rows` is that list in the database, `order` its order. In two page sizes: the first page, those
 * either side of the first `range` rows, the middle one, the last ones and two past the end.
 */
export async function expectPagesByNumber(
  app: TestApp,
  list: {
    url: string;
    headers: Record<string, string>;
    rows: (db: Knex) => Knex.QueryBuilder;
    order: { column: string; order: 'asc' | 'desc' }[];
    range: number;
  },
): Promise<void> {
  for (const size of [20, 37]) {
    const [{ n }] = await list.rows(app.db).count({ n: '*' });
    const last = Math.ceil(Number(n) / size);
    const deep = Math.ceil(list.range / size);
    expect(last).toBeGreaterThan(deep + 1);
    for (const page of [1, deep, deep + 1, Math.floor(last / 2), last - 1, last, last + 1, last + 40]) {
      const res = await app.inject({
        url: `/api${list.url}page=${page}&size=${size}`,
        headers: list.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: { _id: number }[]; total: number };
      const expected = (await list
        .rows(app.db)
        .orderBy(list.order)
        .limit(size)
        .offset((page - 1) * size)
        .pluck('id')) as number[];
      expect(
        body.items.map((r) => r._id),
        `page ${page} of ${last}, size ${size}`,
      ).toEqual(expected.map(Number));
      expect(body.total).toBe(Number(n));
    }
  }
}
