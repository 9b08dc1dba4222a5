import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { fakeStripe } from '../../../test/support/payment-fakes.js';
import { address, addProduct, get, ok, quickCustomer, shopTestApp } from '../../../test/support/shop-kit.js';
import { plan, scheduledKind } from '../../jobs/scheduler.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { RELEASE_EVERY_MS } from './routes.js';

/** Unpaid orders are released by the job queue's scheduled job, without anybody opening the shop. */
let app: TestApp;
let admin: TestUser;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let shippingId: number;

beforeAll(async () => {
  stripe = await fakeStripe('sk_test_release');
  ({ app, admin, shippingId } = await shopTestApp({
    STRIPE_SECRET_KEY: 'sk_test_release',
    STRIPE_WEBHOOK_SECRET: 'whsec_release',
    STRIPE_API_BASE: stripe.url,
  }));
  await ok(app, '/shop/settings/update', admin.headers, {
    stripe_payment: true,
    bank_payment: true,
    reservation_minutes: 30,
    bank_transfer_days: 7,
  });
});
afterAll(async () => {
  await app.cleanup();
  await stripe.close();
});

async function place(method: 'stripe' | 'bank', couponCode?: string) {
  const buyer = await quickCustomer(app);
  const p = await addProduct(app, admin.headers, { inventory: 3 });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 2 });
  const res = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: method,
    coupon_code: couponCode,
    address: address(),
  });
  return { buyer, productId: p._id, orderId: res.order._id as number };
}
const stock = async (id: number) => Number((await app.db('shop_products').where({ id }).first()).inventory);
const order = (id: number) => app.db('shop_orders').where({ id }).first();
/** Runs the scheduled release as the scheduler does: one job of the current period in the queue. */
async function runScheduledRelease(now: number) {
  await plan(app.queue, { name: 'shop_release_unpaid', everyMs: RELEASE_EVERY_MS }, now);
  await app.queue.idle();
  const jobs = await app.queue.list({
    kind: scheduledKind('shop_release_unpaid'),
    state: 'done',
    page: 1,
    size: 50,
  });
  return jobs.jobs;
}

describe('scheduled release of unpaid orders', () => {
  it('releases stock and coupon uses of orders past their time, once, and leaves the others alone', async () => {
    const coupon = (
      await ok(app, '/shop/coupon/add', admin.headers, {
        name: 'Ten',
        code: 'RELTEN',
        flat_amount: 100,
        max_uses: 5,
      })
    ).coupon;
    const late = await place('stripe', 'RELTEN');
    const fresh = await place('stripe');
    const oldBank = await place('bank');
    const newBank = await place('bank');
    expect(await stock(late.productId)).toBe(1);
    expect(Number((await app.db('shop_coupons').where({ id: coupon._id }).first()).used_count)).toBe(1);
    // The card order's reservation ran out; the old bank order is 8 days old, past the shop's 7 days.
    await app
      .db('shop_orders')
      .where({ id: late.orderId })
      .update({ reserved_until: new Date(Date.now() - 60_000) });
    await app
      .db('shop_orders')
      .where({ id: oldBank.orderId })
      .update({ created_at: new Date(Date.now() - 8 * 86_400_000) });

    const jobs = await runScheduledRelease(Date.now());
    expect(jobs.some((j) => (j.result as { released?: number } | null)?.released === 2)).toBe(true);
    expect(await order(late.orderId)).toMatchObject({ status: 'cancelled', cancel_reason: 'auto:unpaid' });
    expect(await order(oldBank.orderId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'auto:bank_expired',
    });
    expect((await order(fresh.orderId)).status).toBe('initiated');
    expect((await order(newBank.orderId)).status).toBe('initiated');
    expect(await stock(late.productId)).toBe(3);
    expect(await stock(oldBank.productId)).toBe(3);
    expect(await stock(fresh.productId)).toBe(1);
    expect(Number((await app.db('shop_coupons').where({ id: coupon._id }).first()).used_count)).toBe(0);

    // The next period's run (and the customer's own view) release nothing twice.
    await runScheduledRelease(Date.now() + RELEASE_EVERY_MS);
    await get(app, '/shop/order/get_mine', late.buyer.headers);
    expect(await stock(late.productId)).toBe(3);
    expect(Number((await app.db('shop_coupons').where({ id: coupon._id }).first()).used_count)).toBe(0);
    const mine = (await get(app, '/shop/order/get_mine', late.buyer.headers)).json();
    expect(mine.items[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'auto:unpaid' });
    // The reason is a code: the buyer's order PDF says it in the buyer's language.
    await app.db('users').where({ id: late.buyer.id }).update({ language: 'fr' });
    const pdf = await get(app, `/shop/order/invoice/${mine.items[0].invoice_no}`, late.buyer.headers);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Annulée');
    expect(text).toContain('Non payée à temps.');
  });

  it('three releases racing each other release an order once', async () => {
    const { orderId, productId } = await place('stripe');
    await app
      .db('shop_orders')
      .where({ id: orderId })
      .update({ reserved_until: new Date(Date.now() - 1000) });
    const { ordersService } = await import('./orders.js');
    const counts = await Promise.all([1, 2, 3].map(() => ordersService(app).expireUnpaid()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stock(productId)).toBe(3);
    expect((await order(orderId)).stock_held).toBeFalsy();
  });

  it('the bank-transfer days are a shop setting with bounds', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/shop/settings/update',
      headers: admin.headers,
      payload: { bank_transfer_days: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const s = (await get(app, '/shop/settings/get')).json().settings;
    expect(s.bank_transfer_days).toBe(7);
  });
});
