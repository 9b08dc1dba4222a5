import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { address, addProduct, ok, quickCustomer, shopTestApp } from '../../../test/support/shop-kit.js';

// A customer who shops in Hebrew sees "חבילת מדבקות" on the product page; their order and its invoice name
// the product the same way, not by its default (English) name.
let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
});
afterAll(() => app.cleanup());

async function translatedProduct() {
  const p = await addProduct(app, admin.headers, { name: 'Sticker pack' });
  const put = await app.inject({
    method: 'PUT',
    url: `/api/catalogue/translations/shop_product/${p._id}`,
    headers: admin.headers,
    payload: { translations: { he: { name: 'חבילת מדבקות' }, de: { name: 'Aufkleberset' } } },
  });
  expect(put.statusCode, put.body).toBe(200);
  return p;
}

async function buy(productId: number, headers: Record<string, string>) {
  await ok(app, '/shop/cart/add_item', headers as never, { product_id: productId, quantity: 1 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers,
    payload: { shipping_method_id: shippingId, payment_method: 'bank', address: address() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { _id: number; items: { name: string }[] };
}

describe('an order names its products in the language they were bought in', () => {
  it('in Hebrew and German, as the request asks, on the order and when read again', async () => {
    const p = await translatedProduct();
    const buyer = await quickCustomer(app);
    const he = await buy(p._id, { ...buyer.headers, 'accept-language': 'he' });
    expect(he.items[0].name).toBe('חבילת מדבקות');
    const de = await buy(p._id, { ...buyer.headers, 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.items[0].name).toBe('Aufkleberset');
    // Read back later in another language, each order keeps the name it was bought under.
    const read = await app.inject({
      url: `/api/shop/order/get_by_id/${he._id}`,
      headers: { ...buyer.headers, 'accept-language': 'en' },
    });
    expect(read.json().order.items[0].name).toBe('חבילת מדבקות');
  });

  it("without a language asked for, in the account's language", async () => {
    const p = await translatedProduct();
    const buyer = await quickCustomer(app);
    await app.db('users').where({ id: buyer.id }).update({ language: 'de' });
    expect((await buy(p._id, buyer.headers)).items[0].name).toBe('Aufkleberset');
  });

  it('keeps the default name where the language has none', async () => {
    const p = await translatedProduct();
    const buyer = await quickCustomer(app);
    const order = await buy(p._id, { ...buyer.headers, 'accept-language': 'fr' });
    expect(order.items[0].name).toBe('Sticker pack');
  });
});
