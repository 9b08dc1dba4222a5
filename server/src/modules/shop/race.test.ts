import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { address, addProduct, ok, post, quickCustomer, shopTestApp } from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
});
afterAll(() => app.cleanup());

/** Customers, each with the product in their cart, ready to check out at the same moment. */
async function buyers(count: number, productId: number) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const b = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', b.headers, { product_id: productId, quantity: 1 });
    out.push(b);
  }
  return out;
}

describe('concurrent checkouts', () => {
  it('50 buyers of the last 5 units: exactly 5 orders hold stock, inventory ends at 0', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 50 });
    const people = await buyers(50, p._id);
    await app.db('shop_products').where({ id: p._id }).update({ inventory: 5 });
    const results = await Promise.all(
      people.map((b) =>
        post(app, '/shop/checkout', b.headers, {
          shipping_method_id: shippingId,
          payment_method: 'bank',
          address: address(),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(0);
    const orders = await app.db('shop_orders').whereRaw('items like ?', [`%"product_id":${p._id},%`]);
    expect(orders).toHaveLength(5);
  });

  it('a coupon limited to 10 uses is used exactly 10 times under 40 concurrent checkouts', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 100 });
    const c = (
      await ok(app, '/shop/coupon/add', admin.headers, {
        name: 'Ten uses',
        code: 'TENUSES',
        percentage: 10,
        max_uses: 10,
      })
    ).coupon;
    const people = await buyers(40, p._id);
    const results = await Promise.all(
      people.map((b) =>
        post(app, '/shop/checkout', b.headers, {
          shipping_method_id: shippingId,
          payment_method: 'bank',
          coupon_code: 'TENUSES',
          address: address(),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(30);
    expect(Number((await app.db('shop_coupons').where({ id: c._id }).first()).used_count)).toBe(10);
    expect(await app.db('shop_orders').where({ coupon_id: c._id })).toHaveLength(10);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(90);
  });
  it('one customer checking out the same cart 8 times at once gets one order and one coupon use', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 100 });
    await ok(app, '/shop/coupon/add', admin.headers, {
      name: 'Once each',
      code: 'ONCEEACH',
      percentage: 50,
      max_uses_per_customer: 1,
    });
    const b = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', b.headers, { product_id: p._id, quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(app, '/shop/checkout', b.headers, {
          shipping_method_id: shippingId,
          payment_method: 'bank',
          coupon_code: 'ONCEEACH',
          address: address(),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others find the cart the first one emptied.
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().message).toBe('Your cart is empty.');
    expect(await app.db('shop_orders').where({ user_id: b.id })).toHaveLength(1);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(99);
  });
});
