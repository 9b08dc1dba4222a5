import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import {
  address,
  addProduct,
  addShipping,
  get,
  ok,
  post,
  quickCustomer,
} from '../../../test/support/shop-kit.js';
import { fakeStripe, paidSessionEvent } from '../../../test/support/payment-fakes.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { shopReturnKey } from './payment.js';

const STRIPE_KEY = 'sk_test_shop';
const STRIPE_WEBHOOK = 'whsec_shop_secret';
let app: TestApp;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let shipper: TestUser;
let shippingId: number;

beforeAll(async () => {
  stripe = await fakeStripe(STRIPE_KEY);
  app = await buildTestApp(
    {},
    {
      PUBLIC_URL: 'http://portal.test',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK,
      STRIPE_API_BASE: stripe.url,
    },
  );
  admin = await createAdmin(app);
  customer = await createUser(app, { country: 'DE' });
  other = await createUser(app, { country: 'DE' });
  // May ship orders and nothing else.
  shipper = await createStaff(app, { shop_manager: { ship_order: true } });
  await ok(app, '/shop/settings/update', admin.headers, {
    country: 'DE',
    stripe_payment: true,
    bank_payment: true,
  });
  await app.db('vat_rates').where({ country: 'DE' }).update({ percentage_bp: 1900, enabled: true });
  shippingId = (await addShipping(app, admin.headers))._id;
});
afterAll(async () => {
  await app.cleanup();
  await stripe.close();
});

