import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addProduct, get, ok, post, quickCustomer } from '../../../test/support/shop-kit.js';

// Each choice of a product's options is a line of the cart; adding one line at a time must stop somewhere.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

describe('cart size', () => {
  it('holds at most 100 different lines, refusing the next one with a message and keeping the cart', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const p = await addProduct(app, admin.headers, {
      inventory: 1000,
      extra_options: names.map((name) => ({ name: `Option ${name}`, price: 100 })),
    });
    const b = await quickCustomer(app);
    // Every subset of the seven options is a line of its own: 128 of them.
    const picks = (mask: number) => names.filter((_, i) => mask & (1 << i)).map((n) => `Option ${n}`);
    for (let mask = 0; mask < 100; mask++)
      await ok(app, '/shop/cart/add_item', b.headers, {
        product_id: p._id,
        quantity: 1,
        selected_extra_options: picks(mask),
      });
    const refused = await post(app, '/shop/cart/add_item', b.headers, {
      product_id: p._id,
      quantity: 1,
      selected_extra_options: picks(100),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Your cart can hold at most 100 different items.');
    const cart = (await get(app, '/shop/cart', b.headers)).json();
    expect(cart.cart?.items ?? cart.items).toHaveLength(100);
    // More of a line already there is still fine.
    await ok(app, '/shop/cart/add_item', b.headers, {
      product_id: p._id,
      quantity: 2,
      selected_extra_options: [],
    });
  });
});
