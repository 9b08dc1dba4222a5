import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  address,
  addProduct,
  get,
  type Headers,
  ok,
  post,
  quickCustomer,
  shopTestApp,
} from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let canceller: TestUser;
let shipper: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
  canceller = await createStaff(app, { shop_manager: { cancel_order: true } });
  shipper = await createStaff(app, { shop_manager: { ship_order: true } });
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
});
afterAll(() => app.cleanup());

/** A bank-transfer order placed by a new customer; `paid` marks it paid, `cancelled` then cancels it. */
async function bankOrder(state: 'initiated' | 'paid' | 'cancelled unpaid' | 'cancelled') {
  const buyer = await quickCustomer(app, 'DE');
  const p = await addProduct(app, admin.headers);
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  const placed = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: address('DE'),
  });
  const id = placed.order._id as number;
  if (state === 'paid' || state === 'cancelled')
    await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: id,
      payment_method: 'bank',
      txn_id: `BANK-${id}`,
    });
  if (state.startsWith('cancelled'))
    await ok(app, '/shop/order/cancel', admin.headers, { order_id: id, reason: 'Out of stock' });
  return { id, invoice: placed.order.invoice_no as string, buyer: buyer.headers };
}

const refund = (headers: Headers, body: object) => post(app, '/shop/order/mark_as_refunded', headers, body);
const noteOf = async (id: number) => (await app.db('shop_orders').where({ id }).first()).refund_note;
const auditsOf = (id: number) =>
  app.db('audit_log').where({ action: 'shop_order.refund_manual', target_id: id }).select();

describe('staff mark a refund made by hand', () => {
  it('records the reference once, audits it, and the customer sees the refund', async () => {
    const order = await bankOrder('cancelled');
    expect(await noteOf(order.id)).toBe('refund_due:manual');

    const res = await refund(canceller.headers, { order_id: order.id, reference: '  RET-4711 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The refund has been recorded.',
      order: { _id: order.id, status: 'cancelled', refund_note: 'refunded:manual:RET-4711' },
    });
    const events = await auditsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: canceller.id, target_type: 'shop_order' });
    expect(JSON.parse(events[0].detail)).toMatchObject({ reference: 'RET-4711', was: 'refund_due:manual' });

    const mine = await get(app, `/shop/order/get_by_invoice_no/${order.invoice}`, order.buyer);
    expect(mine.json().order.refund_note).toBe('refunded:manual:RET-4711');

    // A second click is told it is done, in the reader's language, and writes nothing.
    const again = await refund(admin.headers, { order_id: order.id, reference: 'OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been refunded.');
    const german = await app.inject({
      method: 'POST',
      url: '/api/shop/order/mark_as_refunded',
      headers: { ...admin.headers, 'accept-language': 'de' },
      payload: { order_id: order.id },
    });
    expect(german.json().message).toBe('Diese Bestellung wurde bereits erstattet.');
    expect(await noteOf(order.id)).toBe('refunded:manual:RET-4711');
    expect(await auditsOf(order.id)).toHaveLength(1);
  });

  it('takes no reference too, and a provider refund that failed', async () => {
    const order = await bankOrder('cancelled');
    await app.db('shop_orders').where({ id: order.id }).update({ refund_note: 'refund_due:failed' });
    const res = await refund(admin.headers, { order_id: order.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.refund_note).toBe('refunded:manual');
  });

  it('answers 409 when no refund is due', async () => {
    for (const state of ['initiated', 'paid', 'cancelled unpaid'] as const) {
      const order = await bankOrder(state);
      const res = await refund(admin.headers, { order_id: order.id, reference: 'X' });
      expect(res.statusCode, state).toBe(409);
      expect(res.json().message).toBe('No refund is due on this order.');
      expect(await auditsOf(order.id)).toHaveLength(0);
    }
    // A refund still being asked from the provider is not staff's to settle.
    const pending = await bankOrder('cancelled');
    await app.db('shop_orders').where({ id: pending.id }).update({ refund_note: 'refund_due:pending' });
    expect((await refund(admin.headers, { order_id: pending.id })).statusCode).toBe(409);
    expect(await noteOf(pending.id)).toBe('refund_due:pending');
  });

  it('is refused to customers and to staff who may not cancel orders', async () => {
    const order = await bankOrder('cancelled');
    expect((await refund(order.buyer, { order_id: order.id })).statusCode).toBe(403);
    expect((await refund(shipper.headers, { order_id: order.id })).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/shop/order/mark_as_refunded',
      payload: { order_id: order.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await noteOf(order.id)).toBe('refund_due:manual');
    expect(await auditsOf(order.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown order and 400 for bad input', async () => {
    const unknown = await refund(admin.headers, { order_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    const order = await bankOrder('cancelled');
    for (const body of [
      {},
      { order_id: 0 },
      { order_id: 'x' },
      { order_id: order.id, reference: 'R'.repeat(121) },
      { order_id: order.id, extra: true },
    ])
      expect((await refund(admin.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await noteOf(order.id)).toBe('refund_due:manual');
  });

  it('of concurrent calls exactly one wins', async () => {
    const order = await bankOrder('cancelled');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(i % 2 ? admin.headers : canceller.headers, { order_id: order.id, reference: `R${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(await noteOf(order.id)).toBe(`refunded:manual:R${winner}`);
    expect(await auditsOf(order.id)).toHaveLength(1);
  });
});
