import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import {
  address,
  addProduct,
  addShipping,
  get,
  ok,
  post,
  quickCustomer,
} from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  const billing = await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: { bank_name: 'Sparkasse', bank_iban: 'DE89370400440532013000', bank_bic: 'COBADEFFXXX' },
  });
  expect(billing.statusCode, billing.body).toBe(200);
  shippingId = (await addShipping(app, admin.headers))._id;
});
afterAll(() => app.cleanup());

describe('an order paid by bank transfer', () => {
  it('shows where to pay on its page until it is paid, and only to its buyer and staff', async () => {
    const buyer = await quickCustomer(app);
    const product = await addProduct(app, admin.headers, { price: 4200 });
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: product._id, quantity: 1 });
    const placed = await post(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, next } = placed.json();

    const page = (await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, buyer.headers)).json();
    expect(page.order.bank_transfer).toEqual(next.instructions);
    expect(page.order.bank_transfer).toMatchObject({
      iban: 'DE89370400440532013000',
      reference: order.invoice_no,
      amount: order.total,
    });
    const staffView = (await get(app, `/shop/order/get_by_id/${order._id}`, admin.headers)).json();
    expect(staffView.order.bank_transfer.reference).toBe(order.invoice_no);
    const other = await quickCustomer(app);
    expect(
      (await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, other.headers)).statusCode,
    ).toBe(404);

    await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: order._id,
      payment_method: 'bank',
      txn_id: 'TRANSFER-1',
    });
    const paid = (await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, buyer.headers)).json();
    expect(paid.order.status).toBe('paid');
    expect(paid.order.bank_transfer).toBeUndefined();
  });

  it('refuses a phone number with letters in the address, naming the field', async () => {
    const buyer = await quickCustomer(app);
    const product = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: product._id, quantity: 1 });
    const res = await post(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: { ...address(), phone: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('address.phone');
    const fine = await post(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: { ...address(), phone: '+49 (30) 123-45/6' },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("keeps a paid order's invoice an invoice once the order is cancelled, saying it was cancelled", async () => {
    const buyer = await quickCustomer(app);
    const named = await app.inject({
      method: 'PUT',
      url: '/api/credits/billing_settings',
      headers: admin.headers,
      payload: { seller_name: 'Shop Seller GmbH' },
    });
    expect(named.statusCode).toBe(200);
    const product = await addProduct(app, admin.headers, { price: 2500 });
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: product._id, quantity: 1 });
    const placed = await post(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
    });
    const { order } = placed.json();
    await ok(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: order._id,
      payment_method: 'bank',
      txn_id: 'TRANSFER-2',
    });
    // Renamed after the invoice was issued: the invoice keeps the name it was issued under.
    const rename = (seller_name: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/credits/billing_settings',
        headers: admin.headers,
        payload: { seller_name },
      });
    expect((await rename('Someone Else AG')).statusCode).toBe(200);
    await ok(app, '/shop/order/cancel', admin.headers, {
      order_id: order._id,
      reason: 'Out of stock at the supplier',
    });
    const pdf = await get(app, `/shop/order/invoice/${order.invoice_no}`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    const issued = (await get(app, `/shop/order/get_by_id/${order._id}`, buyer.headers)).json().order;
    expect(text).toContain(`Invoice ${issued.issued_invoice_no}`);
    expect(text).toContain('Cancelled');
    expect(text).toContain('Shop Seller GmbH');
    expect(text).not.toContain('Someone Else AG');
  });
});
