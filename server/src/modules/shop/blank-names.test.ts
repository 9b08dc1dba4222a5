import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addProduct, addShipping, ok, post } from '../../../test/support/shop-kit.js';
import { formData } from '../downloads/test-form.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

/** Names that show nothing: spaces, a zero-width space, word joiner and BOM, a lone joiner, a Hangul filler. */
const BLANKS = ['   ', '\u200b', ' \u200b\u2060\ufeff\u00a0', '\u200d', '\u3164', '\t'];

let n = 0;
const tag = () => `${++n}${Date.now().toString(36)}`;

/** Each record the shop's staff name, with a valid body for add and the table it is kept in. */
const KINDS = [
  {
    kind: 'category',
    table: 'shop_categories',
    message: 'Please give the category a name.',
    body: (name: string) => ({ name, slug: `blank-cat-${tag()}` }),
    reply: 'category',
  },
  {
    kind: 'shipping_method',
    table: 'shop_shipping_methods',
    message: 'Please give the shipping method a name.',
    body: (name: string) => ({
      name,
      local_shipping_cost: 500,
      international_shipping_cost: 900,
      local_shipping_time: '1 day',
      international_shipping_time: '3 days',
    }),
    reply: 'shipping_method',
  },
  {
    kind: 'product',
    table: 'shop_products',
    message: 'Please give the product a name.',
    body: (name: string) => {
      const t = tag();
      return { name, slug: `blank-p-${t}`, product_code: `B${t}`.slice(0, 10), price: 100 };
    },
    reply: 'product',
  },
  {
    kind: 'coupon',
    table: 'shop_coupons',
    message: 'Please give the coupon a name.',
    body: (name: string) => ({ name, code: `BLANK${tag()}`.slice(0, 40), flat_amount: 100 }),
    reply: 'coupon',
  },
] as const;

const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0]?.n);

describe.each(KINDS)('the name of a $kind', ({ kind, table, message, body, reply }) => {
  it.each(BLANKS)('is refused when it shows nothing (%j), on add and on update', async (blank) => {
    const before = await count(table);
    const added = await post(app, `/shop/${kind}/add`, admin.headers, body(blank));
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json()).toMatchObject({ message, field: 'name' });
    expect(await count(table)).toBe(before);

    const saved = (await ok(app, `/shop/${kind}/add`, admin.headers, body('Kept name')))[reply];
    const changed = await post(app, `/shop/${kind}/update`, admin.headers, { id: saved._id, name: blank });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json()).toMatchObject({ message, field: 'name' });
    expect((await app.db(table).where({ id: saved._id }).first('name')).name).toBe('Kept name');
  });

  it('is stored without the invisible characters and spaces around it', async () => {
    const saved = (await ok(app, `/shop/${kind}/add`, admin.headers, body(' \u200bFast\u200b lane\u2060 ')))[
      reply
    ];
    expect(saved.name).toBe('Fast lane');
    const renamed = (
      await ok(app, `/shop/${kind}/update`, admin.headers, { id: saved._id, name: '\ufeff Slow lane\u00a0' })
    )[reply];
    expect(renamed.name).toBe('Slow lane');
    // Joiners inside a name stay: Persian words and emoji are written with them.
    const persian = (await ok(app, `/shop/${kind}/add`, admin.headers, body('می\u200cخواهم')))[reply];
    expect(persian.name).toBe('می\u200cخواهم');
  });
});

describe('a product sent as a form', () => {
  it('is refused with a blank name, nothing saved', async () => {
    const before = await count('shop_products');
    const form = await formData(
      { name: '\u200b ', slug: 'blank-form', product_code: 'BF1', price: '100' },
      [],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/product/add',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please give the product a name.', field: 'name' });
    expect(await count('shop_products')).toBe(before);
  });

  it('refuses an extra option whose name shows nothing', async () => {
    const p = await addProduct(app, admin.headers);
    const res = await post(app, '/shop/product/update', admin.headers, {
      id: p._id,
      extra_options: [
        { name: 'Cable', price: 100 },
        { name: '\u200b', price: 200 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please give the option a name.', field: 'extra_options' });
  });

  it('keeps a shipping method named as before when another field changes', async () => {
    const m = await addShipping(app, admin.headers, { name: 'Courier' });
    const res = await ok(app, '/shop/shipping_method/update', admin.headers, {
      id: m._id,
      local_shipping_cost: 1,
    });
    expect(res.shipping_method).toMatchObject({ name: 'Courier', local_shipping_cost: 1 });
  });
});
