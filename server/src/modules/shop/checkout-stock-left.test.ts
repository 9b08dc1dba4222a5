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

const body = () => ({ shipping_method_id: shippingId, payment_method: 'bank', address: address() });

describe('a cart line wanting more than is left', () => {
  it('is named with how many are left by the quote and the checkout, and nothing is ordered', async () => {
    const product = await addProduct(app, admin.headers, { name: 'Boot adapter', inventory: 3 });
    const first = await quickCustomer(app);
    const second = await quickCustomer(app);
    for (const b of [first, second])
      await ok(app, '/shop/cart/add_item', b.headers, { product_id: product._id, quantity: 2 });
    // Another buyer takes two of the three meanwhile.
    await ok(app, '/shop/checkout', first.headers, body());

    const quote = await post(app, '/shop/checkout/quote', second.headers, { shipping_method_id: shippingId });
    expect(quote.statusCode, quote.body).toBe(409);
    expect(quote.json().message).toBe('Only 1 in stock: Boot adapter.');
    const placed = await post(app, '/shop/checkout', second.headers, body());
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json().message).toBe('Only 1 in stock: Boot adapter.');
    expect(await app.db('shop_orders').where({ user_id: second.id })).toHaveLength(0);
    const left = await app.db('shop_products').where({ id: product._id }).first('inventory');
    expect(Number(left.inventory)).toBe(1);

    // Lowered to what is left, it goes through.
    const cart = (await app.inject({ url: '/api/shop/cart', headers: second.headers })).json().cart;
    await ok(app, '/shop/cart/update', second.headers, {
      shopping_cart_id: cart.shopping_cart_id,
      items: [{ product_id: product._id, quantity: 1 }],
    });
    await ok(app, '/shop/checkout/quote', second.headers, { shipping_method_id: shippingId });
    await ok(app, '/shop/checkout', second.headers, body());
  });

  it('keeps "Out of stock" when none are left, in the reader language', async () => {
    const product = await addProduct(app, admin.headers, { name: 'Last cable', inventory: 1 });
    const buyer = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: product._id, quantity: 1 });
    await ok(app, '/shop/product/update', admin.headers, { id: product._id, inventory: 0 });
    const placed = await post(app, '/shop/checkout', buyer.headers, body());
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe('Out of stock: Last cable.');
    const quote = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout/quote',
      headers: { ...buyer.headers, 'accept-language': 'de' },
      payload: { shipping_method_id: shippingId },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe('Nicht auf Lager: Last cable.');
  });
});
