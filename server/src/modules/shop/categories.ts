import type { ShopCategoryInput, ShopCategoryUpdate, ShopNameQuery } from '@portal/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { conflict, notFound } from '../../lib/errors.js';
import { insertId, whereLike } from '../catalogue/listing.js';
import { type CategoryRow, pageOfRows, toCategory } from './repo.js';

const slugTaken = () => conflict('Category slug already exists.');

export function categoriesService(db: Knex) {
  const byId = async (id: number) => {
    const row = await db<CategoryRow>('shop_categories').where({ id }).first();
    if (!row) throw notFound('Category');
    return toCategory(row);
  };
  return {
    byId,
    async bySlug(slug: string) {
      const row = await db<CategoryRow>('shop_categories').where({ slug }).first();
      if (!row) throw notFound('Category');
      return toCategory(row);
    },
    async list(q: ShopNameQuery) {
      const query = db('shop_categories');
      if (q.name) whereLike(query, 'name', q.name);
      const p = await pageOfRows<CategoryRow>(query, q, ['*'], [{ column: 'name', order: 'asc' }]);
      return {
        status: 'success' as const,
        items: p.rows.map(toCategory),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },
    async add(input: ShopCategoryInput) {
      if (await db('shop_categories').where({ slug: input.slug }).first('id')) throw slugTaken();
      try {
        const id = await insertId(
          db('shop_categories').insert({ name: input.name.trim(), slug: input.slug }),
        );
        return byId(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
    },
    async update(input: ShopCategoryUpdate) {
      await byId(input.id);
      if (
        input.slug &&
        (await db('shop_categories').where({ slug: input.slug }).whereNot({ id: input.id }).first('id'))
      )
        throw slugTaken();
      const patch: Record<string, unknown> = { updated_at: new Date() };
      if (input.name !== undefined) patch.name = input.name.trim();
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
      });
    },
  };
}
