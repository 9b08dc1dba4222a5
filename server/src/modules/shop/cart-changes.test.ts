import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import {
  address,
  addProduct,
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
  ({ app, admin, shippingId } = await shopTestApp());
});
afterAll(() => app.cleanup());

describe('a cart the catalogue changed under', () => {
  it('checks out what the cart shows once a product is taken off and an option withdrawn', async () => {
    const kept = await addProduct(app, admin.headers, { price: 5000 });
    const gone = await addProduct(app, admin.headers, { price: 7000 });
    const b = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', b.headers, {
      product_id: kept._id,
      quantity: 2,
      selected_extra_options: ['OBD adapter'],
    });
    await ok(app, '/shop/cart/add_item', b.headers, { product_id: gone._id, quantity: 1 });

    // Staff take one product off the shop and stop offering the option of the other.
    await ok(app, '/shop/product/update_status', admin.headers, { id: gone._id, status: 'draft' });
    await ok(app, '/shop/product/update', admin.headers, { id: kept._id, extra_options: [] });

    const cart = (await get(app, '/shop/cart', b.headers)).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product_id: kept._id,
      selected_extra_options: [],
      unit_price: 5000,
    });
    expect(cart.subtotal).toBe(10_000);

    const quote = await post(app, '/shop/checkout/quote', b.headers, { shipping_method_id: shippingId });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().totals.subtotal).toBe(cart.subtotal);

    const placed = await post(app, '/shop/checkout', b.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expect(order.subtotal).toBe(cart.subtotal);
    expect(order.items).toEqual([
      expect.objectContaining({ product_id: kept._id, quantity: 2, selected_extra_options: [] }),
    ]);
  });

  it('answers that the cart is empty when nothing in it is still sold', async () => {
    const gone = await addProduct(app, admin.headers);
    const b = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', b.headers, { product_id: gone._id, quantity: 1 });
    await ok(app, '/shop/product/update_status', admin.headers, { id: gone._id, status: 'draft' });
    const res = await post(app, '/shop/checkout', b.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty.');
  });
});
