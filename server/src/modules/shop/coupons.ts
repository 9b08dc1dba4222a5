import type { ShopCouponInput, ShopCouponQuery, ShopCouponUpdate } from '@portal/contracts';
import { percentToBp } from '@portal/domain';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { badRequest, conflict, msg, notFound } from '../../lib/errors.js';
import { insertId, whereLike } from '../catalogue/listing.js';
import { type CouponRow, pageOfRows, toCoupon } from './repo.js';
import { requiredText } from './visible-text.js';

const codeTaken = () => conflict('Coupon code already exists.');

function toColumns(input: Partial<ShopCouponInput>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of [
    'flat_amount',
    'min_order_amount',
    'min_order_product_count',
    'start_date',
    'expiry_date',
    'category_id',
    'product_id',
    'max_uses',
    'max_uses_per_customer',
    'status',
  ] as const)
    if (input[key] !== undefined) out[key] = input[key];
  if (input.name !== undefined)
    out.name = requiredText(input.name, 'name', msg('Please give the coupon a name.'));
  if (input.code !== undefined) out.code = input.code.toUpperCase();
  if (input.percentage !== undefined) {
    try {
      out.percentage_bp = percentToBp(input.percentage);
    } catch {
      throw badRequest('The percentage must be between 0 and 100 with at most two decimals.');
    }
  }
  return out;
}

/** A coupon takes either a flat amount or a percentage off, and its dates must make sense. */
function checkShape(c: Record<string, unknown>) {
  const flat = Number(c.flat_amount ?? 0);
  const pct = Number(c.percentage_bp ?? 0);
  if (flat > 0 === pct > 0) throw badRequest('Give the coupon either a flat amount or a percentage.');
  if (c.start_date != null && c.expiry_date != null && Number(c.expiry_date) <= Number(c.start_date))
    throw badRequest('The expiry date must be after the start date.');
}

export function couponsService(db: Knex) {
  const byId = async (id: number) => {
    const row = await db<CouponRow>('shop_coupons').where({ id }).first();
    if (!row) throw notFound('Coupon');
    return toCoupon(row);
  };
  async function checkRefs(c: Partial<ShopCouponInput>) {
    if (c.category_id && !(await db('shop_categories').where({ id: c.category_id }).first('id')))
      throw notFound('Category');
    if (c.product_id && !(await db('shop_products').where({ id: c.product_id }).first('id')))
      throw notFound('Product');
  }
  return {
    byId,
    async byCode(code: string) {
      const row = await db<CouponRow>('shop_coupons').where({ code: code.toUpperCase() }).first();
      if (!row) throw notFound('Coupon');
      return toCoupon(row);
    },
    async list(q: ShopCouponQuery) {
      const query = db('shop_coupons');
      if (q.name)
        query.where((w) =>
          whereLike(whereLike(w, 'name', q.name as string), 'code', q.name as string, 'contains', true),
        );
      if (q.status) query.where('status', q.status);
      const p = await pageOfRows<CouponRow>(query, q, ['*'], [{ column: 'id', order: 'desc' }]);
      return {
        status: 'success' as const,
        items: p.rows.map(toCoupon),
        count: p.count,
        page: p.page,
        size: p.size,
      };
    },
    async add(input: ShopCouponInput) {
      const cols: Record<string, unknown> = {
        flat_amount: 0,
        percentage_bp: 0,
        status: 'active',
        ...toColumns(input),
      };
      checkShape(cols);
      await checkRefs(input);
      if (await db('shop_coupons').where({ code: cols.code }).first('id')) throw codeTaken();
      try {
        return byId(await insertId(db('shop_coupons').insert(cols)));
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken();
        throw err;
      }
    },
    async update(input: ShopCouponUpdate) {
      const { id, ...rest } = input;
      const before = await db<CouponRow>('shop_coupons').where({ id }).first();
      if (!before) throw notFound('Coupon');
      const cols = toColumns(rest);
      checkShape({ ...before, ...cols });
      await checkRefs(rest);
      if (cols.code && (await db('shop_coupons').where({ code: cols.code }).whereNot({ id }).first('id')))
        throw codeTaken();
      try {
        await db('shop_coupons')
          .where({ id })
          .update({ ...cols, updated_at: new Date() });
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken();
        throw err;
      }
      return byId(id);
    },
    async setStatus(id: number, status: 'active' | 'inactive') {
      if (!(await db('shop_coupons').where({ id }).update({ status, updated_at: new Date() })))
        throw notFound('Coupon');
      return byId(id);
    },
    async remove(id: number) {
      if (!(await db('shop_coupons').where({ id }).delete())) throw notFound('Coupon');
    },
  };
}
