import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { address, addProduct, get, ok, shopTestApp } from '../../../test/support/shop-kit.js';

// A product's extra options named per language: a German or Hebrew buyer picks "Mit OBD-Kabel" on the
// product page, finds it so in the cart, on the order and on the invoice; staff moving or renaming the
// option keeps its names in the other languages with it.
let app: TestApp;
let admin: TestUser;
let shippingId: number;

type Option = { name: string; price: number; key: string; label: string };

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
});
afterAll(() => app.cleanup());

async function staffProduct(id: number) {
  const res = await get(app, `/shop/product/get_by_id/${id}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as { _id: number; slug: string; extra_options: Option[] };
}

async function putTexts(id: number, translations: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/catalogue/translations/shop_product/${id}`,
    headers: admin.headers,
    payload: { translations },
  });
}

/** A product with a cable (named in German and Hebrew) and gift wrap (named in no other language). */
async function productWithNamedOptions() {
  const added = await addProduct(app, admin.headers, {
    extra_options: [
      { name: 'With OBD cable', price: 2000 },
      { name: 'Gift wrap', price: 500 },
    ],
  });
  const p = await staffProduct(added._id);
  const [cable, wrap] = p.extra_options;
  expect(cable.key).toMatch(/^[a-z0-9]+$/);
  expect(wrap.key).not.toBe(cable.key);
  const put = await putTexts(p._id, {
    de: { extra_options: { [cable.key]: 'Mit OBD-Kabel' } },
    he: { extra_options: { [cable.key]: 'עם כבל OBD', [wrap.key]: '' } },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().translations.de.extra_options).toEqual({ [cable.key]: 'Mit OBD-Kabel' });
  return { p, cable, wrap };
}

async function buyCable(productId: number, buyer: TestUser, lng: string) {
  const headers = { ...buyer.headers, 'accept-language': lng };
  await ok(app, '/shop/cart/add_item', headers as never, {
    product_id: productId,
    quantity: 1,
    selected_extra_options: ['With OBD cable', 'Gift wrap'],
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers,
    payload: { shipping_method_id: shippingId, payment_method: 'bank', address: address('DE') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as {
    _id: number;
    invoice_no: string;
    items: { selected_extra_options: { name: string }[] }[];
  };
}

const optionNames = (order: { items: { selected_extra_options: { name: string }[] }[] }) =>
  order.items[0].selected_extra_options.map((o) => o.name);

describe("a product's extra options in the buyer's language", () => {
  it('on the product page, falling back to the default name', async () => {
    const { p } = await productWithNamedOptions();
    const he = await app.inject({
      url: `/api/shop/product/get_by_slug/${p.slug}`,
      headers: { 'accept-language': 'he' },
    });
    expect(he.statusCode, he.body).toBe(200);
    const options = he.json().product.extra_options as Option[];
    expect(options.map((o) => o.label)).toEqual(['עם כבל OBD', 'Gift wrap']);
    // The cart names the option by its own name, whatever the reader's language.
    expect(options.map((o) => o.name)).toEqual(['With OBD cable', 'Gift wrap']);
  });

  it('in the cart, and on the order, its staff view and its invoice as bought', async () => {
    const { p } = await productWithNamedOptions();
    const buyer = await createUser(app, { country: 'DE' });
    const headers = { ...buyer.headers, 'accept-language': 'de' };
    const { cart } = await ok(app, '/shop/cart/add_item', headers as never, {
      product_id: p._id,
      quantity: 1,
      selected_extra_options: ['With OBD cable', 'Gift wrap'],
    });
    expect(cart.items[0].extra_option_labels).toEqual(['Mit OBD-Kabel', 'Gift wrap']);
    expect(cart.items[0].selected_extra_options).toEqual(['With OBD cable', 'Gift wrap']);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout/quote',
      headers,
      payload: { shipping_method_id: shippingId, country: 'DE' },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().totals.subtotal).toBe(5000 + 2000 + 500);
    await ok(app, '/shop/cart/update', headers as never, {
      shopping_cart_id: cart.shopping_cart_id,
      items: [],
    });

    const order = await buyCable(p._id, buyer, 'de');
    expect(optionNames(order)).toEqual(['Mit OBD-Kabel', 'Gift wrap']);
    // Read back later in another language, by the buyer or by staff, the order keeps the names it was bought under.
    const mine = await app.inject({
      url: `/api/shop/order/get_by_id/${order._id}`,
      headers: { ...buyer.headers, 'accept-language': 'en' },
    });
    expect(optionNames(mine.json().order)).toEqual(['Mit OBD-Kabel', 'Gift wrap']);
    const staff = await get(app, `/shop/order/get_by_id/${order._id}`, admin.headers);
    expect(optionNames(staff.json().order)).toEqual(['Mit OBD-Kabel', 'Gift wrap']);
    const pdf = await get(app, `/shop/order/invoice/${order.invoice_no}`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Mit OBD-Kabel');
    expect(text).not.toContain('With OBD cable');

    const he = await buyCable(p._id, buyer, 'he');
    expect(optionNames(he)).toEqual(['עם כבל OBD', 'Gift wrap']);
    const en = await buyCable(p._id, buyer, 'en');
    expect(optionNames(en)).toEqual(['With OBD cable', 'Gift wrap']);
  });

  it('follow the option when staff move or rename it, and go with it when it is removed', async () => {
    const { p, cable, wrap } = await productWithNamedOptions();
    // Moved and renamed, sent with its key (as the staff form does).
    await ok(app, '/shop/product/update', admin.headers, {
      id: p._id,
      extra_options: [
        { name: 'Gift wrap', price: 500, key: wrap.key },
        { name: 'With a long OBD cable', price: 2500, key: cable.key },
      ],
    });
    const shown = async (lng: string) => {
      const res = await app.inject({
        url: `/api/shop/product/get_by_slug/${p.slug}`,
        headers: { 'accept-language': lng },
      });
      return (res.json().product.extra_options as Option[]).map((o) => o.label);
    };
    expect(await shown('de')).toEqual(['Gift wrap', 'Mit OBD-Kabel']);
    // Sent without keys, an option keeps the key of the one it had under the same name.
    await ok(app, '/shop/product/update', admin.headers, {
      id: p._id,
      extra_options: [
        { name: 'With a long OBD cable', price: 2500 },
        { name: 'Gift wrap', price: 700 },
      ],
    });
    expect(await shown('de')).toEqual(['Mit OBD-Kabel', 'Gift wrap']);
    expect((await staffProduct(p._id)).extra_options.map((o) => o.key)).toEqual([cable.key, wrap.key]);
    // A new option in the old one's place does not take its names.
    await ok(app, '/shop/product/update', admin.headers, {
      id: p._id,
      extra_options: [{ name: 'Carry case', price: 900 }],
    });
    expect(await shown('de')).toEqual(['Carry case']);
    const texts = await app.inject({
      url: `/api/catalogue/translations/shop_product/${p._id}`,
      headers: admin.headers,
    });
    expect(JSON.stringify(texts.json().translations)).not.toContain('OBD');
  });

  it('refuses a name for an option the product does not have', async () => {
    const { p } = await productWithNamedOptions();
    const res = await putTexts(p._id, { de: { extra_options: { nosuchkey: 'Etwas' } } });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the names of options stored before options had keys', async () => {
    const added = await addProduct(app, admin.headers);
    await app
      .db('shop_products')
      .where({ id: added._id })
      .update({ extra_options: JSON.stringify([{ name: 'OBD adapter', price: 2000 }]) });
    const [old] = (await staffProduct(added._id)).extra_options;
    const put = await putTexts(added._id, { de: { extra_options: { [old.key]: 'OBD-Adapter' } } });
    expect(put.statusCode, put.body).toBe(200);
    // Saved as the staff form of before sends it: no key.
    await ok(app, '/shop/product/update', admin.headers, {
      id: added._id,
      extra_options: [{ name: 'OBD adapter', price: 2100 }],
    });
    const de = await app.inject({
      url: `/api/shop/product/get_by_slug/${added.slug}`,
      headers: { 'accept-language': 'de' },
    });
    expect((de.json().product.extra_options as Option[])[0]).toMatchObject({
      key: old.key,
      label: 'OBD-Adapter',
    });
  });
});
