import type { ShopOrderLine } from '@portal/contracts';
import { couponDiscount } from '@portal/domain';
import type { Knex } from 'knex';
import { badRequest, conflict, HttpError, msg } from '../../lib/errors.js';
import type { CouponRow } from './repo.js';

/** A code that matches no coupon in use: what guessing codes produces, so the routes count it. */
export class UnknownCouponError extends HttpError {
  constructor() {
    super(400, 'BAD_REQUEST', msg('This coupon code is not valid.'));
  }
}

/** Why a code does not apply, in the words the customer sees. */
export async function usableCoupon(
  db: Knex | Knex.Transaction,
  code: string,
  userId: number,
  lines: ShopOrderLine[],
  productCats: Map<number, number | null>,
) {
  const c = await db<CouponRow>('shop_coupons').where({ code: code.trim().toUpperCase() }).first();
  if (c?.status !== 'active') throw new UnknownCouponError();
  const now = Date.now();
  if (c.start_date !== null && Number(c.start_date) > now) throw badRequest('This coupon is not valid yet.');
  if (c.expiry_date !== null && Number(c.expiry_date) < now) throw badRequest('This coupon has expired.');
  const applies = (l: ShopOrderLine) =>
    (c.product_id === null || l.product_id === Number(c.product_id)) &&
    (c.category_id === null || productCats.get(l.product_id) === Number(c.category_id));
  const eligible = lines.filter(applies);
  if (!eligible.length) throw badRequest('This coupon does not apply to the products in your cart.');
  const subtotal = lines.reduce((s, l) => s + l.line_total, 0);
  if (subtotal < Number(c.min_order_amount))
    throw badRequest('Your order is below the minimum amount for this coupon.');
  const pieces = lines.reduce((s, l) => s + l.quantity, 0);
  if (pieces < Number(c.min_order_product_count))
    throw badRequest('Your order has fewer products than this coupon needs.');
  if (c.max_uses !== null && Number(c.used_count) >= Number(c.max_uses))
    throw conflict('This coupon has been used up.');
  if (c.max_uses_per_customer !== null) {
    const [{ n }] = await db('shop_orders')
      .where({ coupon_id: c.id, user_id: userId })
      .whereNot('status', 'cancelled')
      .count({ n: '*' });
    if (Number(n) >= Number(c.max_uses_per_customer)) throw conflict('You have already used this coupon.');
  }
  const discount = couponDiscount(
    eligible.reduce((s, l) => s + l.line_total, 0),
    { flat_amount: Number(c.flat_amount), percentage_bp: Number(c.percentage_bp) },
  );
  return { row: c, discount };
}
