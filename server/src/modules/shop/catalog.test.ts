import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from '../downloads/test-form.js';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { addProduct, get, ok, post } from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let clerk: TestUser;

// A real 2x2 PNG: uploads are decoded to make their thumbnail.
const PNG = await sharp({
  create: { width: 2, height: 2, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
})
  .png()
  .toBuffer();

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  // Staff who may only manage categories: everything else of the shop is refused.
  clerk = await createStaff(app, { shop_manager: { category: { add: true, edit: true, delete: true } } });
});
afterAll(() => app.cleanup());

describe('shop categories', () => {
  it('adds, finds, renames and deletes; duplicate slug is refused with nothing written', async () => {
    const c = (await ok(app, '/shop/category/add', clerk.headers, { name: 'Cables', slug: 'cables' }))
      .category;
    expect(c).toMatchObject({ name: 'Cables', slug: 'cables' });
    const dup = await post(app, '/shop/category/add', clerk.headers, { name: 'Other', slug: 'cables' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Category slug already exists.');
    expect(await app.db('shop_categories').where({ name: 'Other' }).first()).toBeUndefined();
    expect((await get(app, '/shop/category/get_by_slug/cables')).json().category._id).toBe(c._id);
    expect((await get(app, `/shop/category/get_by_id/${c._id}`)).json().category.slug).toBe('cables');
    const list = (await get(app, '/shop/category/get_all?name=Cab')).json();
    expect(list).toMatchObject({ status: 'success', count: 1 });
    const renamed = await ok(app, '/shop/category/update', clerk.headers, { id: c._id, name: 'Leads' });
    expect(renamed.category.name).toBe('Leads');
    expect(
      (await post(app, '/shop/category/update', clerk.headers, { id: 99999, name: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await post(app, '/shop/category/add', clerk.headers, { name: 'Bad', slug: 'Not A Slug' })).statusCode,
    ).toBe(400);
    await ok(app, '/shop/category/delete', clerk.headers, { id: c._id });
    expect((await get(app, `/shop/category/get_by_id/${c._id}`)).statusCode).toBe(404);
  });

  it('refuses customers and staff without the permission', async () => {
    expect(
      (await post(app, '/shop/category/add', customer.headers, { name: 'X', slug: 'x' })).statusCode,
    ).toBe(403);
    expect((await post(app, '/shop/product/add', clerk.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await get(app, '/shop/coupon/get_all', clerk.headers)).statusCode).toBe(200);
    expect((await get(app, '/shop/coupon/get_all', customer.headers)).statusCode).toBe(403);
    expect((await post(app, '/shop/settings/update', clerk.headers, { status: false })).statusCode).toBe(403);
    expect(
      (await post(app, '/shop/category/add', { 'x-access-token': 'nope' }, { name: 'X', slug: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('shop products', () => {
  it('adds with images through multipart, serves them cached, and refuses files that are not images', async () => {
    const form = await formData(
      {
        name: 'Tuning tool',
        slug: 'tuning-tool',
        product_code: 'tt-01',
        price: '12900',
        inventory: '3',
        status: 'published',
        description: '<p onclick="x()">Fast <script>alert(1)</script><b>tool</b></p>',
        extra_options: JSON.stringify([{ name: 'With OBD cable', price: 2000 }]),
      },
      [{ field: 'image1', name: 'a.png', type: 'image/png', content: PNG }],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/product/add',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().product;
    expect(p).toMatchObject({
      product_code: 'TT-01',
      price: 12900,
      stock_label: 'low_stock',
      description: '<p>Fast <b>tool</b></p>',
    });
    expect(p.image1).toMatch(/^\/api\/shop\/product\/image\//);
    const img = await app.inject({ method: 'GET', url: p.image1 });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('max-age');

    const files = await app.db('shop_products').count({ n: '*' });
    const bad = await formData({ name: 'Fake', slug: 'fake', product_code: 'FK', price: '100' }, [
      { field: 'image1', name: 'x.png', type: 'image/png', content: 'MZ not an image' },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/shop/product/add',
      headers: { ...admin.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(await app.db('shop_products').count({ n: '*' })).toEqual(files);
  });

  it('refuses duplicate slug or code with the spec messages, and bad input', async () => {
    const p = await addProduct(app, admin.headers);
    const slug = await post(app, '/shop/product/add', admin.headers, {
      name: 'A',
      slug: p.slug,
      product_code: 'NEW1',
      price: 1,
    });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message).toBe('Product slug exists.');
    const code = await post(app, '/shop/product/add', admin.headers, {
      name: 'A',
      slug: 'fresh-slug',
      product_code: p.product_code,
      price: 1,
    });
    expect(code.json().message).toBe('Product code exists.');
    const long = await post(app, '/shop/product/add', admin.headers, {
      name: 'A',
      slug: 'fresh-slug',
      product_code: 'ABCDEFGHIJK',
      price: 1,
    });
    expect(long.statusCode).toBe(400);
    const negative = await post(app, '/shop/product/add', admin.headers, {
      name: 'A',
      slug: 'fresh-slug',
      product_code: 'Z1',
      price: -5,
    });
    expect(negative.statusCode).toBe(400);
    expect(await app.db('shop_products').where({ slug: 'fresh-slug' }).first()).toBeUndefined();
    const upd = await post(app, '/shop/product/update', admin.headers, {
      id: p._id,
      price: 7000,
      inventory: 0,
    });
    expect(upd.json().product).toMatchObject({ price: 7000, stock_label: 'out_of_stock' });
    expect(
      (await post(app, '/shop/product/update', admin.headers, { id: 999999, price: 1 })).statusCode,
    ).toBe(404);
  });

  it('stores a description without event handlers or foreign tags, however the markup is broken', async () => {
    // Our own tags taken out, every angle bracket left must have been escaped.
    const expectOnlyOwnMarkup = (d: string) => {
      expect(d.replace(/<\/?(?:p|b)>/g, '')).not.toMatch(/[<>]/);
      expect(d).not.toMatch(/<[^>]*\son[a-z]*\s*=/i);
    };
    const added = (
      await ok(app, '/shop/product/add', admin.headers, {
        name: 'Broken markup',
        slug: 'broken-markup',
        product_code: 'BM-1',
        price: 100,
        description:
          '<p>Fast</p><img src=x onerror=alert(1)><<x>img src=x onerror=alert(2)><image onerror=a ',
      })
    ).product;
    expectOnlyOwnMarkup(added.description);
    const upd = await ok(app, '/shop/product/update', admin.headers, {
      id: added._id,
      description: '<b>Tool</b><scr<script>ipt>alert(4)</script>',
    });
    expect(upd.product.description).toBe('<b>Tool</b>ipt&gt;alert(4)');
    expectOnlyOwnMarkup(
      (await get(app, `/shop/product/get_by_id/${added._id}`, admin.headers)).json().product.description,
    );
  });

  it('cleans a description stored before the sanitiser on the way out, for the storefront and staff', async () => {
    // Written straight into the table, as rows saved before today's sanitiser fix may be.
    const [id] = await app.db('shop_products').insert({
      name: 'Old unsafe row',
      slug: 'old-unsafe-row',
      product_code: 'OLDXSS1',
      price: 100,
      inventory: 5,
      status: 'published',
      extra_options: '[]',
      description: '<p>Old</p><img src=x onerror=alert(1)><b onmouseover="alert(2)">bold</b>',
    });
    const answers = [
      (await get(app, `/shop/product/get_by_id/${id}`)).json().product,
      (await get(app, `/shop/product/get_by_slug/old-unsafe-row`, customer.headers)).json().product,
      (await get(app, '/shop/product/get_by_product_code/OLDXSS1', admin.headers)).json().product,
      (await get(app, '/shop/product/get_all?name=Old%20unsafe', customer.headers)).json().items[0],
      (await get(app, '/shop/product/get_all?name=Old%20unsafe', admin.headers)).json().items[0],
    ];
    for (const p of answers) {
      expect(p._id).toBe(Number(id));
      expect(p.description).not.toMatch(/onerror|onmouseover/i);
      expect(p.description).toBe('<p>Old</p><b>bold</b>');
    }
    await app.db('shop_products').where({ id }).delete();
  });

  it('shows the storefront published products only; staff see drafts; search, filter and paging', async () => {
    const draft = await addProduct(app, admin.headers, { status: 'draft', name: 'Secret draft' });
    expect((await get(app, `/shop/product/get_by_slug/${draft.slug}`)).statusCode).toBe(404);
    expect((await get(app, `/shop/product/get_by_slug/${draft.slug}`, admin.headers)).statusCode).toBe(200);
    const pub = await ok(app, '/shop/product/update_status', admin.headers, {
      id: draft._id,
      status: 'published',
    });
    expect(pub.product.status).toBe('published');
    expect(
      (await get(app, `/shop/product/get_by_product_code/${draft.product_code}`)).json().product._id,
    ).toBe(draft._id);
    expect((await get(app, `/shop/product/get_by_id/${draft._id}`)).statusCode).toBe(200);
    const found = (await get(app, '/shop/product/get_all?name=Secret')).json();
    expect(found.items.map((i: { _id: number }) => i._id)).toEqual([draft._id]);
    const page = (await get(app, '/shop/product/get_all?size=1&page=2&sort_by=price&sort_order=asc')).json();
    expect(page.items).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
    expect((await get(app, '/shop/product/get_all?sort_by=evil')).statusCode).toBe(400);
    await ok(app, '/shop/product/delete', admin.headers, { id: draft._id });
    expect((await post(app, '/shop/product/delete', admin.headers, { id: draft._id })).statusCode).toBe(404);
  });
});

describe('shop coupons and shipping methods', () => {
  it('keeps coupon codes unique and coupons either flat or percentage', async () => {
    const c = (await ok(app, '/shop/coupon/add', admin.headers, { name: 'Ten', code: 'ten', percentage: 10 }))
      .coupon;
    expect(c).toMatchObject({ code: 'TEN', percentage: 10, status: 'active' });
    const dup = await post(app, '/shop/coupon/add', admin.headers, {
      name: 'Again',
      code: 'TEN',
      flat_amount: 100,
    });
    expect(dup.json().message).toBe('Coupon code already exists.');
    const both = await post(app, '/shop/coupon/add', admin.headers, {
      name: 'Both',
      code: 'BOTH',
      flat_amount: 100,
      percentage: 5,
    });
    expect(both.statusCode).toBe(400);
    const dates = await post(app, '/shop/coupon/add', admin.headers, {
      name: 'D',
      code: 'DATES',
      flat_amount: 1,
      start_date: 2000,
      expiry_date: 1000,
    });
    expect(dates.statusCode).toBe(400);
    expect((await get(app, '/shop/coupon/get_by_code/ten', admin.headers)).json().coupon._id).toBe(c._id);
    expect((await get(app, `/shop/coupon/get_by_id/${c._id}`, admin.headers)).json().coupon.code).toBe('TEN');
    expect(
      (await ok(app, '/shop/coupon/update', admin.headers, { id: c._id, max_uses: 3 })).coupon.max_uses,
    ).toBe(3);
    expect(
      (await ok(app, '/shop/coupon/update_status', admin.headers, { id: c._id, status: 'inactive' })).coupon
        .status,
    ).toBe('inactive');
    expect((await get(app, '/shop/coupon/get_all?status=inactive', admin.headers)).json().count).toBe(1);
    await ok(app, '/shop/coupon/delete', admin.headers, { id: c._id });
    expect((await get(app, `/shop/coupon/get_by_id/${c._id}`, admin.headers)).statusCode).toBe(404);
  });

  it('manages shipping methods; customers see active ones only', async () => {
    const m = (
      await ok(app, '/shop/shipping_method/add', admin.headers, {
        name: 'Express',
        local_shipping_cost: 900,
        international_shipping_cost: 3000,
        local_shipping_time: '1 day',
        international_shipping_time: '3 days',
        charge_per_product: true,
      })
    ).shipping_method;
    expect(m.charge_per_product).toBe(true);
    await ok(app, '/shop/shipping_method/update_status', admin.headers, { id: m._id, status: 'inactive' });
    expect((await get(app, '/shop/shipping_method/get_all', customer.headers)).json().items).toHaveLength(0);
    expect((await get(app, '/shop/shipping_method/get_all', admin.headers)).json().items).toHaveLength(1);
    expect(
      (await ok(app, '/shop/shipping_method/update', admin.headers, { id: m._id, name: 'Courier' }))
        .shipping_method.name,
    ).toBe('Courier');
    expect((await get(app, `/shop/shipping_method/get_by_id/${m._id}`, customer.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await post(app, '/shop/shipping_method/add', admin.headers, { name: 'Bad', local_shipping_cost: -1 }))
        .statusCode,
    ).toBe(400);
    await ok(app, '/shop/shipping_method/delete', admin.headers, { id: m._id });
    expect((await post(app, '/shop/shipping_method/delete', admin.headers, { id: m._id })).statusCode).toBe(
      404,
    );
  });

  it('stores shop settings; the storefront reads them without signing in', async () => {
    const s = await ok(app, '/shop/settings/update', admin.headers, {
      description: 'Tools and cables',
      country: 'de',
    });
    expect(s.settings).toMatchObject({ description: 'Tools and cables', country: 'DE', status: true });
    expect((await get(app, '/shop/settings/get')).json().settings.description).toBe('Tools and cables');
    expect(
      (await post(app, '/shop/settings/update', admin.headers, { reservation_minutes: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('demo shop', () => {
  it('seeds categories, a dozen products with pictures, a coupon, shipping and orders of the demo dealer', async () => {
    const { seedDemoShop } = await import('./seed.js');
    const demo = await buildTestApp();
    try {
      await seedDemoShop(demo);
      const products = (await get(demo, '/shop/product/get_all?size=50')).json();
      expect(products.count).toBe(12);
      const img = await demo.inject({ method: 'GET', url: products.items[0].image1 });
      expect(img.headers['content-type']).toBe('image/png');
      const thumb = await demo.inject({ method: 'GET', url: products.items[0].thumbnail });
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect((await get(demo, '/shop/category/get_all')).json().count).toBe(4);
      expect((await get(demo, '/shop/shipping_method/get_all')).json().count).toBe(2);
      // A shopper reading Spanish sees the demo shipping methods and their delivery times in Spanish.
      const es = (
        await demo.inject({ url: '/api/shop/shipping_method/get_all', headers: { 'accept-language': 'es' } })
      ).json().items as { name: string; local_shipping_time: string; international_shipping_time: string }[];
      expect(es.map((m) => [m.name, m.local_shipping_time, m.international_shipping_time]).sort()).toEqual([
        ['Envío urgente', 'Al día siguiente', '2-4 días'],
        ['Paquete estándar', '2-3 días', '5-10 días'],
      ]);
    } finally {
      await demo.cleanup();
    }
  });
});
