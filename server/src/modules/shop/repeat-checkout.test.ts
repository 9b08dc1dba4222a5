import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { address, addProduct, ok, quickCustomer, shopTestApp } from '../../../test/support/shop-kit.js';

// The checkout page sends one Idempotency-Key per order: a double click or a resend after a lost answer
// gets the first answer, so the buyer has one order (one stock reservation, one payment) and sees it.
let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
});
afterAll(() => app.cleanup());

const checkout = (headers: Record<string, string>, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers: { ...headers, 'idempotency-key': key },
    payload: { shipping_method_id: shippingId, payment_method: 'bank', address: address() },
  });

describe('a checkout sent again with its key', () => {
  it('places one order whether the repeats come at once or after the answer', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 10 });
    const buyer = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 2 });
    const key = 'checkout-key-0001';
    const burst = await Promise.all([1, 2, 3].map(() => checkout(buyer.headers, key)));
    const placed = burst.filter((r) => r.statusCode === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('This request is already being handled.');
    }
    const invoice = placed[0].json().order.invoice_no;
    for (const r of placed) expect(r.json().order.invoice_no).toBe(invoice);

    const later = await checkout(buyer.headers, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().order.invoice_no).toBe(invoice);
    expect(later.headers['idempotent-replayed']).toBe('true');

    const orders = await app.db('shop_orders').where({ user_id: buyer.id });
    expect(orders).toHaveLength(1);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(8);
  });

  it('under a new key, a second checkout of the emptied cart is refused, not placed twice', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 10 });
    const buyer = await quickCustomer(app);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const first = await checkout(buyer.headers, 'checkout-key-0002');
    expect(first.statusCode).toBe(200);
    const second = await checkout(buyer.headers, 'checkout-key-0003');
    expect(second.statusCode).toBe(400);
    expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(1);
  });
});
