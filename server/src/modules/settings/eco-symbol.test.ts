import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const publicSymbol = async () =>
  (await app.inject({ url: '/api/auth/get_site_data' })).json().settings.eco_currency_symbol;
const save = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/settings', headers: admin.headers, payload });

describe('ECO calculator currency symbol', () => {
  it('follows the site currency until staff set their own symbol', async () => {
    // A fresh install charges in EUR: the calculator must not show another currency's symbol.
    const fresh = (await app.inject({ url: '/api/settings', headers: admin.headers })).json();
    expect(fresh.currency).toBe('EUR');
    expect(fresh.eco_currency_symbol).toBe('');
    expect(await publicSymbol()).toBe('€');

    expect((await save({ currency: 'GBP' })).statusCode).toBe(200);
    expect(await publicSymbol()).toBe('£');

    expect((await save({ eco_currency_symbol: 'kr' })).statusCode).toBe(200);
    expect(await publicSymbol()).toBe('kr');
  });
});
