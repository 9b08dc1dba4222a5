import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import * as migration from '../../db/migrations/20261201090000_shop_order_reverse_charge.js';
import { address, addProduct, get, ok, post, shopTestApp } from '../../../test/support/shop-kit.js';

const NOTICE = 'Reverse charge: VAT to be accounted for by the recipient.';
const BUYER_VAT = 'SE556677889901';
const SELLER_VAT = 'DE123456789';

let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
  const billing = await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: { seller_name: 'Tuning Files GmbH', seller_country: 'DE', seller_vat_no: SELLER_VAT },
  });
  expect(billing.statusCode, billing.body).toBe(200);
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  await app.db('vat_rates').where({ country: 'DE' }).update({ percentage_bp: 1900, enabled: true });
  await app.db('vat_rates').where({ country: 'SE' }).update({ percentage_bp: 2500, enabled: true });
});
afterAll(async () => {
  await app.cleanup();
});

async function setVatNo(user: TestUser, vatNo: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/user/${user.id}`,
    headers: admin.headers,
    payload: { vat_no: vatNo },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function buy(user: TestUser, country: string) {
  const p = await addProduct(app, admin.headers);
  await ok(app, '/shop/cart/add_item', user.headers, { product_id: p._id, quantity: 1 });
  const { order } = await ok(app, '/shop/checkout', user.headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: address(country),
  });
  return order as { invoice_no: string; vat: number; vat_bp: number; reverse_charge: boolean };
}

async function invoiceText(user: TestUser, invoiceNo: string) {
  const res = await get(app, `/shop/order/invoice/${invoiceNo}`, user.headers);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('shop invoice of a reverse-charge sale', () => {
  it("prints the buyer's VAT number and the reverse-charge notice, as at checkout", async () => {
    const buyer = await createUser(app, { country: 'SE' });
    await setVatNo(buyer, BUYER_VAT);
    const order = await buy(buyer, 'SE');
    expect(order).toMatchObject({ vat_bp: 0, vat: 0 });

    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain(`VAT number: ${BUYER_VAT}`);
    expect(text).toContain(NOTICE);
    // Staff downloading it see the same invoice.
    expect(await invoiceText(admin, order.invoice_no)).toContain(NOTICE);

    // An invoice does not change with the customer's later profile edits.
    await setVatNo(buyer, 'SE000000000001');
    const later = await invoiceText(buyer, order.invoice_no);
    expect(later).toContain(`VAT number: ${BUYER_VAT}`);
    expect(later).not.toContain('SE000000000001');
    expect(later).toContain(NOTICE);
    await setVatNo(buyer, '');
    expect(await invoiceText(buyer, order.invoice_no)).toContain(NOTICE);
  });

  it("prints the notice in the reader's language", async () => {
    const buyer = await createUser(app, { country: 'SE' });
    await setVatNo(buyer, BUYER_VAT);
    const order = await buy(buyer, 'SE');
    await app.db('users').where({ id: buyer.id }).update({ language: 'de' });
    const de = await invoiceText(buyer, order.invoice_no);
    expect(de).toContain(`USt-IdNr.: ${BUYER_VAT}`);
    expect(de).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).');
    expect(de).not.toContain(NOTICE);
  });
});

describe('the reverse charge in the answers the shop screens show', () => {
  it('is told by the quote and by the order, and not for a sale with VAT', async () => {
    const quoteFor = async (user: TestUser, country: string) => {
      const p = await addProduct(app, admin.headers);
      await ok(app, '/shop/cart/add_item', user.headers, { product_id: p._id, quantity: 1 });
      return ok(app, '/shop/checkout/quote', user.headers, { country, shipping_method_id: shippingId });
    };
    const business = await createUser(app, { country: 'SE' });
    await setVatNo(business, BUYER_VAT);
    expect(await quoteFor(business, 'SE')).toMatchObject({ reverse_charge: true, totals: { vat: 0 } });
    const { order } = await ok(app, '/shop/checkout', business.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address('SE'),
    });
    expect(order.reverse_charge).toBe(true);
    const mine = await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, business.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().order.reverse_charge).toBe(true);

    const consumer = await createUser(app, { country: 'SE' });
    expect(await quoteFor(consumer, 'SE')).toMatchObject({ reverse_charge: false, totals: { vat_bp: 2500 } });
    const plain = await buy(consumer, 'SE');
    expect(plain.reverse_charge).toBe(false);
  });
});

describe('shop invoice of a domestic sale', () => {
  it('has VAT and no reverse-charge notice, even for a buyer with a VAT number', async () => {
    const buyer = await createUser(app, { country: 'DE' });
    await setVatNo(buyer, 'DE136695976');
    const order = await buy(buyer, 'DE');
    expect(order.vat_bp).toBe(1900);
    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain('VAT 19%');
    // Printed as on credit invoices, where a buyer's VAT number appears whenever they have one.
    expect(text).toContain('VAT number: DE136695976');
    expect(text).not.toContain('Reverse charge');
  });

  it('prints no VAT number of a buyer who has none', async () => {
    const buyer = await createUser(app, { country: 'DE' });
    const order = await buy(buyer, 'DE');
    const text = await invoiceText(buyer, order.invoice_no);
    // Only the seller's.
    expect(count(text, 'VAT number')).toBe(1);
    expect(text).toContain(`VAT number: ${SELLER_VAT}`);
    expect(text).not.toContain('Reverse charge');
  });
});

describe('goods for a business whose VAT number is from a third member state', () => {
  const FR_VAT = 'FR40303265045';

  it('are an intra-community supply when sent to another member state: no VAT, reverse charge on the invoice', async () => {
    const buyer = await createUser(app, { country: 'FR' });
    await setVatNo(buyer, FR_VAT);
    const p = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const quote = await ok(app, '/shop/checkout/quote', buyer.headers, { country: 'SE' });
    expect(quote.totals).toMatchObject({ vat_bp: 0, vat: 0 });
    expect(quote.totals.total).toBe(quote.totals.net);
    const order = await buy(buyer, 'SE');
    expect(order).toMatchObject({ vat_bp: 0, vat: 0 });
    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain(`VAT number: ${FR_VAT}`);
    expect(text).toContain('VAT 0%');
    expect(text).toContain(NOTICE);
  });

  it("are a domestic sale when delivered in the seller's country, whatever the VAT number", async () => {
    const buyer = await createUser(app, { country: 'FR' });
    await setVatNo(buyer, FR_VAT);
    const order = await buy(buyer, 'DE');
    expect(order.vat_bp).toBe(1900);
    expect(await invoiceText(buyer, order.invoice_no)).not.toContain('Reverse charge');
  });

  it("are taxed in the delivery country for a VAT number of the seller's own country", async () => {
    const buyer = await createUser(app, { country: 'DE' });
    await setVatNo(buyer, 'DE136695976');
    const order = await buy(buyer, 'SE');
    expect(order.vat_bp).toBe(2500);
    expect(await invoiceText(buyer, order.invoice_no)).not.toContain('Reverse charge');
  });
});

describe('a VAT number not valid for the buyer country', () => {
  it('gives no reverse charge: VAT is charged at checkout and on the invoice', async () => {
    const buyer = await createUser(app, { country: 'SE' });
    // Stored before numbers were checked; the profile routes refuse it now.
    await app.db('users').where({ id: buyer.id }).update({ vat_no: 'x' });
    const p = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    const quote = await ok(app, '/shop/checkout/quote', buyer.headers, { country: 'SE' });
    expect(quote.totals.vat_bp).toBe(2500);
    const order = await buy(buyer, 'SE');
    expect(order.vat_bp).toBe(2500);
    expect(await invoiceText(buyer, order.invoice_no)).not.toContain('Reverse charge');
  });

  it('refuses a shipping country that is not on the list', async () => {
    const buyer = await createUser(app, { country: 'SE' });
    const p = await addProduct(app, admin.headers);
    await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
    for (const res of [
      await post(app, '/shop/checkout/quote', buyer.headers, { country: 'ZZ' }),
      await post(app, '/shop/checkout', buyer.headers, {
        shipping_method_id: shippingId,
        payment_method: 'bank',
        address: address('ZZ'),
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Choose a country from the list.');
    }
  });
});

describe('orders from before the columns were added', () => {
  it('get no reverse-charge notice and no buyer VAT number on their invoice', async () => {
    const buyer = await createUser(app, { country: 'SE' });
    await setVatNo(buyer, BUYER_VAT);
    const order = await buy(buyer, 'SE');
    // Taking the columns away and adding them back leaves the order as one made before them.
    await migration.down(app.db);
    await migration.up(app.db);
    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain('VAT 0%');
    expect(text).not.toContain(BUYER_VAT);
    expect(text).not.toContain('Reverse charge');
  });
});
