import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

const search = (headers: Record<string, string> | undefined, query = '') =>
  app.inject({ url: `/api/user/customer_search${query}`, headers });

describe('customer search for pickers', () => {
  it('finds customers by name, user name or e-mail on the server, short form, never staff', async () => {
    const wanted = await createUser(app, { email: 'marta.kowalska@garage.example', username: 'mkowalska' });
    await app.db('users').where({ id: wanted.id }).update({ firstname: 'Marta', lastname: 'Kowalska' });
    await createUser(app, { email: 'someone@else.example' });
    const staffNamed = await createStaff(app, { orders: true });
    await app.db('users').where({ id: staffNamed.id }).update({ firstname: 'Marta' });

    for (const keyword of ['Kowal', 'marta', 'garage.example', 'mkowal']) {
      const res = await search(admin.headers, `?keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().items.map((u: { _id: number }) => u._id),
        keyword,
      ).toEqual([wanted.id]);
    }
    const [found] = (await search(admin.headers, '?keyword=Kowalska')).json().items;
    expect(Object.keys(found).sort()).toEqual([
      '_id',
      'company_name',
      'email',
      'firstname',
      'lastname',
      'username',
    ]);
    // Without a keyword a short first page comes back, capped by size.
    expect((await search(admin.headers, '?size=1')).json().items).toHaveLength(1);
  });

  it('answers staff who manage API access or invoices; refuses other staff, customers and strangers', async () => {
    const apiStaff = await createStaff(app, { api_manager: true });
    expect((await search(apiStaff.headers, '?keyword=a')).statusCode).toBe(200);
    const invoiceStaff = await createStaff(app, { dealers_manager: { dealers_invoices: true } });
    expect((await search(invoiceStaff.headers, '?keyword=a')).statusCode).toBe(200);
    const ordersStaff = await createStaff(app, { orders: true });
    expect((await search(ordersStaff.headers)).statusCode).toBe(403);
    const customer = await createUser(app);
    expect((await search(customer.headers)).statusCode).toBe(403);
    expect((await search(undefined)).statusCode).toBe(401);
    expect((await search(admin.headers, '?size=500')).statusCode).toBe(400);
  });
});
