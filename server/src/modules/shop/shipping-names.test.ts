import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import {
  address,
  addProduct,
  addShipping,
  ok,
  quickCustomer,
  shopTestApp,
} from '../../../test/support/shop-kit.js';

// A customer who shops in Hebrew picks "חבילה רגילה" at checkout, sees it in the summary, and their order
// keeps it; a language staff wrote nothing for shows the method's own name.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ app, admin } = await shopTestApp());
});
afterAll(() => app.cleanup());

const HE = { name: 'חבילה רגילה', local_time: '1-2 ימים', international_time: '5-10 ימים' };

async function translatedMethod() {
  const m = await addShipping(app, admin.headers, {
    name: 'Standard parcel',
    local_shipping_time: '1-2 days',
    international_shipping_time: '5-10 days',
  });
  const put = await app.inject({
    method: 'PUT',
    url: `/api/catalogue/translations/shop_shipping/${m._id}`,
    headers: admin.headers,
    payload: { translations: { he: HE } },
  });
  expect(put.statusCode, put.body).toBe(200);
  return m._id;
}

type Method = { _id: number; name: string; local_shipping_time: string; international_shipping_time: string };

async function listed(id: number, headers: Record<string, string>) {
  const res = await app.inject({ url: '/api/shop/shipping_method/get_all?size=100', headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Method[]).find((m) => m._id === id);
}

async function quote(id: number, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout/quote',
    headers,
    payload: { shipping_method_id: id, country: 'DE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shipping as { name: string; time: string; local: boolean };
}

async function customerWithCart() {
  const buyer = await quickCustomer(app);
  const p = await addProduct(app, admin.headers, { name: 'Cable' });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  return buyer;
}

describe('shipping methods in the buyer’s language', () => {
  it('lists, quotes and stores the Hebrew name and time; the order keeps them read in English', async () => {
    const id = await translatedMethod();
    const buyer = await customerWithCart();
    const he = { ...buyer.headers, 'accept-language': 'he' };

    const inList = await listed(id, he);
    expect(inList).toMatchObject({
      name: HE.name,
      local_shipping_time: HE.local_time,
      international_shipping_time: HE.international_time,
    });
    // Staff edit the method's own texts: their list shows those, whatever language they read in.
    expect((await listed(id, { ...admin.headers, 'accept-language': 'he' }))?.name).toBe('Standard parcel');

    const shipping = await quote(id, he);
    expect(shipping.name).toBe(HE.name);
    expect(shipping.time).toBe(shipping.local ? HE.local_time : HE.international_time);

    const placed = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout',
      headers: he,
      payload: { shipping_method_id: id, payment_method: 'bank', address: address() },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order._id as number;
    const read = await app.inject({
      url: `/api/shop/order/get_by_id/${orderId}`,
      headers: { ...buyer.headers, 'accept-language': 'en' },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().order.shipping_method).toEqual({
      name: HE.name,
      time: shipping.time,
      local: shipping.local,
    });
  });

  it('gives the base name and times in a language without a translation', async () => {
    const id = await translatedMethod();
    const buyer = await customerWithCart();
    const fr = { ...buyer.headers, 'accept-language': 'fr' };
    expect((await listed(id, fr))?.name).toBe('Standard parcel');
    const shipping = await quote(id, fr);
    expect(shipping.name).toBe('Standard parcel');
    expect(shipping.time).toBe(shipping.local ? '1-2 days' : '5-10 days');
  });

  it('drops the translations with the method', async () => {
    const id = await translatedMethod();
    await ok(app, '/shop/shipping_method/delete', admin.headers, { id });
    expect(await app.db('catalogue_translations').where({ entity: 'shop_shipping', entity_id: id })).toEqual(
      [],
    );
  });
});
