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

type Line = { product_id: number; quantity: number; inventory: number; stock_label: string };

/** A customer with one of `soldOut` in the cart, which staff then set to no stock, and `other` well stocked. */
async function cartWithSoldOutLine() {
  const soldOut = await addProduct(app, admin.headers, { name: 'Last adapter', inventory: 1 });
  const other = await addProduct(app, admin.headers, { inventory: 50 });
  const buyer = await quickCustomer(app);
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: soldOut._id, quantity: 1 });
  await ok(app, '/shop/product/update', admin.headers, { id: soldOut._id, inventory: 0 });
  return { buyer, soldOut, other };
}

const place = (headers: { 'x-access-token': string }) =>
  post(app, '/shop/checkout', headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: address(),
  });

describe('a cart line that ran out of stock after it was added', () => {
  it('does not stop the customer adding another product; the cart shows the line out of stock', async () => {
    const { buyer, soldOut, other } = await cartWithSoldOutLine();
    const res = await post(app, '/shop/cart/add_item', buyer.headers, { product_id: other._id, quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().cart.items as Line[];
    expect(items).toEqual([
      expect.objectContaining({
        product_id: soldOut._id,
        quantity: 1,
        inventory: 0,
        stock_label: 'out_of_stock',
      }),
      expect.objectContaining({ product_id: other._id, quantity: 2, stock_label: 'in_stock' }),
    ]);
    const shown = (await get(app, '/shop/cart', buyer.headers)).json().cart.items as Line[];
    expect(shown.find((i) => i.product_id === soldOut._id)).toMatchObject({ stock_label: 'out_of_stock' });

    // What is added is still checked: more of the sold-out product, or more of the other than there is.
    const more = await post(app, '/shop/cart/add_item', buyer.headers, {
      product_id: soldOut._id,
      quantity: 1,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Out of stock: Last adapter.');
    const tooMany = await post(app, '/shop/cart/add_item', buyer.headers, {
      product_id: other._id,
      quantity: 49,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^Only 50 in stock: /);
  });

  it('does not stop the customer changing the other lines of the cart', async () => {
    const { buyer, soldOut, other } = await cartWithSoldOutLine();
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: other._id, quantity: 1 });
    const cart = (await get(app, '/shop/cart', buyer.headers)).json().cart;
    const lines = (q: number, soldOutQty = 1) => ({
      shopping_cart_id: cart.shopping_cart_id,
      items: [
        { product_id: soldOut._id, quantity: soldOutQty },
        { product_id: other._id, quantity: q },
      ],
    });
    const changed = await ok(app, '/shop/cart/update', buyer.headers, lines(3));
    expect(changed.cart.items.map((i: Line) => i.quantity)).toEqual([1, 3]);
    const grown = await post(app, '/shop/cart/update', buyer.headers, lines(3, 2));
    expect(grown.statusCode).toBe(409);
    expect(grown.json().message).toBe('Out of stock: Last adapter.');
  });

  it('still stops checkout with its message until the line is taken out', async () => {
    const { buyer, soldOut, other } = await cartWithSoldOutLine();
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: other._id, quantity: 2 });
    const stopped = await place(buyer.headers);
    expect(stopped.statusCode, stopped.body).toBe(409);
    expect(stopped.json().message).toBe('Out of stock: Last adapter.');
    expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(0);
    const stock = await app.db('shop_products').where({ id: other._id }).first('inventory');
    expect(Number(stock.inventory)).toBe(50);
    const none = await app.db('shop_products').where({ id: soldOut._id }).first('inventory');
    expect(Number(none.inventory)).toBe(0);

    const cart = (await get(app, '/shop/cart', buyer.headers)).json().cart;
    await ok(app, '/shop/cart/update', buyer.headers, {
      shopping_cart_id: cart.shopping_cart_id,
      items: [{ product_id: other._id, quantity: 2 }],
    });
    const placed = await place(buyer.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.items).toEqual([
      expect.objectContaining({ product_id: other._id, quantity: 2 }),
    ]);
  });
});
