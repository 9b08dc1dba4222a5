import {
  DEFAULT_LOCALE,
  type ShopCategoryInput,
  type ShopCategoryUpdate,
  type ShopNameQuery,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { conflict, msg, notFound } from '../../lib/errors.js';
import { insertId, whereLike } from '../catalogue/listing.js';
import { dropTexts } from '../catalogue/translations.js';
import { type CategoryRow, pageOfRows, toCategory } from './repo.js';
import { categoriesIn } from './texts.js';
import { requiredText } from './visible-text.js';

const slugTaken = () => conflict('Category slug already exists.');
const categoryName = (name: string) => requiredText(name, 'name', msg('Please give the category a name.'));

/** `locale` in reads: the reader's language; staff read and edit the default language's names. */
export function categoriesService(db: Knex) {
  const byId = async (id: number, locale: string = DEFAULT_LOCALE) => {
    const row = await db<CategoryRow>('shop_categories').where({ id }).first();
    if (!row) throw notFound('Category');
    const [named] = await categoriesIn(db, locale, [row]);
    return toCategory(named as CategoryRow);
  };
  return {
    byId,
    async bySlug(slug: string, locale: string = DEFAULT_LOCALE) {
      const row = await db<CategoryRow>('shop_categories').where({ slug }).first();
      if (!row) throw notFound('Category');
      const [named] = await categoriesIn(db, locale, [row]);
      return toCategory(named as CategoryRow);
    },
    async list(q: ShopNameQuery, locale: string = DEFAULT_LOCALE) {
      const query = db('shop_categories');
      if (q.name) whereLike(query, 'name', q.name);
      const p = await pageOfRows<CategoryRow>(query, q, ['*'], [{ column: 'name', order: 'asc' }]);
      return {
        status: 'success' as const,
        items: (await categoriesIn(db, locale, p.rows)).map(toCategory),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },
    async add(input: ShopCategoryInput) {
      const name = categoryName(input.name);
      if (await db('shop_categories').where({ slug: input.slug }).first('id')) throw slugTaken();
      try {
        const id = await insertId(db('shop_categories').insert({ name, slug: input.slug }));
        return byId(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
    },
    async update(input: ShopCategoryUpdate) {
      const name = input.name === undefined ? undefined : categoryName(input.name);
      await byId(input.id);
      if (
        input.slug &&
        (await db('shop_categories').where({ slug: input.slug }).whereNot({ id: input.id }).first('id'))
      )
        throw slugTaken();
      const patch: Record<string, unknown> = { updated_at: new Date() };
      if (name !== undefined) patch.name = name;
      if (input.slug !== undefined) patch.slug = input.slug;
      try {
        await db('shop_categories').where({ id: input.id }).update(patch);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
      return byId(input.id);
    },
    /** Products of a deleted category stay, without a category. */
    async remove(id: number) {
      await byId(id);
      await db.transaction(async (trx) => {
        await trx('shop_products').where({ category_id: id }).update({ category_id: null });
        // A coupon for the category alone must not turn into a coupon for everything.
        await trx('shop_coupons')
          .where({ category_id: id })
          .update({ category_id: null, status: 'inactive' });
        await trx('shop_categories').where({ id }).delete();
        await dropTexts(trx, 'shop_category', [id]);
      });
    },
  };
}
