import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { type Catalogue, giveCredits, orderFields, seedCatalogue, submit } from './support/orders-kit.js';

/**
 * Values the request checks let through but that the server made longer or larger than their columns
 * before storing them: MariaDB (strict) refused them with a server error, SQLite stored them.
 */
let app: TestApp;
let admin: TestUser;
let c: Catalogue;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  c = await seedCatalogue(app);
});
afterAll(() => app.cleanup());

const post = (url: string, payload: object, who = admin) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });

describe('values that grow on their way to the database', () => {
  it('keeps a registration whose capitals would be longer than the field as written', async () => {
    const u = await createUser(app);
    await giveCredits(app, u.id, 10_000);
    const reg = 'ß'.repeat(40);
    const res = await submit(app, u.headers, orderFields(c, { reg_no: reg }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.reg_no).toBe(reg);
    const plain = await submit(app, u.headers, orderFields(c, { reg_no: 'ab12 cdé' }));
    expect(plain.json().order.reg_no).toBe('AB12 CDÉ');
  });

  it('takes a vehicle name whose spelled-out form is longer than the key column, once', async () => {
    const name = '\uFDFA'.repeat(11); // each is 18 letters in its compatibility form
    const first = await post('/vehicle/vtype', { name });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().name).toBe(name);
    const again = await post('/vehicle/vtype', { name });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a DF code ECU family whose capitals would not fit', async () => {
    const res = await post('/dpcode', {
      code: 'DF055',
      ecu: 'ß'.repeat(60),
      p_code: 'P0101',
      description: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ecu).toBe('ß'.repeat(60));
  });
});

describe('numbers beyond what the portal keeps', () => {
  it('refuses a suspension past 2037 with a 400 that names the field', async () => {
    const u = await createUser(app);
    const suspend = (until: string) => post(`/user/${u.id}/suspend`, { until, reason: 'Unpaid invoices' });
    const far = await suspend('2099-01-01T00:00:00Z');
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json()).toMatchObject({ field: 'until', message: 'Choose an end date before 2038.' });
    expect((await suspend('2037-12-31T00:00:00Z')).statusCode).toBe(200);
  });

  it('refuses a credit price so large that a purchase could not be priced exactly', async () => {
    const res = await post('/settings', { credit_price: Number.MAX_SAFE_INTEGER });
    expect(res.statusCode).toBe(400);
    const other = await post('/settings', { currency_prices: { EUR: Number.MAX_SAFE_INTEGER } });
    expect(other.statusCode).toBe(400);
    expect((await post('/settings', { credit_price: 1_000_000_000 })).statusCode).toBe(200);
  });
});
