import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';

// A VAT number counts only for the country it is valid for: a Dutch number does not make a buyer in the
// United States (or anywhere else) a business abroad that accounts for the VAT itself.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  const billing = await call('PUT', '/api/credits/billing_settings', admin, {
    seller_name: 'Tuning Files BV',
    seller_country: 'NL',
    seller_vat_no: 'NL004495445B01',
  });
  expect(billing.statusCode, billing.body).toBe(200);
});
afterAll(async () => {
  await app.cleanup();
});

const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user?.headers, payload });

async function buyCredits(user: TestUser) {
  const res = await call('POST', '/api/credits_user', user, { count: 1000, payment_method: 'bank' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoice as { _id: number; vat: number; vat_amount: number; reverse_charge: boolean };
}

async function paidInvoicePdf(invoiceId: number, user: TestUser) {
  const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoiceId });
  expect(paid.statusCode, paid.body).toBe(200);
  const pdf = await call('GET', `/api/credits/${invoiceId}/download_invoice`, user);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe('a VAT number of another country', () => {
  it('cannot be carried into another country by changing the address: the Dutch VAT stays', async () => {
    const u = await createUser(app, { country: 'NL' });
    expect(
      (await call('POST', '/api/user/update_business', u, { vat_no: 'NL000000000B01' })).statusCode,
    ).toBe(200);
    const moved = await call('POST', '/api/user/update_address', u, { country: 'US' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().field).toBe('country');
    expect(await buyCredits(u)).toMatchObject({ vat: 21, vat_amount: 210, reverse_charge: false });
  });

  it('saved before the check (or by an import) gives no reverse charge, on the invoice nor the PDF', async () => {
    for (const vat_no of ['NL000000000B01', 'DE136695976']) {
      const u = await createUser(app, { country: 'US' });
      await app.db('users').where({ id: u.id }).update({ vat_no });
      const vat = await call('GET', '/api/vat/US', u);
      expect(vat.json().reverse_charge, vat_no).toBe(false);
      const invoice = await buyCredits(u);
      expect(invoice, vat_no).toMatchObject({ vat: 0, vat_amount: 0, reverse_charge: false });
      const text = await paidInvoicePdf(invoice._id, u);
      expect(text).toContain('Tuning Files BV');
      expect(text, vat_no).not.toContain('Reverse charge');
    }
  });

  it('of the buyer country itself still gives reverse charge', async () => {
    const u = await createUser(app, { country: 'DE' });
    await call('POST', '/api/user/update_business', u, { vat_no: 'DE136695976' });
    const invoice = await buyCredits(u);
    expect(invoice).toMatchObject({ vat: 0, reverse_charge: true });
    expect(await paidInvoicePdf(invoice._id, u)).toContain(
      'Reverse charge: VAT to be accounted for by the recipient.',
    );
  });
});
