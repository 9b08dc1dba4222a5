import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../helpers.js';
import { address, addProduct, addShipping, get, ok } from './shop-kit.js';

export interface InvoiceShop {
  app: TestApp;
  admin: TestUser;
  shippingId: number;
}

/**
 * A Dutch seller's shop that sells to Germany by bank transfer, built before the file's tests and closed
 * after them, for the tests that read the shop's and the credits' invoices.
 */
export function invoiceShop(): InvoiceShop {
  const shop = {} as InvoiceShop;
  beforeAll(async () => {
    shop.app = await buildTestApp();
    shop.admin = await createAdmin(shop.app);
    await shop.app.inject({
      method: 'PUT',
      url: '/api/credits/billing_settings',
      headers: shop.admin.headers,
      payload: { seller_name: 'Tuning Files Ltd', seller_country: 'NL', seller_vat_no: 'NL123456789B01' },
    });
    await ok(shop.app, '/shop/settings/update', shop.admin.headers, { country: 'DE', bank_payment: true });
    shop.shippingId = (await addShipping(shop.app, shop.admin.headers))._id;
  });
  afterAll(async () => {
    await shop.app.cleanup();
  });
  return shop;
}

/** A German customer who reads the portal in `lng`; `names` sets other columns of the user too. */
export async function reader(shop: InvoiceShop, lng: string, names: Record<string, string> = {}) {
  const user = await createUser(shop.app, { country: 'DE' });
  await shop.app
    .db('users')
    .where({ id: user.id })
    .update({ ...names, language: lng });
  return user;
}

/** The invoice of one product bought by bank transfer, shipped to `to` (a German address by default). */
export async function shopInvoicePdf(shop: InvoiceShop, user: TestUser, to = address()) {
  const p = await addProduct(shop.app, shop.admin.headers, { inventory: 5 });
  await ok(shop.app, '/shop/cart/add_item', user.headers, { product_id: p._id, quantity: 1 });
  const { order } = await ok(shop.app, '/shop/checkout', user.headers, {
    shipping_method_id: shop.shippingId,
    payment_method: 'bank',
    address: to,
  });
  const pdf = await get(shop.app, `/shop/order/invoice/${order.invoice_no}`, user.headers);
  expect(pdf.statusCode).toBe(200);
  return { pdf: pdf.rawPayload, number: order.invoice_no as string, code: p.product_code };
}

/** The invoice of 1000 credits bought by bank transfer and marked paid by staff. */
export async function creditInvoicePdf(shop: InvoiceShop, user: TestUser) {
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, who: TestUser, payload?: object) =>
    shop.app.inject({ method, url, headers: who.headers, payload });
  const { invoice } = (
    await call('POST', '/api/credits_user', user, { count: 1000, payment_method: 'bank' })
  ).json();
  const paid = (await call('PATCH', '/api/credits/mark-as-paid', shop.admin, { id: invoice._id })).json();
  const pdf = await call('GET', `/api/credits/${invoice._id}/download_invoice`, user);
  expect(pdf.statusCode).toBe(200);
  return { pdf: pdf.rawPayload, number: paid.invoice as string };
}
