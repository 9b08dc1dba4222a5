import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { billingReads } from '../../../test/support/billing-reads.js';

let app: TestApp;
let admin: TestUser;
let buyer: TestUser;

const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user?.headers, payload });

async function saveBilling(payload: object) {
  const res = await call('PUT', '/api/credits/billing_settings', admin, payload);
  expect(res.statusCode, res.body).toBe(200);
}

async function buyCredits() {
  const res = await call('POST', '/api/credits_user', buyer, { count: 1000, payment_method: 'bank' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoice as { _id: number; vat: number; reverse_charge: boolean };
}

async function invoicePdf(id: number) {
  const res = await call('GET', `/api/credits/${id}/download_invoice`, buyer);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  buyer = await createUser(app, { country: 'DE' });
  await app.db('users').where({ id: buyer.id }).update({ vat_no: 'DE136695976' });
  await saveBilling({
    seller_name: 'Alpha Files BV',
    seller_country: 'NL',
    seller_vat_no: 'NL004495445B01',
    // No holder of its own (the test app enters one): the transfer names the seller.
    bank_account_holder: '',
    bank_name: 'Test Bank',
    bank_iban: 'NL00TEST0123456789',
    bank_bic: 'TESTNL2A',
  });
});
afterAll(async () => {
  await app.cleanup();
});

describe('billing settings of credit invoices and VAT answers', () => {
  it('come from the settings cache, not from the table on every call', async () => {
    const made: { _id: number }[] = [];
    const steps: (() => Promise<void>)[] = [
      async () => expect((await call('GET', '/api/vat/DE', buyer)).json().reverse_charge).toBe(true),
      // A customer's purchase by bank transfer: the invoice, then the bank details to pay it to. Twice, so
      // that reading the table each time is more than the one refresh a slow machine is allowed below.
      ...[1, 2].map(() => async () => {
        const res = await call('POST', '/api/credits_user', buyer, { count: 1000, payment_method: 'bank' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().invoice).toMatchObject({ vat: 0, reverse_charge: true });
        expect(res.json().next.instructions).toMatchObject({
          bank_name: 'Test Bank',
          iban: 'NL00TEST0123456789',
          account_holder: 'Alpha Files BV',
        });
      }),
      async () => {
        const res = await call('POST', '/api/credits/generate-invoice', admin, {
          user: buyer.id,
          item_name: 'Credits',
          amount: 1000,
          count: 1000,
        });
        expect(res.json()).toMatchObject({ vat: 0, reverse_charge: true });
        made.push(res.json());
      },
      async () => expect(await invoicePdf(made[0]._id)).toContain('Alpha Files BV'),
      async () => {
        const res = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: made[0]._id });
        expect(res.statusCode, res.body).toBe(200);
      },
      async () => {
        const res = await call('POST', '/api/credits/generate-invoice', admin, {
          user: buyer.id,
          item_name: 'Credits',
          amount: 1000,
          count: 1000,
          status: 'paid',
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ];
    let reads = 0;
    for (const step of steps) {
      // Fills the cache just before, so that only a step that reads the table itself is counted.
      await call('GET', '/api/vat/DE', buyer);
      reads += await billingReads(app.db, step);
    }
    // The cache lives a few seconds: a very slow machine may refresh it once. Without it each step reads.
    expect(reads).toBeLessThanOrEqual(1);
  });

  it('are the new ones on the next invoice, bank details and VAT answer once an admin changed them', async () => {
    const before = await buyCredits();
    expect(before).toMatchObject({ vat: 0, reverse_charge: true });
    expect((await call('GET', '/api/vat/DE', buyer)).json()).toMatchObject({
      percentage: 0,
      reverse_charge: true,
    });
    expect(await invoicePdf(before._id)).toContain('Alpha Files BV');

    // The seller moves to the buyer's country: the sale becomes domestic.
    await saveBilling({
      seller_name: 'Beta Files GmbH',
      seller_country: 'DE',
      seller_vat_no: 'DE136695976',
      bank_iban: 'DE89370400440532013000',
    });

    expect((await call('GET', '/api/vat/DE', buyer)).json()).toEqual({
      country: 'DE',
      percentage: 19,
      enabled: true,
      reverse_charge: false,
    });
    const bought = await call('POST', '/api/credits_user', buyer, { count: 1000, payment_method: 'bank' });
    expect(bought.json().next.instructions).toMatchObject({
      iban: 'DE89370400440532013000',
      account_holder: 'Beta Files GmbH',
    });
    const after = bought.json().invoice as { _id: number };
    expect(after).toMatchObject({ vat: 19, reverse_charge: false });
    // A draft shows the seller of today, a paid invoice the seller it was issued by.
    expect(await invoicePdf(after._id)).toContain('Beta Files GmbH');
    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: after._id });
    expect(paid.statusCode, paid.body).toBe(200);
    const text = await invoicePdf(after._id);
    expect(text).toContain('Beta Files GmbH');
    expect(text).not.toContain('Alpha Files BV');
  });
});
