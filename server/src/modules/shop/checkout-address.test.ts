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
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
});
afterAll(() => app.cleanup());

const buyerWithCart = async () => {
  const buyer = await quickCustomer(app);
  const product = await addProduct(app, admin.headers, { inventory: 5 });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: product._id, quantity: 1 });
  return { buyer, product };
};

const checkout = (headers: { 'x-access-token': string }, over: Record<string, string>) =>
  post(app, '/shop/checkout', headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: { ...address('GB'), ...over },
  });

describe('the delivery address at checkout', () => {
  it('is refused when it shows nothing at all, with nothing ordered', async () => {
    const { buyer, product } = await buyerWithCart();
    const res = await checkout(buyer.headers, {
      name: '  ',
      address: ' ',
      city: ' ',
      zip: '',
      country: 'GB',
      phone: '',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter the name of the recipient.',
      field: 'address.name',
    });
    expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(0);
    expect((await get(app, '/shop/cart', buyer.headers)).json().cart.items).toHaveLength(1);
    const stock = await app.db('shop_products').where({ id: product._id }).first('inventory');
    expect(Number(stock.inventory)).toBe(5);
  });

  it.each([
    ['name', 'Please enter the name of the recipient.'],
    ['address', 'Please enter the street address for delivery.'],
    ['city', 'Please enter the city for delivery.'],
  ])('names the blank %s, spaces or invisible characters alike', async (field, message) => {
    const { buyer } = await buyerWithCart();
    for (const blank of ['   ', '\u200b', '\u00a0\u2060\ufeff']) {
      const res = await checkout(buyer.headers, { [field]: blank });
      expect(res.statusCode, `${JSON.stringify(blank)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message, field: `address.${field}` });
    }
    expect(await app.db('shop_orders').where({ user_id: buyer.id })).toHaveLength(0);
  });

  it('refuses a blank country', async () => {
    const { buyer } = await buyerWithCart();
    const res = await checkout(buyer.headers, { country: '  ' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('address.country');
  });

  it('stores the address trimmed; postcode and phone may be empty', async () => {
    const { buyer } = await buyerWithCart();
    const res = await checkout(buyer.headers, {
      name: '  Jane\u200b Doe ',
      address: '\u2060 1 High Street\t',
      city: ' London ',
      zip: '   ',
      country: 'gb',
      phone: '  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      name: 'Jane Doe',
      address: '1 High Street',
      city: 'London',
      zip: '',
      country: 'GB',
      phone: '',
    };
    expect(res.json().order.address).toEqual(stored);
    const row = await app.db('shop_orders').where({ user_id: buyer.id }).first('address');
    expect(typeof row.address === 'string' ? JSON.parse(row.address) : row.address).toEqual(stored);
  });
});
