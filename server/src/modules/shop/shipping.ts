import {
  DEFAULT_LOCALE,
  type ShopShippingInput,
  type ShopShippingQuery,
  type ShopShippingUpdate,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { msg, notFound } from '../../lib/errors.js';
import { insertId, whereLike } from '../catalogue/listing.js';
import { dropTexts } from '../catalogue/translations.js';
import { pageOfRows, type ShippingRow, toShipping } from './repo.js';
import { shippingIn } from './texts.js';
import { requiredText } from './visible-text.js';

const methodName = (name: string) =>
  requiredText(name, 'name', msg('Please give the shipping method a name.'));

/** `locale` in lists: the reader's language; staff read and edit the default language's texts. */
export function shippingService(db: Knex) {
  const byId = async (id: number) => {
    const row = await db<ShippingRow>('shop_shipping_methods').where({ id }).first();
    if (!row) throw notFound('Shipping method');
    return toShipping(row);
  };
  return {
    byId,
    async list(q: ShopShippingQuery, locale: string = DEFAULT_LOCALE) {
      const query = db('shop_shipping_methods');
      if (q.name) whereLike(query, 'name', q.name);
      if (q.status) query.where('status', q.status);
      const p = await pageOfRows<ShippingRow>(query, q, ['*'], [{ column: 'id', order: 'asc' }]);
      return {
        status: 'success' as const,
        items: (await shippingIn(db, locale, p.rows)).map(toShipping),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },
    async add(input: ShopShippingInput) {
      const id = await insertId(
        db('shop_shipping_methods').insert({
          ...input,
          name: methodName(input.name),
          charge_per_product: input.charge_per_product ?? false,
          status: input.status ?? 'active',
        }),
      );
      return byId(id);
    },
    async update(input: ShopShippingUpdate) {
      const { id, ...rest } = input;
      if (rest.name !== undefined) rest.name = methodName(rest.name);
      await byId(id);
      await db('shop_shipping_methods')
        .where({ id })
        .update({ ...rest, updated_at: new Date() });
      return byId(id);
    },
    async setStatus(id: number, status: 'active' | 'inactive') {
      if (!(await db('shop_shipping_methods').where({ id }).update({ status, updated_at: new Date() })))
        throw notFound('Shipping method');
      return byId(id);
    },
    async remove(id: number) {
      await db.transaction(async (trx) => {
        if (!(await trx('shop_shipping_methods').where({ id }).delete())) throw notFound('Shipping method');
        await dropTexts(trx, 'shop_shipping', [id]);
      });
    },
  };
}