describe('cart', () => {
  it('adds items with options, merges the same pick, refuses more than stock and unknown options', async () => {
    const p = await addProduct(app, admin.headers, { inventory: 4 });
    const a = await ok(app, '/shop/cart/add_item', customer.headers, {
      product_id: p._id,
      quantity: 1,
      selected_extra_options: ['OBD adapter'],
    });
    expect(a.cart.items[0]).toMatchObject({
      quantity: 1,
      unit_price: 7000,
      selected_extra_options: ['OBD adapter'],
    });
    const b = await ok(app, '/shop/cart/add_item', customer.headers, {
      product_id: p._id,
      quantity: 2,
      selected_extra_options: ['OBD adapter'],
    });
    expect(b.cart).toMatchObject({ count: 3, subtotal: 21000 });
    const tooMany = await post(app, '/shop/cart/add_item', customer.headers, {
      product_id: p._id,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(
      (await post(app, '/shop/cart/add_item', customer.headers, { product_id: p._id, quantity: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(app, '/shop/cart/add_item', customer.headers, {
          product_id: p._id,
          quantity: 1,
          selected_extra_options: ['Gold'],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(app, '/shop/cart/add_item', customer.headers, { product_id: 999999, quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await get(app, '/shop/cart', customer.headers)).json().cart.count).toBe(3);
    expect((await get(app, '/shop/cart')).statusCode).toBe(401);
  });

  it("replaces items of the caller's own cart only", async () => {
    const mine = (await get(app, '/shop/cart', customer.headers)).json().cart;
    const p = mine.items[0];
    const theirs = await post(app, '/shop/cart/update', other.headers, {
      shopping_cart_id: mine.shopping_cart_id,
      items: [],
    });
    expect(theirs.statusCode).toBe(404);
    const upd = await ok(app, '/shop/cart/update', customer.headers, {
      shopping_cart_id: mine.shopping_cart_id,
      items: [{ product_id: p.product_id, quantity: 1, selected_extra_options: [] }],
    });
    expect(upd.cart).toMatchObject({ count: 1, subtotal: 5000 });
  });
});

describe('checkout and orders', () => {
  it('validates coupons against the cart and says why one does not apply', async () => {
    const now = Date.now();
    await ok(app, '/shop/coupon/add', admin.headers, { name: 'Five off', code: 'FIVE', flat_amount: 500 });
    await ok(app, '/shop/coupon/add', admin.headers, {
      name: 'Old',
      code: 'OLD',
      flat_amount: 500,
      expiry_date: now - 1000,
    });
    await ok(app, '/shop/coupon/add', admin.headers, {
      name: 'Big',
      code: 'BIG',
      percentage: 10,
      min_order_amount: 1_000_000,
    });
    const v = (await get(app, '/shop/coupon/validate/five', customer.headers)).json();
    expect(v).toMatchObject({ status: 'success', discount: 500 });
    expect((await get(app, '/shop/coupon/validate/OLD', customer.headers)).json().message).toBe(
      'This coupon has expired.',
    );
    expect((await get(app, '/shop/coupon/validate/BIG', customer.headers)).json().message).toBe(
      'Your order is below the minimum amount for this coupon.',
    );
    expect((await get(app, '/shop/coupon/validate/NOPE', customer.headers)).statusCode).toBe(400);
  });

  it('quotes with local shipping and VAT of the buyer country', async () => {
    const q = await ok(app, '/shop/checkout/quote', customer.headers, {
      shipping_method_id: shippingId,
      coupon_code: 'FIVE',
      country: 'DE',
    });
    // 5000 - 500 + 500 local shipping = 5000 net, 19 % VAT.
    expect(q.totals).toMatchObject({
      subtotal: 5000,
      discount: 500,
      shipping_cost: 500,
      net: 5000,
      vat_bp: 1900,
      vat: 950,
      total: 5950,
    });
    expect(q.shipping).toMatchObject({ local: true, time: '1-2 days' });
    expect(q.payment_methods).toEqual(['bank', 'stripe']);
    const abroad = await ok(app, '/shop/checkout/quote', customer.headers, {
      shipping_method_id: shippingId,
      country: 'FR',
    });
    expect(abroad.shipping).toMatchObject({ local: false, cost: 2000 });
  });

  it('pays with the Stripe stand-in once, whatever arrives how often', async () => {
    const before = (await get(app, '/shop/cart', customer.headers)).json().cart.items[0];
    const stockBefore = (await app.db('shop_products').where({ id: before.product_id }).first()).inventory;
    const res = await post(app, '/shop/checkout', customer.headers, {
      shipping_method_id: shippingId,
      coupon_code: 'FIVE',
      payment_method: 'stripe',
      address: address('DE'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, next } = res.json();
    expect(order).toMatchObject({ status: 'initiated', total: 5950, coupon_code: 'FIVE' });
    expect(order.invoice_no).toMatch(/^SO-\d{4}-\d{6}$/);
    expect(next.type).toBe('redirect');
    expect(Number((await app.db('shop_products').where({ id: before.product_id }).first()).inventory)).toBe(
      Number(stockBefore) - 1,
    );
    expect((await get(app, '/shop/cart', customer.headers)).json().cart.count).toBe(0);

    // Another customer cannot see it, by id or by invoice number.
    expect((await get(app, `/shop/order/get_by_id/${order._id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, other.headers)).statusCode,
    ).toBe(404);

    const session = [...stripe.state.sessions.values()].find(
      (s) => s.metadata.invoice_id === String(order._id),
    );
    expect(session?.metadata.kind).toBe('shop');
    // A credit invoice with the same id is untouched: the event is tagged as a shop payment.
    if (!session) throw new Error('no session');
    const { payload, signature: sig } = paidSessionEvent(session, STRIPE_WEBHOOK);
    for (let i = 0; i < 2; i += 1) {
      const hook = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sig },
        payload,
      });
      expect(hook.json().status).toBe(i === 0 ? 'paid' : 'already_paid');
    }
    const back = await app.inject({
      method: 'GET',
      url: `/api/shop/payments/stripe/return?order=${order._id}&key=${shopReturnKey(app.config.jwtSecret, order._id)}`,
    });
    expect(back.headers.location).toBe(`http://portal.test/shop/checkout/success/${order.invoice_no}`);
    const mine = (await get(app, '/shop/order/get_mine', customer.headers)).json();
    expect(mine.items[0]).toMatchObject({ _id: order._id, status: 'paid' });
  });

  it('gives the customer and staff the invoice PDF, and nobody else', async () => {
    const [o] = (await get(app, '/shop/order/get_mine', customer.headers)).json().items;
    const pdf = await get(app, `/shop/order/invoice/${o.invoice_no}`, customer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await get(app, `/shop/order/invoice/${o.invoice_no}`, admin.headers)).statusCode).toBe(200);
    expect((await get(app, `/shop/order/invoice/${o.invoice_no}`, other.headers)).statusCode).toBe(404);
    expect((await get(app, `/shop/order/invoice/${o.invoice_no}`)).statusCode).toBe(401);
  });

  it("writes the invoice PDF in the reader's language", async () => {
    const [o] = (await get(app, '/shop/order/get_mine', customer.headers)).json().items;
    const read = async (who: TestUser, language: string) => {
      await app.db('users').where({ id: who.id }).update({ language });
      const res = await get(app, `/shop/order/invoice/${o.invoice_no}`, who.headers);
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const en = await read(customer, 'en');
    expect(en).toContain(`Invoice ${o.issued_invoice_no}`);
    expect(en).toContain('Subtotal');
    expect(en).toContain('Card (Stripe)');
    const de = await read(customer, 'de');
    expect(de).toContain(`Rechnung ${o.issued_invoice_no}`);
    expect(de).toContain('Zwischensumme');
    expect(de).toContain('Bezahlt');
    expect(de).not.toContain('Subtotal');
    // Staff read it in their own language, Cyrillic included.
    const ru = await read(admin, 'ru');
    expect(ru).toContain('Промежуточный итог');
    expect(ru).toContain('Карта (Stripe)');
    // Japanese in its own font, not English.
    const ja = await read(admin, 'ja');
    expect(ja).toContain('請求書');
    expect(ja).not.toContain('Invoice');
    await app.db('users').whereIn('id', [customer.id, admin.id]).update({ language: 'en' });
  });

  it('moves orders only along legal states, each with its own permission', async () => {
    const [o] = (await get(app, '/shop/order/get_mine', customer.headers)).json().items;
    expect(
      (
        await post(app, '/shop/order/mark_as_shipped', shipper.headers, {
          order_id: o._id,
          parcel_tracking_number: 'T1',
          estimated_delivery_date: Date.now(),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post(app, '/shop/order/mark_as_processing', shipper.headers, { order_id: o._id })).statusCode,
    ).toBe(403);
    expect(
      (await post(app, '/shop/order/mark_as_processing', customer.headers, { order_id: o._id })).statusCode,
    ).toBe(403);
    await ok(app, '/shop/order/mark_as_processing', admin.headers, { order_id: o._id });
    const held = await ok(app, '/shop/order/mark_as_on_hold', admin.headers, {
      order_id: o._id,
      reason: 'Waiting for stock',
    });
    expect(held.order).toMatchObject({ status: 'on_hold', hold_reason: 'Waiting for stock' });
    expect(
      (await post(app, '/shop/order/mark_as_on_hold', admin.headers, { order_id: o._id, reason: '' }))
        .statusCode,
    ).toBe(400);
    const spaces = await post(app, '/shop/order/mark_as_on_hold', admin.headers, {
      order_id: o._id,
      reason: ' ',
    });
    expect(spaces.json()).toMatchObject({ statusCode: 400, field: 'reason' });
    expect(spaces.json().message).toMatch(/why the order is on hold/);
    await ok(app, '/shop/order/mark_as_processing', admin.headers, { order_id: o._id });
    // Far ahead: a delivery before the order day is refused, whenever the test runs.
    const eta = Date.UTC(2099, 11, 24);
    const shipped = await ok(app, '/shop/order/mark_as_shipped', shipper.headers, {
      order_id: o._id,
      parcel_tracking_number: 'DHL123',
      estimated_delivery_date: eta,
    });
    expect(shipped.order).toMatchObject({
      status: 'shipped',
      parcel_tracking_number: 'DHL123',
      estimated_delivery_date: eta,
    });
    const cancel = await post(app, '/shop/order/cancel', admin.headers, {
      order_id: o._id,
      reason: 'Too late',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("This step is not possible in the order's current state.");
    await ok(app, '/shop/order/mark_as_completed', admin.headers, { order_id: o._id });
    expect(
      (await get(app, `/shop/order/get_by_invoice_no/${o.invoice_no}`, customer.headers)).json().order.status,
    ).toBe('completed');
    expect(
      (await post(app, '/shop/order/mark_as_completed', admin.headers, { order_id: 999999 })).statusCode,
    ).toBe(404);
    const note = await app
      .db('in_app_notifications')
      .where({ recipient_id: customer.id, type: 'shop_order' });
    expect(note.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves bank transfers initiated until staff mark them paid; cancelling gives stock and coupon back', async () => {
    const buyer = await quickCustomer(app, 'DE');
    const p = await addProduct(app, admin.headers, { inventory: 2 });
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 2 });
    const c = (
      await ok(app, '/shop/coupon/add', admin.headers, {
        name: 'Once',
        code: 'ONCE',
        flat_amount: 100,
        max_uses: 1,
      })
    ).coupon;
    const res = await ok(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      coupon_code: 'ONCE',
      payment_method: 'bank',
      address: address('DE'),
    });
    expect(res.next.type).toBe('instructions');
    expect(res.next.instructions.reference).toBe(res.order.invoice_no);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(0);
    expect((await get(app, `/shop/product/get_by_id/${p._id}`)).json().product.stock_label).toBe(
      'out_of_stock',
    );
    // Staff without the permission to cancel, then the real cancel.
    expect(
      (await post(app, '/shop/order/cancel', shipper.headers, { order_id: res.order._id, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    // A reason of spaces is no reason: refused under its field, nothing changes.
    const blank = await post(app, '/shop/order/cancel', admin.headers, {
      order_id: res.order._id,
      reason: '  ',
    });
    expect(blank.json()).toMatchObject({ statusCode: 400, field: 'reason' });
    expect(blank.json().message).toMatch(/No reason provided/);
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(0);
    const cancelled = await ok(app, '/shop/order/cancel', admin.headers, {
      order_id: res.order._id,
      reason: 'Customer asked',
    });
    expect(cancelled.order).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer asked' });
    expect(Number((await app.db('shop_products').where({ id: p._id }).first()).inventory)).toBe(2);
    expect(Number((await app.db('shop_coupons').where({ id: c._id }).first()).used_count)).toBe(0);
    expect(
      (
        await post(app, '/shop/order/mark_as_paid', admin.headers, {
          order_id: res.order._id,
          payment_method: 'bank',
          txn_id: 'T',
        })
      ).statusCode,
    ).toBe(409);

    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const again = await ok(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address('DE'),
    });
    const paid = await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: again.order._id,
      payment_method: 'bank',
      txn_id: 'BANK-77',
    });
    expect(paid.order).toMatchObject({ status: 'paid', txn_id: 'BANK-77' });
  });

  it('refuses an empty cart, a disabled payment method, a closed shop and bad addresses', async () => {
    const buyer = await quickCustomer(app);
    const body = { shipping_method_id: shippingId, payment_method: 'bank', address: address('DE') };
    const empty = await post(app, '/shop/checkout', buyer.headers, body);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');
    expect(
      (await post(app, '/shop/checkout', buyer.headers, { ...body, payment_method: 'paypal' })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(app, '/shop/checkout', buyer.headers, {
          ...body,
          address: { ...address(), country: 'Germany' },
        })
      ).statusCode,
    ).toBe(400);
    await ok(app, '/shop/settings/update', admin.headers, { status: false });
    const p = await addProduct(app, admin.headers);
    expect(
      (await post(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 })).statusCode,
    ).toBe(403);
    await ok(app, '/shop/settings/update', admin.headers, { status: true });
  });

  it('lists every order and statistics for shop staff only', async () => {
    const all = (await get(app, '/shop/order/get_all?size=-1', admin.headers)).json();
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect((await get(app, '/shop/order/get_all', customer.headers)).statusCode).toBe(403);
    expect(
      (await get(app, '/shop/order/get_all?status=cancelled', shipper.headers))
        .json()
        .items.every((o: { status: string }) => o.status === 'cancelled'),
    ).toBe(true);
    const stats = (await get(app, '/shop/settings/get_statistics', admin.headers)).json();
    expect(stats.revenue_per_day).toHaveLength(30);
    expect(stats.revenue_per_month).toHaveLength(12);
    expect(stats.top_products.length).toBeGreaterThan(0);
    expect(stats.average_order_value).toBeGreaterThan(0);
    expect((await get(app, '/shop/settings/get_statistics', customer.headers)).statusCode).toBe(403);
  });

  it('orders are for staff who may take a step on them; catalogue editors see none (as the admin screens)', async () => {
    const editor = await createStaff(app, { shop_manager: { product: { edit: true } } });
    const processor = await createStaff(app, { shop_manager: { process_order: true } });
    const settingsOnly = await createStaff(app, { shop_manager: { shop_settings: true } });
    const anyOrder = (await get(app, '/shop/order/get_all?size=1', admin.headers)).json().items[0];
    expect(anyOrder.user_id).not.toBe(editor.id);
    for (const who of [editor, settingsOnly]) {
      expect((await get(app, '/shop/order/get_all', who.headers)).statusCode).toBe(403);
      expect((await get(app, `/shop/order/get_by_id/${anyOrder._id}`, who.headers)).statusCode).toBe(404);
      expect((await get(app, `/shop/order/invoice/${anyOrder.invoice_no}`, who.headers)).statusCode).toBe(
        404,
      );
    }
    for (const who of [processor, shipper]) {
      expect((await get(app, '/shop/order/get_all', who.headers)).statusCode).toBe(200);
      expect((await get(app, `/shop/order/get_by_id/${anyOrder._id}`, who.headers)).statusCode).toBe(200);
    }
    // Statistics (revenue) go with the settings permission, as their admin screen does.
    expect((await get(app, '/shop/settings/get_statistics', settingsOnly.headers)).statusCode).toBe(200);
    expect((await get(app, '/shop/settings/get_statistics', processor.headers)).statusCode).toBe(403);
  });
});
