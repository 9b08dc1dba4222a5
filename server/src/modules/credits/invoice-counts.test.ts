import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ledgerRow } from '../../../test/support/credit-rows.js';
import { expectRangesExact } from '../../../test/support/ranges.js';
import { seeded } from '../../../test/support/seeded.js';

// The invoice lists' totals come from per-customer tallies kept by triggers: they must equal COUNT(*)
// whatever added or removed invoices, at once or rolled back, and when a customer is deleted; so must the
// per-range tallies of invoices and credit history.
let app: TestApp;
let admin: TestUser;
const customers: TestUser[] = [];

const { pick, random } = seeded(20261128);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  for (let i = 0; i < 5; i++) customers.push(await createUser(app));
});
afterAll(() => app.cleanup());

const invoice = (userId: number) => ({
  user_id: userId,
  kind: pick(['credits', 'balance']),
  item_name: '50 credits',
  count: 50,
  amount: 4750,
  total: 4750,
  currency: 'EUR',
  status: pick(['due', 'paid']),
});

async function expectTotalsExact(alive: TestUser[]) {
  const [{ n }] = await app.db('credit_invoices').count({ n: '*' });
  const staff = await app.inject({ url: '/api/credits?page=1&size=3', headers: admin.headers });
  expect(staff.statusCode, staff.body).toBe(200);
  expect(staff.json().total).toBe(Number(n));
  for (const c of alive) {
    const [{ own }] = await app.db('credit_invoices').where('user_id', c.id).count({ own: '*' });
    const res = await app.inject({ url: '/api/credits_user?page=1&size=3', headers: c.headers });
    expect(res.json().total).toBe(Number(own));
    // A filtered list still counts its rows.
    const [{ paid }] = await app
      .db('credit_invoices')
      .where({ user_id: c.id, status: 'paid' })
      .count({ paid: '*' });
    const filtered = await app.inject({ url: '/api/credits_user?status=paid', headers: c.headers });
    expect(filtered.json().total).toBe(Number(paid));
  }
  expect(await app.db('invoice_counts').where('n', '<', 0)).toEqual([]);
  // The per-range tallies that place a typed page number: each customer's, and everyone's as customer 0.
  await expectRangesExact(app.db, 'invoice_pages', 'credit_invoices', ['user_id'], { user_id: 0 });
  await expectRangesExact(app.db, 'ledger_pages', 'credit_ledger', ['user_id']);
}

describe('invoice tallies', () => {
  it('equal COUNT(*) after random invoices, deletions, rollbacks and a customer deleted, some at once', async () => {
    let alive = [...customers];
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        Array.from({ length: 10 }, () => app.db('credit_invoices').insert(invoice(pick(alive).id))),
      );
      // One invoice and one ledger entry far past the others, so the rows spread over several id ranges.
      for (const table of ['credit_invoices', 'credit_ledger']) {
        const [{ top }] = (await app.db(table).max({ top: 'id' })) as { top: number | null }[];
        const id = Number(top ?? 0) + 1 + Math.floor(random() * 2000);
        const owner = pick(alive).id;
        await app
          .db(table)
          .insert(table === 'credit_invoices' ? { ...invoice(owner), id } : { ...ledgerRow(owner, 0), id });
      }
      const ids = (await app.db('credit_invoices').pluck('id')) as number[];
      await Promise.all(
        Array.from({ length: 3 }, () => app.db('credit_invoices').where('id', pick(ids)).delete()),
      );
      await app.db
        .transaction(async (trx) => {
          await trx('credit_invoices').insert(invoice(pick(alive).id));
          throw new Error('rolled back');
        })
        .catch(() => {});
      await expectTotalsExact(alive);
    }
    const gone = alive[0];
    await app.db('credit_invoices').insert(invoice(gone.id));
    await app.db('credit_ledger').insert(ledgerRow(gone.id, 0));
    await app.db('users').where('id', gone.id).delete();
    alive = alive.slice(1);
    await expectTotalsExact(alive);
    expect(await app.db('invoice_counts').where('user_id', gone.id)).toEqual([]);
  });
});
