import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addProduct, get, ok, quickCustomer } from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
});
afterAll(async () => {
  await app.cleanup();
});

describe('validating a blank coupon code', () => {
  // A blank code used to reach the reply with no coupon at all and failed with a 500.
  it.each(['%20', '%09', '%20%20'])('answers %s with "not valid", not a server error', async (code) => {
    const buyer = await quickCustomer(app);
    const p = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const res = await get(app, `/shop/coupon/validate/${code}`, buyer.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('This coupon code is not valid.');
  });
});
