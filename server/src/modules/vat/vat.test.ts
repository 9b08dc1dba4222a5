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

const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user?.headers, payload });

describe('VAT rates', () => {
  it('lists the seeded rates, searchable and paged', async () => {
    const all = await call('GET', '/api/vat?size=-1', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(28);
    const fi = await call('GET', '/api/vat?search_keyword=finl', admin);
    expect(fi.json().items).toEqual([
      { _id: expect.any(Number), country: 'FI', country_name: 'Finland', percentage: 25.5, enabled: true },
    ]);
    const page = await call('GET', '/api/vat?page=2&size=5', admin);
    expect(page.json()).toMatchObject({ page: 2, size: 5 });
    expect(page.json().items).toHaveLength(5);
  });

  it('adds, toggles and changes a rate; refuses duplicates and bad values', async () => {
    const made = await call('POST', '/api/vat', admin, {
      country: 'ch',
      country_name: 'Switzerland',
      percentage: 8.1,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ country: 'CH', percentage: 8.1, enabled: true });
    const id = made.json()._id;
    expect((await call('POST', '/api/vat', admin, { country: 'CH', percentage: 7 })).statusCode).toBe(409);
    for (const payload of [
      { country: 'CHE', percentage: 7 },
      { country: 'NO', percentage: 101 },
      { country: 'NO', percentage: -1 },
      { country: 'NO', percentage: 7.555 },
      { country: 'NO' },
    ]) {
      expect((await call('POST', '/api/vat', admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const off = await call('PUT', `/api/vat/toggle/${id}`, admin, { enabled: false });
    expect(off.json().enabled).toBe(false);
    const pct = await call('PUT', `/api/vat/percentage/${id}`, admin, { percentage: 7.7 });
    expect(pct.json().percentage).toBe(7.7);
    // Two-decimal rates that binary floating point cannot hold exactly are rates all the same.
    for (const percentage of [2.3, 5.1, 9.7, 19.99, 0.07]) {
      const res = await call('PUT', `/api/vat/percentage/${id}`, admin, { percentage });
      expect(res.statusCode, String(percentage)).toBe(200);
      expect(res.json().percentage).toBe(percentage);
    }
    const third = await call('PUT', `/api/vat/percentage/${id}`, admin, { percentage: 19.999 });
    expect(third.json()).toMatchObject({ statusCode: 400, field: 'percentage' });
    expect(third.json().message).toMatch(/at most two decimals/);
    await call('PUT', `/api/vat/percentage/${id}`, admin, { percentage: 7.7 });
    expect((await call('PUT', '/api/vat/percentage/999999', admin, { percentage: 5 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/vat/toggle/${id}`, admin, { enabled: 'maybe' })).statusCode).toBe(400);
    expect(await app.db('audit_log').where({ target_type: 'vat_rate', target_id: id })).toHaveLength(9);
  });

  it('needs the settings permission to manage rates', async () => {
    const customer = await createUser(app);
    const staff = await createStaff(app, { dealers_manager: { dealers_invoices: true } });
    const settingsStaff = await createStaff(app, { settings: true });
    expect((await call('GET', '/api/vat', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/vat', staff)).statusCode).toBe(403);
    expect((await call('POST', '/api/vat', staff, { country: 'NO', percentage: 25 })).statusCode).toBe(403);
    expect((await call('GET', '/api/vat', settingsStaff)).statusCode).toBe(200);
    expect((await call('GET', '/api/vat', null)).statusCode).toBe(401);
  });

  it('answers the rate for a country to any signed-in user', async () => {
    const customer = await createUser(app);
    expect((await call('GET', '/api/vat/de', customer)).json()).toEqual({
      country: 'DE',
      percentage: 19,
      enabled: true,
      reverse_charge: false,
    });
    expect((await call('GET', '/api/vat/US', customer)).json()).toMatchObject({
      percentage: 0,
      enabled: false,
    });
    const at = (await call('GET', '/api/vat?search_keyword=AT', admin))
      .json()
      .items.find((v: { country: string }) => v.country === 'AT');
    await call('PUT', `/api/vat/toggle/${at._id}`, admin, { enabled: false });
    expect((await call('GET', '/api/vat/AT', customer)).json()).toMatchObject({
      percentage: 0,
      enabled: false,
    });
    expect((await call('GET', '/api/vat/A1', customer)).statusCode).toBe(400);
    expect((await call('GET', '/api/vat/DE', null)).statusCode).toBe(401);
  });
});

describe('reverse charge needs a VAT number valid for the buyer country', () => {
  beforeAll(async () => {
    const res = await call('PUT', '/api/credits/billing_settings', admin, {
      seller_name: 'Tuning Files BV',
      seller_country: 'NL',
      seller_vat_no: 'NL004495445B01',
      bank_name: 'Test Bank',
      bank_iban: 'NL00TEST0123456789',
      bank_bic: 'TESTNL2A',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  // Stored straight in the table, as numbers were before they were checked.
  const buyerWith = async (vatNo: string) => {
    const customer = await createUser(app, { country: 'DE' });
    await app.db('users').where({ id: customer.id }).update({ vat_no: vatNo });
    return customer;
  };

  it('charges VAT on the quote and the invoice of a buyer abroad with a junk VAT number', async () => {
    for (const junk of ['x', 'DE123', 'FR40303265045']) {
      const customer = await buyerWith(junk);
      expect((await call('GET', '/api/vat/de', customer)).json(), junk).toEqual({
        country: 'DE',
        percentage: 19,
        enabled: true,
        reverse_charge: false,
      });
      const res = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().invoice, junk).toMatchObject({
        vat: 19,
        vat_amount: 190,
        total: 1190,
        reverse_charge: false,
      });
    }
  });

  it('gives reverse charge to a buyer abroad with a valid number, written with or without its prefix', async () => {
    for (const vatNo of ['DE136695976', '136 695 976']) {
      const customer = await buyerWith(vatNo);
      expect((await call('GET', '/api/vat/de', customer)).json()).toMatchObject({
        percentage: 0,
        reverse_charge: true,
      });
      const res = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
      expect(res.json().invoice).toMatchObject({ vat: 0, vat_amount: 0, total: 1000, reverse_charge: true });
    }
  });

  it("charges a buyer without a country the seller's VAT, as the site data and the invoice say", async () => {
    const customer = await createUser(app, { country: '' });
    const site = (await call('GET', '/api/auth/get_site_data', null)).json();
    expect(site.seller_country).toBe('NL');
    const res = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({
      vat: 21,
      vat_amount: 210,
      total: 1210,
      reverse_charge: false,
    });
  });
});
