import { ROLE } from '@portal/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ID_RANGE } from '../src/lib/id-ranges.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { invoiceRow, ledgerRow } from './support/credit-rows.js';
import { expectPagesByNumber } from './support/pages-by-number.js';
import { seeded } from './support/seeded.js';

// A page number typed far down the customers, invoices or credit history starts where the per-range
// tallies place it; whatever the ids, gaps and filters, it must hold the rows an offset over the whole list
// would (the orders have their own test).
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
const ROWS = 2600;

const { random } = seeded(20261129);

async function fill(table: string, row: (i: number) => Record<string, unknown>) {
  await app.db.batchInsert(
    table,
    Array.from({ length: ROWS }, (_, i) => row(i)),
    200,
  );
  // A hole across a range boundary, then one row far past the rest.
  const ids = (await app.db(table).orderBy('id').pluck('id')) as number[];
  await app.db(table).whereBetween('id', [ids[900], ids[1250]]).delete();
  await app.db(table).insert({ ...row(ROWS), id: Number(ids.at(-1)) + 3 * ID_RANGE });
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  other = await createUser(app);
  await fill('users', (i) => ({
    username: `ranged${i}`,
    email: `ranged${i}@example.test`,
    password_hash: 'x',
    role_id: random() < 0.9 ? ROLE.CUSTOMER : ROLE.STAFF,
    status: random() < 0.7 ? 1 : 0,
  }));
  await fill('credit_invoices', (i) => invoiceRow(random() < 0.8 ? customer.id : other.id, i, 'R'));
  await fill('credit_ledger', (i) => ledgerRow(random() < 0.8 ? customer.id : other.id, i));
  const [{ n }] = await app.db('credit_ledger').where('user_id', customer.id).count({ n: '*' });
  await app.db('credit_balances').insert({ user_id: customer.id, balance: 1, held: 0, entries: Number(n) });
});
afterAll(() => app.cleanup());

const LISTS: [string, string, () => TestUser, (db: Knex) => Knex.QueryBuilder][] = [
  ['customers', '/user/customers?', () => admin, (db) => db('users').where('role_id', ROLE.CUSTOMER)],
  [
    'active customers',
    '/user/customers?status=1&',
    () => admin,
    (db) => db('users').where({ role_id: ROLE.CUSTOMER, status: 1 }),
  ],
  ['invoices', '/credits?', () => admin, (db) => db('credit_invoices')],
  [
    "a customer's invoices",
    '/credits_user?',
    () => customer,
    (db) => db('credit_invoices').where('user_id', customer.id),
  ],
  [
    'credit history',
    '/credits_history_user?',
    () => customer,
    (db) => db('credit_ledger').where('user_id', customer.id),
  ],
];

describe('a page number typed far down a list', () => {
  it.each(LISTS)('%s: shows what an offset over the whole list would', async (_name, url, who, rows) => {
    await expectPagesByNumber(app, {
      url,
      headers: who().headers,
      rows,
      order: [{ column: 'id', order: 'desc' }],
      range: ID_RANGE,
    });
  });
});
