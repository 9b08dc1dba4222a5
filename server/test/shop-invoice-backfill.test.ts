/**
 * Orders paid before shop invoices had numbers of their own printed the order's number as the invoice's:
 * the migration that brings the numbers keeps exactly that number on them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import type { TestApp, TestUser } from './helpers.js';
import { pdfText } from './support/pdf-text.js';
import {
  address,
  addProduct,
  get,
  type Headers,
  ok,
  post,
  quickCustomer,
  shopTestApp,
} from './support/shop-kit.js';

const MIGRATION = migrations['20261207090000_shop_invoice_numbers'];
let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
});
afterAll(() => app.cleanup());

async function place() {
  const buyer = await quickCustomer(app);
  const p = await addProduct(app, admin.headers);
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  const res = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: address(),
  });
  return { buyer: buyer.headers, order: res.order as { _id: number; invoice_no: string } };
}
const orderOf = async (id: number, who: Headers) =>
  (await get(app, `/shop/order/get_by_id/${id}`, who)).json().order;
async function documentText(invoiceNo: string, who: Headers) {
  const res = await get(app, `/shop/order/invoice/${invoiceNo}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe('orders paid before invoices had numbers of their own', () => {
  it('keep the order number their invoice was printed with; unpaid ones are numbered when paid', async () => {
    const old = await place();
    const open = await place();
    // The database as it stood before: no invoice numbers, and an order paid the way it was then.
    await MIGRATION.down(app.db);
    await app
      .db('shop_orders')
      .where({ id: old.order._id })
      .update({ status: 'paid', paid_at: new Date(), txn_id: 'OLD-TRANSFER' });
    await MIGRATION.up(app.db);

    const paid = await orderOf(old.order._id, old.buyer);
    expect(paid.issued_invoice_no).toBe(old.order.invoice_no);
    const text = await documentText(old.order.invoice_no, old.buyer);
    expect(text).toContain(`Invoice ${old.order.invoice_no}`);
    // Printed as before: the order is not named a second time.
    expect(text).not.toContain(`Order: ${old.order.invoice_no}`);

    expect((await orderOf(open.order._id, open.buyer)).issued_invoice_no).toBeNull();
    const res = await post(app, '/shop/order/mark_as_paid', admin.headers, {
      order_id: open.order._id,
      payment_method: 'bank',
      txn_id: 'NEW-TRANSFER',
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = (await orderOf(open.order._id, open.buyer)).issued_invoice_no;
    expect(number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-000001$`));
    expect(await documentText(open.order.invoice_no, open.buyer)).toContain(`Invoice ${number}`);
  });
});
