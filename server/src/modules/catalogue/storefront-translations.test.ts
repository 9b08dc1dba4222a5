import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { addProduct, ok } from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const put = (entity: string, id: number, translations: object, headers = admin.headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/catalogue/translations/${entity}/${id}`,
    headers,
    payload: { translations },
  });
const read = (url: string, lng?: string, headers: object = customer.headers) =>
  app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...headers, ...(lng ? { 'accept-language': lng } : {}) },
  });

describe('shop, fault codes and selling points in the reader’s language', () => {
  it('names a product and its category in German for a German reader, in English otherwise', async () => {
    const cat = (await ok(app, '/shop/category/add', admin.headers, { name: 'Cables', slug: 'i18n-cables' }))
      .category;
    const product = await addProduct(app, admin.headers, {
      name: 'Bench cable',
      short_description: 'For the bench.',
      description: '<p>Works with every tool.</p>',
      category_id: cat._id,
    });
    const saved = await put('shop_product', product._id, {
      de: {
        name: 'Bench-Kabel',
        short_description: 'Für den Prüfstand.',
        description: '<p>Passt zu jedem Tool.</p><script>alert(1)</script>',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A translated description is cleaned as the product's own is.
    expect(saved.json().translations.de.description).not.toContain('script');
    expect((await put('shop_category', cat._id, { de: { name: 'Kabel' } })).statusCode).toBe(200);

    const detail = (await read(`/shop/product/get_by_slug/${product.slug}`, 'de-DE,de;q=0.9')).json().product;
    expect(detail).toMatchObject({
      name: 'Bench-Kabel',
      short_description: 'Für den Prüfstand.',
      description: '<p>Passt zu jedem Tool.</p>',
      category_name: 'Kabel',
    });
    const list = await read(`/shop/product/get_all?category_id=${cat._id}`, 'de');
    expect(list.headers.vary).toContain('accept-language');
    expect(list.json().items[0].name).toBe('Bench-Kabel');
    // Searching the storefront by the German name finds it.
    expect((await read('/shop/product/get_all?name=Bench-Kab', 'de')).json().items[0]?._id).toBe(product._id);
    // ... as the default name is searched: not by words of its descriptions (nor their markup).
    for (const word of ['Prüfstand', 'Passt', '<p>'])
      expect(
        (await read(`/shop/product/get_all?name=${encodeURIComponent(word)}`, 'de')).json().items,
      ).toEqual([]);
    expect((await read(`/shop/category/get_by_id/${cat._id}`, 'de')).json().category.name).toBe('Kabel');
    expect(
      (await read('/shop/category/get_all?name=Cab', 'de')).json().items.map((c: { name: string }) => c.name),
    ).toEqual(['Kabel']);

    // Other languages fall back to the product's own English texts.
    const fr = (await read(`/shop/product/get_by_id/${product._id}`, 'fr')).json().product;
    expect(fr).toMatchObject({
      name: 'Bench cable',
      short_description: 'For the bench.',
      category_name: 'Cables',
    });
    expect((await read(`/shop/product/get_by_id/${product._id}`)).json().product.name).toBe('Bench cable');

    // The cart shows the German name.
    await ok(app, '/shop/cart/add_item', customer.headers, { product_id: product._id, quantity: 1 });
    expect((await read('/shop/cart', 'de')).json().cart.items[0].name).toBe('Bench-Kabel');
    expect((await read('/shop/cart', 'en')).json().cart.items[0].name).toBe('Bench cable');

    // Shop staff edit the default language's texts, whatever language their browser asks for.
    const staffView = await read(`/shop/product/get_by_id/${product._id}`, 'de', admin.headers);
    expect(staffView.json().product).toMatchObject({ name: 'Bench cable', category_name: 'Cables' });
    expect(
      (await read(`/shop/category/get_by_id/${cat._id}`, 'de', admin.headers)).json().category.name,
    ).toBe('Cables');
  });

  it('explains a fault code in German for a German reader, in English otherwise', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pcode',
      headers: admin.headers,
      payload: { code: 'P2999', description: 'Test circuit malfunction' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json()._id;
    expect((await put('p_code', id, { de: { description: 'Fehlfunktion im Prüfkreis' } })).statusCode).toBe(
      200,
    );
    // A code has no name of its own to translate.
    expect((await put('p_code', id, { de: { name: 'P2999' } })).statusCode).toBe(400);

    const lookup = async (lng?: string) =>
      (await read('/pcode_single?code=p2999', lng)).json().items[0].description;
    expect(await lookup('de')).toBe('Fehlfunktion im Prüfkreis');
    expect(await lookup('es')).toBe('Test circuit malfunction');
    expect(await lookup()).toBe('Test circuit malfunction');
    expect((await read('/pcode_single?keyword=P299', 'de')).json().items[0].description).toBe(
      'Fehlfunktion im Prüfkreis',
    );
    // The staff list keeps the default text.
    const staffList = await read('/pcode_admin?keyword=P2999', 'de', admin.headers);
    expect(staffList.json().items[0].description).toBe('Test circuit malfunction');
  });

  it('shows the home page’s selling points in German to a German visitor; site editors keep the default', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/why_choose_us',
      headers: admin.headers,
      payload: { title: 'Honest prices', description: 'No hidden fees.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json()._id;
    expect(
      (
        await put('why_choose_us', id, {
          de: { name: 'Faire Preise', description: 'Keine versteckten Kosten.' },
        })
      ).statusCode,
    ).toBe(200);
    const point = async (lng?: string, headers: object = {}) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/why_choose_us',
          headers: { ...headers, ...(lng ? { 'accept-language': lng } : {}) },
        })
      )
        .json()
        .items.find((w: { _id: number }) => w._id === id);
    expect(await point('de')).toMatchObject({
      title: 'Faire Preise',
      description: 'Keine versteckten Kosten.',
    });
    expect(await point('it')).toMatchObject({ title: 'Honest prices', description: 'No hidden fees.' });
    expect(await point()).toMatchObject({ title: 'Honest prices' });
    expect(await point('de', admin.headers)).toMatchObject({ title: 'Honest prices' });
  });

  it('lets only those who may edit a record write its texts', async () => {
    const product = await addProduct(app, admin.headers);
    const cat = (await ok(app, '/shop/category/add', admin.headers, { name: 'Tools', slug: 'i18n-tools' }))
      .category;
    const code = await app.inject({
      method: 'POST',
      url: '/api/bcode',
      headers: admin.headers,
      payload: { code: '9999', description: 'Bosch test' },
    });
    const point = await app.inject({
      method: 'POST',
      url: '/api/why_choose_us',
      headers: admin.headers,
      payload: { title: 'Any tool' },
    });
    const records: [string, number][] = [
      ['shop_product', product._id],
      ['shop_category', cat._id],
      ['b_code', code.json()._id],
      ['why_choose_us', point.json()._id],
    ];
    for (const [entity, id] of records) {
      const res = await put(entity, id, { de: { description: 'Nein' } }, customer.headers);
      expect(res.statusCode, `${entity}: ${res.body}`).toBe(403);
      expect((await app.db('catalogue_translations').where({ entity, entity_id: id })).length).toBe(0);
    }
    // Staff who manage shop categories may name a category, not a product.
    const clerk = await createStaff(app, { shop_manager: { category: { edit: true } } });
    expect(
      (await put('shop_category', cat._id, { de: { name: 'Werkzeuge' } }, clerk.headers)).statusCode,
    ).toBe(200);
    expect(
      (await put('shop_product', product._id, { de: { name: 'Kabel' } }, clerk.headers)).statusCode,
    ).toBe(403);
    // A deleted product's texts go with it.
    await put('shop_product', product._id, { de: { name: 'Kabel' } });
    await ok(app, '/shop/product/delete', admin.headers, { id: product._id });
    expect(
      await app.db('catalogue_translations').where({ entity: 'shop_product', entity_id: product._id }),
    ).toEqual([]);
  });
});
