/**
 * Shop rules: which order state may follow which, what a coupon takes off, what shipping costs and how a
 * stock level is labelled. Money is in integer minor units; percentages are basis points.
 */
import { mulDiv } from './money.js';

export type ShopState =
  | 'initiated'
  | 'paid'
  | 'processing'
  | 'on_hold'
  | 'shipped'
  | 'completed'
  | 'cancelled';
export type ShopAction =
  | 'mark_as_paid'
  | 'mark_as_processing'
  | 'mark_as_on_hold'
  | 'mark_as_shipped'
  | 'mark_as_completed'
  | 'cancel';

/** initiated -> paid -> processing <-> on_hold -> shipped -> completed; cancel from anything before shipped. */
const FROM: Record<ShopAction, ShopState[]> = {
  mark_as_paid: ['initiated'],
  mark_as_processing: ['paid', 'on_hold'],
  mark_as_on_hold: ['processing', 'paid'],
  mark_as_shipped: ['processing'],
  mark_as_completed: ['shipped'],
  cancel: ['initiated', 'paid', 'processing', 'on_hold'],
};
export const SHOP_ACTION_TARGET: Record<ShopAction, ShopState> = {
  mark_as_paid: 'paid',
  mark_as_processing: 'processing',
  mark_as_on_hold: 'on_hold',
  mark_as_shipped: 'shipped',
  mark_as_completed: 'completed',
  cancel: 'cancelled',
};

export const canShopTransition = (from: ShopState, action: ShopAction): boolean =>
  FROM[action].includes(from);

/** The actions a staff member may offer for an order in `state`. */
export const shopActionsFor = (state: ShopState): ShopAction[] =>
  (Object.keys(FROM) as ShopAction[]).filter((a) => FROM[a].includes(state));

/** Completed and cancelled orders need nothing more from staff. */
export const isPendingShopState = (s: ShopState) => s !== 'completed' && s !== 'cancelled';

export type StockLabelName = 'in_stock' | 'low_stock' | 'out_of_stock';
export function stockLabel(inventory: number, lowThreshold: number): StockLabelName {
  if (inventory <= 0) return 'out_of_stock';
  return inventory < lowThreshold ? 'low_stock' : 'in_stock';
}

/** Discount of a coupon on the amount it applies to; never more than that amount. */
export function couponDiscount(eligible: number, c: { flat_amount: number; percentage_bp: number }): number {
  const off = c.flat_amount > 0 ? c.flat_amount : mulDiv(eligible, c.percentage_bp, 10_000);
  return Math.min(Math.max(off, 0), eligible);
}

/** Shipping of an order: local when the buyer lives in the shop's country; per piece when so set. */
export function shippingCost(
  m: { local_shipping_cost: number; international_shipping_cost: number; charge_per_product: boolean },
  local: boolean,
  pieces: number,
): number {
  const unit = local ? m.local_shipping_cost : m.international_shipping_cost;
  return m.charge_per_product ? unit * pieces : unit;
}
