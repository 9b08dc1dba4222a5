import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';

/** Staff type currency codes by hand; three capitals that name no currency must not reach an invoice or price. */
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: admin.headers, payload });

describe('currency codes staff enter', () => {
  it('an invoice in a made-up currency is refused, new or filled in, paid or due; nothing is credited', async () => {
    const customer = await createUser(app);
    const line = { user: customer.id, item_name: 'Credits', amount: 500, count: 100 };
    const paid = await call('POST', '/api/credits/generate-invoice', {
      ...line,
      currency: 'ZZZ',
      status: 'paid',
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(
      '"ZZZ" is not a currency code. Use a three-letter code such as EUR or USD.',
    );
    expect(await app.db('credit_invoices').where({ user_id: customer.id })).toHaveLength(0);

    const due = await call('POST', '/api/credits/generate-invoice', { ...line, currency: 'USD' });
    expect(due.statusCode).toBe(200);
    const fill = await call('POST', '/api/credits/generate-invoice', {
      ...line,
      _id: due.json()._id,
      currency: 'QQQ',
      status: 'paid',
    });
    expect(fill.statusCode).toBe(400);
    const balance = await app.inject({
      method: 'GET',
      url: '/api/credits_balance_user',
      headers: customer.headers,
    });
    expect(balance.json().credits.balance).toBe(0);
    const row = await app.db('credit_invoices').where({ id: due.json()._id }).first();
    expect({ status: row.status, currency: row.currency }).toEqual({ status: 'due', currency: 'USD' });
  });

  it('a credit package in a made-up currency is refused when added or changed', async () => {
    const item = { name: 'Pack', credits: 1000, price: 9000 };
    expect((await call('POST', '/api/price', { ...item, currency: 'xyz' })).statusCode).toBe(400);
    const made = await call('POST', '/api/price', { ...item, currency: 'gbp' });
    expect(made.json().currency).toBe('GBP');
    const changed = await call('PUT', `/api/price/${made.json()._id}`, { currency: 'ZZZ' });
    expect(changed.statusCode).toBe(400);
    expect((await app.db('price_items').where({ id: made.json()._id }).first()).currency).toBe('GBP');
  });
});
