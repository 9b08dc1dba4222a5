import { describe, expect, it } from 'vitest';
import { canShopTransition, couponDiscount, shippingCost, shopActionsFor, stockLabel } from './shop.js';

describe('shop rules', () => {
  it('allows only the forward order of states and cancel before shipping', () => {
    expect(canShopTransition('initiated', 'mark_as_paid')).toBe(true);
    expect(canShopTransition('initiated', 'mark_as_shipped')).toBe(false);
    expect(canShopTransition('on_hold', 'mark_as_processing')).toBe(true);
    expect(canShopTransition('shipped', 'cancel')).toBe(false);
    expect(shopActionsFor('completed')).toEqual([]);
    expect(shopActionsFor('processing')).toEqual(['mark_as_on_hold', 'mark_as_shipped', 'cancel']);
  });
  it('labels stock, takes coupons off and charges shipping', () => {
    expect(stockLabel(0, 5)).toBe('out_of_stock');
    expect(stockLabel(3, 5)).toBe('low_stock');
    expect(stockLabel(5, 5)).toBe('in_stock');
    expect(couponDiscount(10_000, { flat_amount: 0, percentage_bp: 1250 })).toBe(1250);
    expect(couponDiscount(500, { flat_amount: 2000, percentage_bp: 0 })).toBe(500);
    const m = { local_shipping_cost: 500, international_shipping_cost: 2000, charge_per_product: true };
    expect(shippingCost(m, true, 3)).toBe(1500);
    expect(shippingCost({ ...m, charge_per_product: false }, false, 3)).toBe(2000);
  });
});
