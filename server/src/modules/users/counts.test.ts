import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { withTransaction } from '../credits/ledger.js';
import { expectRangesExact } from '../../../test/support/ranges.js';
import { seeded } from '../../../test/support/seeded.js';

// The user tallies behind the user lists' totals, and those per id range that place a typed page number,
// must equal COUNT(*) whatever changed the users.
let app: TestApp;
let admin: TestUser;

const { pick, random } = seeded(20261128);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

async function expectTalliesExact() {
  const counted = (await app
    .db('users')
    .select('role_id', 'status')
    .count({ n: '*' })
    .groupBy('role_id', 'status')) as {
    role_id: number;
    status: number;
    n: number;
  }[];
  const tallied = (await app.db('user_counts').where('n', '>', 0)) as typeof counted;
  const key = (r: (typeof counted)[number]) => `${r.role_id}|${r.status}|${Number(r.n)}`;
  expect(tallied.map(key).sort()).toEqual(counted.map(key).sort());
  expect(await app.db('user_counts').where('n', '<', 0)).toEqual([]);
  await expectRangesExact(app.db, 'user_pages', 'users', ['role_id', 'status']);
}

describe('user tallies', () => {
  it('equal COUNT(*) after random sign-ups, role and status changes and deletions, some at once', async () => {
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        Array.from({ length: 8 }, () => createUser(app, { role: pick([2, 2, 3]), status: pick([0, 1]) })),
      );
      // One user far past the others, so the users spread over several id ranges.
      const [{ top }] = (await app.db('users').max({ top: 'id' })) as { top: number }[];
      const id = Number(top) + 1 + Math.floor(random() * 2000);
      await app.db('users').insert({
        id,
        username: `far${id}`,
        email: `far${id}@example.test`,
        password_hash: 'x',
        role_id: pick([2, 3]),
        status: pick([0, 1]),
      });
      const ids = (await app.db('users').whereNot('id', admin.id).pluck('id')) as number[];
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          // As the app changes a user: retried when MariaDB picks it as a deadlock victim (two moves between
          // the same tallies in opposite directions).
          withTransaction(app.db, (trx) =>
            trx('users')
              .where('id', pick(ids))
              .update(i % 2 ? { status: pick([0, 1, 2]) } : { role_id: pick([2, 3]) }),
          ),
        ),
      );
      await app.db
        .transaction(async (trx) => {
          await trx('users').where('id', pick(ids)).update({ status: 2 });
          throw new Error('rolled back');
        })
        .catch(() => {});
      await app.db('users').where('id', pick(ids)).delete();
      await expectTalliesExact();
    }
    const list = await app.inject({ url: '/api/user/customers?page=1&size=5', headers: admin.headers });
    const [{ n }] = await app.db('users').where('role_id', 2).count({ n: '*' });
    expect(list.json().total).toBe(Number(n));
    const active = await app.inject({ url: '/api/user/customers?status=1&size=200', headers: admin.headers });
    const expected = (await app
      .db('users')
      .where({ role_id: 2, status: 1 })
      .orderBy('id', 'desc')
      .pluck('id')) as number[];
    expect([active.json().total, active.json().items.map((u: { _id: number }) => u._id)]).toEqual([
      expected.length,
      expected,
    ]);
  });
});
