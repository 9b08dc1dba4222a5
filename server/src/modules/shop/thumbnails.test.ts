import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { blankPng } from '../../../test/support/images.js';
import { get } from '../../../test/support/shop-kit.js';
import { formData } from '../downloads/test-form.js';
import { storeThumbnail, THUMB_SIZE } from './thumbnails.js';

/** Product images get a small WebP thumbnail on upload, served cached; the storefront list names it. */
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

/** A real photo-sized JPEG: noise, so it does not compress to nothing. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + (i >> 5) * 31) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function send(url: string, fields: Record<string, string>, image?: Buffer, name = 'a.jpg') {
  const form = await formData(
    fields,
    image ? [{ field: 'image1', name, type: 'image/jpeg', content: image }] : [],
  );
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('product thumbnails', () => {
  it('makes a WebP thumbnail of the first image, serves it cached, and the storefront lists it', async () => {
    const big = await photo(1600, 1200);
    const res = await send(
      '/shop/product/add',
      { name: 'Thumb tool', slug: 'thumb-tool', product_code: 'TH1', price: '900', status: 'published' },
      big,
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().product;
    expect(p.thumbnail).toMatch(/^\/api\/shop\/product\/thumbnail\/\d+\?v=/);
    const thumb = await app.inject({ method: 'GET', url: p.thumbnail });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMB_SIZE, height: THUMB_SIZE * 0.75 });
    expect(thumb.rawPayload.length).toBeLessThan(big.length / 4);

    const list = (await get(app, '/shop/product/get_all?name=Thumb')).json();
    expect(list.items[0]).toMatchObject({ _id: p._id, thumbnail: p.thumbnail });

    // A new first image brings a new thumbnail; the old one's file is gone.
    const before = (await app.db('shop_products').where({ id: p._id }).first()).thumbnail as string;
    const small = await photo(300, 200);
    const upd = await send('/shop/product/update', { id: String(p._id) }, small);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().product.thumbnail).not.toBe(p.thumbnail);
    expect(await app.storage.size(before)).toBeNull();
    // Small images are not enlarged.
    const again = await app.inject({ method: 'GET', url: upd.json().product.thumbnail });
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });

    // Removing the first image removes its thumbnail too.
    const removed = await send('/shop/product/update', {
      id: String(p._id),
      remove_images: JSON.stringify(['image1']),
    });
    expect(removed.json().product).toMatchObject({ image1: null, thumbnail: null });
    expect(
      (await app.inject({ method: 'GET', url: `/api/shop/product/thumbnail/${p._id}` })).statusCode,
    ).toBe(404);
  });

  it('a draft shows no thumbnail to the public; an image that cannot be read is refused with nothing kept', async () => {
    const draft = await send(
      '/shop/product/add',
      { name: 'Draft tool', slug: 'draft-tool', product_code: 'DR1', price: '900', status: 'draft' },
      await photo(640, 480),
    );
    const id = draft.json().product._id;
    expect((await app.inject({ method: 'GET', url: `/api/shop/product/thumbnail/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/shop/product/thumbnail/${id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);

    // JPEG magic bytes, then nothing a decoder can use.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const count = await app.db('shop_products').count({ n: '*' });
    const res = await send(
      '/shop/product/add',
      { name: 'Broken', slug: 'broken', product_code: 'BR1', price: '100' },
      broken,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Images must be PNG, JPEG, WebP or GIF files.');
    expect(await app.db('shop_products').count({ n: '*' })).toEqual(count);
  });

  it('tells that an image has too many pixels (413), not that it is no image, and keeps nothing', async () => {
    const huge = blankPng(8000, 8000);
    const count = await app.db('shop_products').count({ n: '*' });
    const res = await send(
      '/shop/product/add',
      { name: 'Huge', slug: 'huge', product_code: 'HU1', price: '100' },
      huge,
      'huge.png',
    );
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large: at most 40 megapixels.',
    });
    expect(await app.db('shop_products').count({ n: '*' })).toEqual(count);
    // The thumbnail maker answers the same where it is called on its own (the demo products).
    await expect(storeThumbnail(app, huge)).rejects.toMatchObject({
      statusCode: 413,
      message: 'The image is too large: at most 40 megapixels.',
    });
  });
});
