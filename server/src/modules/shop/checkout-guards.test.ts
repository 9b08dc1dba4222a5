import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import {
  addProduct,
  address,
  get,
  ok,
  post,
  quickCustomer,
  shopTestApp,
} from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  // The brakes are what this file checks: on, as in production.
  ({ app, admin, shippingId } = await shopTestApp({ RATE_LIMITS: 'true' }));
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  await ok(app, '/shop/coupon/add', admin.headers, { name: 'Ten off', code: 'REAL10', flat_amount: 1000 });
});
afterAll(async () => {
  await app.cleanup();
});

const buyerWithCart = async () => {
  const buyer = await quickCustomer(app);
  const p = await addProduct(app, admin.headers);
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  return { buyer, product: p };
};

describe('guessing coupon codes', () => {
  it('stops a customer after ten unknown codes, counted across check, quote and checkout', async () => {
    const { buyer } = await buyerWithCart();
    const tries = [
      () => get(app, '/shop/coupon/validate/GUESS1', buyer.headers),
      () => post(app, '/shop/checkout/quote', buyer.headers, { coupon_code: 'GUESS2' }),
      () =>
        post(app, '/shop/checkout', buyer.headers, {
          shipping_method_id: shippingId,
          payment_method: 'bank',
          coupon_code: 'GUESS3',
          address: address(),
        }),
    ];
    for (let i = 0; i < 9; i++) {
      const res = await tries[i % 3]();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('This coupon code is not valid.');
    }
    // A code that works never uses the allowance up.
    for (let i = 0; i < 5; i++)
      expect((await get(app, '/shop/coupon/validate/REAL10', buyer.headers)).statusCode).toBe(200);
    expect((await tries[0]()).statusCode).toBe(400);
    const stopped = await get(app, '/shop/coupon/validate/GUESS11', buyer.headers);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    const quote = await post(app, '/shop/checkout/quote', buyer.headers, { coupon_code: 'REAL10' });
    expect(quote.statusCode).toBe(429);
    // Another customer has their own allowance.
    const { buyer: other } = await buyerWithCart();
    expect((await get(app, '/shop/coupon/validate/GUESS1', other.headers)).statusCode).toBe(400);
    expect((await get(app, '/shop/coupon/validate/REAL10', other.headers)).statusCode).toBe(200);
  });
});

describe('a price changed between the quote and the checkout', () => {
  const place = (headers: { 'x-access-token': string }, expected_total?: number) =>
    post(app, '/shop/checkout', headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
      ...(expected_total === undefined ? {} : { expected_total }),
    });

  it('answers 409 and orders nothing, keeping the cart; the total seen orders', async () => {
    const { buyer, product } = await buyerWithCart();
    const seen = (await ok(app, '/shop/checkout/quote', buyer.headers, { shipping_method_id: shippingId }))
      .totals.total as number;
    await ok(app, '/shop/product/update', admin.headers, { id: product._id, price: 7000 });

    const stale = await place(buyer.headers, seen);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('The prices in your cart changed; please check the new total.');
    expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(0);
    expect((await get(app, '/shop/cart', buyer.headers)).json().cart.items).toHaveLength(1);
    const stock = await app.db('shop_products').where({ id: product._id }).first('inventory');
    expect(Number(stock.inventory)).toBe(product.inventory);

    const fresh = (await ok(app, '/shop/checkout/quote', buyer.headers, { shipping_method_id: shippingId }))
      .totals.total as number;
    expect(fresh).toBeGreaterThan(seen);
    const placed = await place(buyer.headers, fresh);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.total).toBe(fresh);
  });

  it('answers 409 when the shop changed its currency, though the figure is the same', async () => {
    const { buyer } = await buyerWithCart();
    const quote = await ok(app, '/shop/checkout/quote', buyer.headers, { shipping_method_id: shippingId });
    const before = await app.settings.all();
    await app.settings.set('site', { ...before, currency: quote.totals.currency === 'USD' ? 'GBP' : 'USD' });
    try {
      const stale = await post(app, '/shop/checkout', buyer.headers, {
        shipping_method_id: shippingId,
        payment_method: 'bank',
        address: address(),
        expected_total: quote.totals.total,
        expected_currency: quote.totals.currency,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(0);
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), currency: before.currency });
    }
  });
});
