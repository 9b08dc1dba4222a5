import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { billing } from '../orders/billing.js';
import { withTransaction } from './ledger.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: { seller_name: 'Tuning Files Ltd', seller_country: 'NL' },
  });
});
afterAll(() => app.cleanup());

describe('credit history descriptions', () => {
  it("reads the portal's own descriptions in the reader's language and staff's notes as written", async () => {
    const customer = await createUser(app, { country: 'NL' });
    const bought = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: customer.headers,
      payload: { count: 1000, payment_method: 'bank' },
    });
    const paid = await app.inject({
      method: 'PATCH',
      url: '/api/credits/mark-as-paid',
      headers: admin.headers,
      payload: { id: bought.json().invoice._id },
    });
    const invoiceNo = paid.json().invoice as string;
    await app.inject({
      method: 'POST',
      url: '/api/credits/adjust',
      headers: admin.headers,
      payload: { user_id: customer.id, amount: 500, reason: 'Welcome gift' },
    });
    const order = {
      id: 4242,
      user_id: customer.id,
      payment_type: 'credits',
      credit_count: 200,
      total_cost: 0,
      currency: 'EUR',
    };
    await withTransaction(app.db, (trx) => billing.pay(trx, order, null));
    await withTransaction(app.db, (trx) => billing.refund(trx, order, null));

    const reasons = async (language?: string) => {
      const res = await app.inject({
        url: '/api/credits_history_user',
        headers: { ...customer.headers, ...(language ? { 'accept-language': language } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((e: { reason: string }) => e.reason);
    };
    // Stored in English as ever, so rows written before read the same way.
    expect(await reasons()).toEqual([
      'Order #4242 cancelled',
      'Order #4242',
      'Welcome gift',
      `Invoice ${invoiceNo}`,
    ]);
    expect(await reasons('de-DE,de;q=0.9')).toEqual([
      'Auftrag #4242 storniert',
      'Auftrag #4242',
      'Welcome gift',
      `Rechnung ${invoiceNo}`,
    ]);
    expect((await reasons('ja'))[1]).toBe('注文 #4242');
    // Isolated in right-to-left languages, so the digits after Arabic letters keep their order.
    expect((await reasons('ar'))[3]).toContain(`\u2068${invoiceNo}\u2069`);
    expect((await reasons('de'))[3]).not.toContain('\u2068');
  });
});
