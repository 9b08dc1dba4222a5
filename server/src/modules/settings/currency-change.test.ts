import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

// The money balance has no currency of its own: switching the site currency would relabel it unconverted,
// so the switch waits until no customer holds money or owes a balance top-up. Credits do not count.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const call = (user: TestUser, method: string, url: string, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user.headers, payload });
const setCurrency = (currency: string) => call(admin, 'POST', '/api/settings', { currency });
const siteCurrency = async () => (await call(admin, 'GET', '/api/settings')).json().currency;
const adjustMoney = (user_id: number, amount: number) =>
  call(admin, 'POST', '/api/credits/agent-balance/adjust', { user_id, amount, reason: 'test' });

describe('changing the site currency', () => {
  it('is refused while a customer holds money or a balance top-up is due, and allowed after', async () => {
    const start = await siteCurrency();
    const other = start === 'USD' ? 'EUR' : 'USD';
    const c = await createUser(app);
    // Credits alone do not block it.
    expect(
      (await call(admin, 'POST', '/api/credits/adjust', { user_id: c.id, amount: 500, reason: 'x' }))
        .statusCode,
    ).toBe(200);
    expect((await setCurrency(other)).statusCode).toBe(200);
    expect((await setCurrency(start)).statusCode).toBe(200);

    expect((await adjustMoney(c.id, 1234)).statusCode).toBe(200);
    const topUp = await call(c, 'POST', '/api/credits_user', {
      kind: 'balance',
      amount: 5000,
      payment_method: 'bank',
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const refused = await setCurrency(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The currency can only be changed while no customer holds money in it (accounts with a balance: 1; unpaid balance top-up invoices: 1). Bring the balances to zero and settle or delete those invoices first.',
    );
    expect(await siteCurrency()).toBe(start);
    // Saving the form with the same currency is not a change.
    expect((await setCurrency(start)).statusCode).toBe(200);

    expect((await adjustMoney(c.id, -1234)).statusCode).toBe(200);
    const due = await setCurrency(other);
    expect(due.statusCode).toBe(409);
    expect(due.json().message).toContain('accounts with a balance: 0; unpaid balance top-up invoices: 1');

    await call(admin, 'DELETE', `/api/credits/${topUp.json().invoice._id}`);
    expect(await app.db('credit_invoices').where({ kind: 'balance', status: 'due' }).first()).toBeUndefined();
    expect((await setCurrency(other)).statusCode).toBe(200);
    expect(await siteCurrency()).toBe(other);
  });

  it('refused in a save that also uploads a logo, changes nothing: the logo stays and no file is kept', async () => {
    const start = await siteCurrency();
    const c = await createUser(app);
    expect((await adjustMoney(c.id, 100)).statusCode).toBe(200);
    const logoBefore = await app.settings.get('logo');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const form = await formData({ currency: start === 'USD' ? 'EUR' : 'USD' }, [
      { field: 'logo', name: 'logo.svg', type: 'image/svg+xml', content: svg },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await app.settings.get('logo')).toEqual(logoBefore);
    const branding = path.join(app.config.filesDir, 'branding');
    const files = existsSync(branding) ? readdirSync(branding, { recursive: true, withFileTypes: true }) : [];
    expect(files.filter((f) => f.isFile())).toHaveLength(0);
    expect(await siteCurrency()).toBe(start);
    expect((await adjustMoney(c.id, -100)).statusCode).toBe(200);
  });
});
