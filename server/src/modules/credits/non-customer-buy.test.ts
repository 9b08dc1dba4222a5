import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

// Staff and admin accounts hold no credits (adjust() refuses them): they cannot buy any, nor be invoiced.
let app: TestApp;
let admin: TestUser;
let staff: TestUser;
const REFUSAL = 'Only customer accounts hold credits and balances.';

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  staff = await createStaff(app);
});
afterAll(() => app.cleanup());

const call = (user: TestUser, method: string, url: string, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user.headers, payload });
const invoicesOf = async (id: number) =>
  Number((await app.db('credit_invoices').where({ user_id: id })).length);

describe('credits for non-customer accounts', () => {
  it('adjust and buy refuse them alike', async () => {
    const adjust = await call(admin, 'POST', '/api/credits/adjust', {
      user_id: staff.id,
      amount: 100,
      reason: 'x',
    });
    for (const user of [staff, admin]) {
      const buy = await call(user, 'POST', '/api/credits_user', { count: 100, payment_method: 'bank' });
      expect(buy.statusCode, buy.body).toBe(adjust.statusCode);
      expect(buy.json().message).toBe(REFUSAL);
      expect(await invoicesOf(user.id)).toBe(0);
    }
    expect(adjust.json().message).toBe(REFUSAL);
  });

  it('generate-invoice and create-empty refuse them', async () => {
    const paid = await call(admin, 'POST', '/api/credits/generate-invoice', {
      item_name: 'x',
      amount: 100,
      count: 100,
      user: admin.id,
      status: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(400);
    expect(paid.json().message).toBe(REFUSAL);
    const empty = await call(admin, 'POST', '/api/credits/create-empty', { user_id: staff.id });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(await invoicesOf(admin.id)).toBe(0);
    expect(await invoicesOf(staff.id)).toBe(0);
  });

  it('a customer still buys', async () => {
    const c = await createUser(app);
    const buy = await call(c, 'POST', '/api/credits_user', { count: 100, payment_method: 'bank' });
    expect(buy.statusCode, buy.body).toBe(200);
  });
});
