import {
  DEFAULT_LOCALE,
  type ShopProduct,
  type ShopProductFields,
  type ShopProductQuery,
  type ShopProductStatus,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { badRequest, conflict, msg, notFound } from '../../lib/errors.js';
import { insertId, whereLike } from '../catalogue/listing.js';
import { dropTexts, idsNamed } from '../catalogue/translations.js';
import { keyedOptions, OPTION_FIELD, storedOptions } from './extra-options.js';
import type { ImageSlot, ProductForm } from './images.js';
import { PRODUCT_COLUMNS, type ProductRow, pageOfRows, productsFrom, toProduct } from './repo.js';
import { sanitizeRichText } from './rich-text.js';
import { shopSettings } from './settings.js';
import { productsIn } from './texts.js';
import { requiredText } from './visible-text.js';

const SLOTS: ImageSlot[] = ['image1', 'image2', 'image3'];
const SORTS = { name: 'p.name', price: 'p.price', created_at: 'p.created_at', inventory: 'p.inventory' };

/** Who is asking decides what is visible: the storefront sees published products only. */
export type Audience = 'public' | 'staff';

export function productsService(app: FastifyInstance) {
  const db = app.db;
  const settings = shopSettings(app);

  /** `locale`: the reader's language (staff read and edit the default language's texts). */
  async function one(
    where: Record<string, unknown>,
    audience: Audience,
    locale: string = DEFAULT_LOCALE,
  ): Promise<ShopProduct> {
    const q = productsFrom(db).where(where);
    if (audience === 'public') q.where('p.status', 'published');
    const row = (await q.clone().select(PRODUCT_COLUMNS).first()) as ProductRow | undefined;
    if (!row) throw notFound('Product');
    const [named] = await productsIn(db, audience === 'public' ? locale : DEFAULT_LOCALE, [row]);
    return toProduct(named as ProductRow, await settings.context());
  }

  /** Duplicate slug or code: the spec's messages, checked before writing and caught again for races. */
  async function checkUnique(f: ShopProductFields, exceptId?: number) {
    const taken = async (column: string, value: string | undefined) => {
      if (value === undefined) return false;
      const q = db('shop_products').where(column, value);
      if (exceptId) q.whereNot('id', exceptId);
      return Boolean(await q.first('id'));
    };
    if (await taken('slug', f.slug)) throw conflict('Product slug exists.');
    if (await taken('product_code', f.product_code)) throw conflict('Product code exists.');
    if (f.category_id && !(await db('shop_categories').where({ id: f.category_id }).first('id')))
      throw notFound('Category');
  }

  const uniqueError = (err: unknown) => {
    if (!isUniqueViolation(err)) return err;
    return conflict(
      String((err as Error).message).includes('code') ? 'Product code exists.' : 'Product slug exists.',
    );
  };

  function columns(f: ShopProductFields): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of [
      'slug',
      'price',
      'weight',
      'weight_unit',
      'category_id',
      'inventory',
      'status',
    ] as const)
      if (f[key] !== undefined) out[key] = f[key];
    if (f.name !== undefined) out.name = requiredText(f.name, 'name', msg('Please give the product a name.'));
    if (f.product_code !== undefined) out.product_code = f.product_code.toUpperCase();
    if (f.short_description !== undefined) out.short_description = f.short_description.trim();
    if (f.description !== undefined) out.description = sanitizeRichText(f.description);
    if (f.extra_options !== undefined) {
      const options = f.extra_options.map((o) => ({
        name: requiredText(o.name, 'extra_options', msg('Please give the option a name.')),
        price: o.price,
      }));
      if (new Set(options.map((o) => o.name.toLowerCase())).size !== options.length)
        throw badRequest('Each extra option needs a name of its own.');
      out.extra_options = options;
    }
    return out;
  }

  /** The options to store, keyed (see keyedOptions), and the keys of the options no longer offered. */
  function optionsToStore(
    cols: Record<string, unknown>,
    before: string | null | undefined,
    f: ShopProductFields,
  ) {
    if (!Array.isArray(cols.extra_options)) return [];
    const old = storedOptions(before);
    const keyed = keyedOptions(
      (cols.extra_options as { name: string; price: number }[]).map((o, i) => ({
        ...o,
        key: f.extra_options?.[i]?.key,
      })),
      old,
    );
    cols.extra_options = JSON.stringify(keyed);
    return old.flatMap((o) => (keyed.some((k) => k.key === o.key) ? [] : [o.key]));
  }

  async function dropFiles(keys: (string | null | undefined)[]) {
    for (const k of keys) if (k) await app.storage.delete(k).catch(() => undefined);
  }

  return {
    bySlug: (slug: string, audience: Audience, locale?: string) => one({ 'p.slug': slug }, audience, locale),
    byCode: (code: string, audience: Audience, locale?: string) =>
      one({ 'p.product_code': code.toUpperCase() }, audience, locale),
    byId: (id: number, audience: Audience, locale?: string) => one({ 'p.id': id }, audience, locale),

    async list(q: ShopProductQuery, audience: Audience, locale: string = DEFAULT_LOCALE) {
      const filter = (query: Knex.QueryBuilder) => {
        if (audience === 'public') query.where('p.status', 'published');
        else if (q.status) query.where('p.status', q.status);
        // The storefront finds a product by its name in any language.
        if (q.name && audience === 'public')
          query.where((w) =>
            whereLike(w, 'p.name', q.name as string).orWhereIn(
              'p.id',
              idsNamed(db, 'shop_product', q.name as string, ['name']),
            ),
          );
        else if (q.name) whereLike(query, 'p.name', q.name);
        if (q.category_id) query.where('p.category_id', q.category_id);
        return query;
      };
      const query = filter(productsFrom(db));
      // The category join only matters to the count when filtering by the category's slug.
      const counted = q.category_slug ? query : filter(db('shop_products as p'));
      if (q.category_slug) query.where('c.slug', q.category_slug);
      const order = q.sort_order ?? 'desc';
      const p = await pageOfRows<ProductRow>(
        query,
        q,
        PRODUCT_COLUMNS,
        [
          { column: SORTS[(q.sort_by ?? 'created_at') as keyof typeof SORTS], order },
          { column: 'p.id', order },
        ],
        15,
        counted,
      );
      const ctx = await settings.context();
      return {
        status: 'success' as const,
        items: (await productsIn(db, audience === 'public' ? locale : DEFAULT_LOCALE, p.rows)).map((r) =>
          toProduct(r, ctx),
        ),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },

    async add(form: ProductForm) {
      const f = form.fields;
      try {
        for (const key of ['name', 'slug', 'product_code', 'price'] as const)
          if (f[key] === undefined)
            throw badRequest('Please fill in the name, slug, product code and price.');
        const cols = columns(f);
        optionsToStore(cols, null, f);
        await checkUnique(f);
        const row = {
          description: '',
          extra_options: '[]',
          ...cols,
          image1: form.images.image1 ?? null,
          image2: form.images.image2 ?? null,
          image3: form.images.image3 ?? null,
          thumbnail: form.images.thumbnail ?? null,
        };
        const id = await insertId(db('shop_products').insert(row)).catch((err) => {
          throw uniqueError(err);
        });
        return one({ 'p.id': id }, 'staff');
      } catch (err) {
        await dropFiles(Object.values(form.images));
        throw err;
      }
    },

    async update(form: ProductForm) {
      const f = form.fields;
      const replaced: string[] = [];
      let dropped: string[] = [];
      try {
        if (!f.id) throw badRequest('Please say which product to change (id).');
        const cols = columns(f);
        const before = await db<ProductRow>('shop_products').where({ id: f.id }).first();
        if (!before) throw notFound('Product');
        await checkUnique(f, f.id);
        dropped = optionsToStore(cols, before.extra_options, f);
        const patch: Record<string, unknown> = { ...cols, updated_at: new Date() };
        for (const slot of SLOTS) {
          if (form.images[slot] || f.remove_images?.includes(slot)) {
            patch[slot] = form.images[slot] ?? null;
            if (before[slot]) replaced.push(before[slot] as string);
            // The thumbnail follows the first image.
            if (slot === 'image1') {
              patch.thumbnail = form.images.thumbnail ?? null;
              if (before.thumbnail) replaced.push(before.thumbnail);
            }
          }
        }
        await db('shop_products')
          .where({ id: f.id })
          .update(patch)
          .catch((err) => {
            throw uniqueError(err);
          });
      } catch (err) {
        await dropFiles(Object.values(form.images));
        throw err;
      }
      // Old images go only once the new ones are saved.
      await dropFiles(replaced);
      // The names in other languages of options no longer offered would otherwise stay behind unseen.
      if (dropped.length)
        await db('catalogue_translations')
          .where({ entity: 'shop_product', entity_id: f.id })
          .whereIn(
            'field',
            dropped.map((k) => OPTION_FIELD + k),
          )
          .delete();
      return one({ 'p.id': f.id }, 'staff');
    },

    async setStatus(id: number, status: ShopProductStatus) {
      const n = await db('shop_products').where({ id }).update({ status, updated_at: new Date() });
      if (!n) throw notFound('Product');
      return one({ 'p.id': id }, 'staff');
    },

    /** Orders keep their own copy of the lines, so a product can go while orders of it stay. */
    async remove(id: number) {
      const row = await db<ProductRow>('shop_products').where({ id }).first();
      if (!row) throw notFound('Product');
      await db.transaction(async (trx) => {
        await trx('shop_coupons').where({ product_id: id }).update({ product_id: null, status: 'inactive' });
        await trx('shop_products').where({ id }).delete();
        await dropTexts(trx, 'shop_product', [id]);
      });
      await dropFiles([row.image1, row.image2, row.image3, row.thumbnail]);
    },

    /** The stored key of the thumbnail of a product the caller may see. */
    async thumbnailKey(id: number, audience: Audience): Promise<string> {
      const q = db<ProductRow>('shop_products').where({ id });
      if (audience === 'public') q.where('status', 'published');
      const key = (await q.first())?.thumbnail;
      if (!key) throw notFound('Image');
      return key;
    },

    /** The stored key of one image of a product the caller may see. */
    async imageKey(id: number, slot: number, audience: Audience): Promise<string> {
      const q = db<ProductRow>('shop_products').where({ id });
      if (audience === 'public') q.where('status', 'published');
      const row = await q.first();
      const key = row ? (row[SLOTS[slot - 1] as ImageSlot] ?? null) : null;
      if (!key) throw notFound('Image');
      return key;
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
