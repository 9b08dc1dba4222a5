import { ROLE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../bench/orders/seed-orders.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { invoiceRow, ledgerRow } from './support/credit-rows.js';
import { seedCatalogue } from './support/orders-kit.js';

// The large lists answer `next` with each full page; asked for with `after`, the following page starts
// right after the row the list showed last instead of skipping rows by number. Walking a list that way
// must give the same rows, in the same order, as its numbered pages, ties in the sort keys included.
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
const ROWS = 23;
const SIZE = 5;

async function fill(table: string, row: (i: number) => Record<string, unknown>) {
  await app.db(table).insert(Array.from({ length: ROWS }, (_, i) => row(i)));
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  await fill('users', (i) => ({
    username: `keyset_c${i}`,
    email: `keyset${i}@example.test`,
    password_hash: 'x',
    role_id: ROLE.CUSTOMER,
    status: 1,
    verified: true,
  }));
  await fill('credit_invoices', (i) => invoiceRow(customer.id, i, 'K'));
  await fill('credit_ledger', (i) => ledgerRow(customer.id, i));
  await app.db('credit_balances').insert({ user_id: customer.id, balance: ROWS, held: 0, entries: ROWS });
  await fill('p_codes', (i) => ({
    code: `P${(0x2000 + i).toString(16).toUpperCase()}`,
    code_key: `P${(0x2000 + i).toString(16).toUpperCase()}`,
    description: `Fault ${i}`,
  }));
  // Finals of two makes, some with a model and some without (a NULL sort key), many sharing both keys.
  const makes: number[] = [];
  for (const name of ['Volvo', 'Audi'])
    makes.push(Number((await app.db('reg_makes').insert({ name, name_key: name.toLowerCase() }))[0]));
  const [model] = await app.db('reg_models').insert({ name: 'A4', name_key: 'a4', make_id: makes[1] });
  await fill('reg_vehicle_finals', (i) => ({
    make_id: makes[i % 2],
    model_id: i % 3 === 0 ? null : i % 2 ? Number(model) : null,
    match_key: `k:${i}`,
    stock_hp: 100 + i,
    stages: '[]',
  }));
  await fill('reg_uvc_finals', (i) => ({ uvc: `UVC${i}`, make_id: makes[0], description: `Vehicle ${i}` }));
  // Variants with the same names under two generations: ties in the name, broken by id.
  const [type] = await app.db('vehicle_types').insert({ name: 'Vans', name_key: 'vans' });
  const [maker] = await app.db('vehicle_manufacturers').insert({ name: 'M', name_key: 'm', vtype_id: type });
  const [vmodel] = await app
    .db('vehicle_models')
    .insert({ name: 'X', name_key: 'x', manufacturer_id: maker });
  const generations: number[] = [];
  for (const g of ['G1', 'G2'])
    generations.push(
      (
        await app.db('vehicle_generations').insert({ name: g, name_key: g.toLowerCase(), model_id: vmodel })
      )[0],
    );
  // Orders the way the order benches load them (other customers', some agent orders, mixed statuses).
  const { stage1 } = await seedCatalogue(app);
  await seedOrders(app.db, { orders: 160, customerId: customer.id, serviceId: stage1 });
  await fill('vehicle_variants', (i) => ({
    name: `V${i >> 1}`,
    name_key: `v${i >> 1}`,
    generation_id: generations[i % 2],
  }));
});
afterAll(() => app.cleanup());

const get = async (url: string, who: TestUser) => {
  const res = await app.inject({ url: `/api${url}`, headers: who.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as { items: { _id: number }[]; total: number; page: number; next?: string };
};
const sep = (url: string) => (url.includes('?') ? '&' : '?');

const LISTS: [string, string, () => TestUser][] = [
  ['customers', '/user/customers', () => admin],
  ['invoices', '/credits', () => admin],
  ["a customer's invoices", '/credits_user', () => customer],
  ['credit history', '/credits_history_user', () => customer],
  ['P-codes', '/pcode_admin', () => admin],
  ['vehicle finals', '/reg-search/vehicle-finals', () => admin],
  ['UVC finals', '/reg-search/uvc-final', () => admin],
  ['vehicle variants', '/vehicle/variant', () => admin],
  ['orders', '/order', () => admin],
  ['agent orders', '/agent_order', () => admin],
  ['completed orders', '/order?status=completed', () => admin],
  ['variants with a keyword', '/vehicle/variant?keyword=v', () => admin],
];

describe('pages after a row', () => {
  it.each(LISTS)('%s: walking by `next` lists what the numbered pages list', async (_name, url, who) => {
    const first = await get(`${url}${sep(url)}size=${SIZE}`, who());
    const pages = Math.ceil(first.total / SIZE);
    expect(pages).toBeGreaterThan(2);
    const numbered: number[] = [];
    for (let page = 1; page <= pages; page++)
      numbered.push(
        ...(await get(`${url}${sep(url)}page=${page}&size=${SIZE}`, who())).items.map((r) => r._id),
      );
    expect(new Set(numbered).size).toBe(first.total);

    const walked: number[] = first.items.map((r) => r._id);
    let next = first.next;
    for (let page = 2; next; page++) {
      const res = await get(`${url}${sep(url)}page=${page}&size=${SIZE}&after=${next}`, who());
      expect(res.page).toBe(page);
      expect(res.total).toBe(first.total);
      walked.push(...res.items.map((r) => r._id));
      next = res.next;
      expect(page).toBeLessThanOrEqual(pages + 1);
    }
    expect(walked).toEqual(numbered);
  });

  it('a row deleted on the page shown does not push a row of the next page out of sight', async () => {
    const first = await get(`/user/customers?size=${SIZE}`, admin);
    const second = await get(`/user/customers?page=2&size=${SIZE}`, admin);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/user/${first.items[1]._id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await get(`/user/customers?page=2&size=${SIZE}&after=${first.next}`, admin);
    expect(after.items.map((r) => r._id)).toEqual(second.items.map((r) => r._id));
    // By number, the first row of that page is now on page 1 and would not be seen.
    const numbered = await get(`/user/customers?page=2&size=${SIZE}`, admin);
    expect(numbered.items[0]._id).toBe(second.items[1]._id);
  });

  it('answers a position that is not one with a 400 and a message', async () => {
    const finals = await get(`/reg-search/vehicle-finals?size=${SIZE}`, admin);
    const text = Buffer.from('["x"]').toString('base64url');
    for (const [url, after] of [
      ['/credits', 'abc'],
      ['/credits', finals.next],
      ['/credits', Buffer.from('[1,{}]').toString('base64url')],
      ['/credits', 'a.b'],
      ['/order', text],
      ['/order', finals.next],
    ]) {
      const res = await app.inject({
        url: `/api${url}?size=${SIZE}&after=${after}`,
        headers: admin.headers,
      });
      expect(res.statusCode, String(after)).toBe(400);
      expect(res.json().message).toMatch(/position|after/i);
    }
  });

  it('answers no `next` after a short last page', async () => {
    const { total } = await get(`/credits_history_user?size=${SIZE}`, customer);
    const res = await get(`/credits_history_user?page=${Math.ceil(total / SIZE)}&size=${SIZE}`, customer);
    expect(res.items.length).toBe(ROWS % SIZE);
    expect(res.next).toBeUndefined();
  });
});
