import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import * as migration from '../../db/migrations/20261208090000_shop_order_export.js';
import { address, addProduct, get, ok, shopTestApp } from '../../../test/support/shop-kit.js';

const EXPORT = 'Export delivery outside the EU: exempt from VAT.';
const REVERSE = 'Reverse charge';
const NO_VAT = 'NO974760673MVA';
const CH_VAT = 'CHE116281710MWST';
const XI_VAT = 'XI980780684';
const BELFAST = { ...address('GB'), city: 'Belfast', zip: 'BT1 5GS' };
const LONDON = { ...address('GB'), city: 'London', zip: 'SW1A 1AA' };

type Address = ReturnType<typeof address>;
type Order = { invoice_no: string; vat: number; vat_bp: number; reverse_charge: boolean; export: boolean };

let app: TestApp;
let admin: TestUser;
let shippingId: number;

async function setBilling(country: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: { seller_name: 'Tuning Files GmbH', seller_country: country, seller_vat_no: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ({ app, admin, shippingId } = await shopTestApp());
  await setBilling('DE');
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  // Rates an operator may have set for countries outside the EU (the United Kingdom's is seeded).
  for (const [country, country_name, percentage] of [
    ['NO', 'Norway', 25],
    ['CH', 'Switzerland', 8.1],
    ['US', 'United States', 7],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vat',
      headers: admin.headers,
      payload: { country, country_name, percentage },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(await app.db('vat_rates').where({ country: 'GB', enabled: true }).first()).toBeTruthy();
});
afterAll(async () => {
  await app.cleanup();
});

async function customer(country: string, vatNo = '') {
  const user = await createUser(app, { country });
  if (vatNo) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin.headers,
      payload: { vat_no: vatNo },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}

/** What the checkout summary is built from, for a cart of one product. */
async function quote(user: TestUser, to: Address) {
  const p = await addProduct(app, admin.headers);
  await ok(app, '/shop/cart/add_item', user.headers, { product_id: p._id, quantity: 1 });
  return ok(app, '/shop/checkout/quote', user.headers, {
    country: to.country,
    zip: to.zip,
    shipping_method_id: shippingId,
  });
}

/** Quotes the cart, then orders it at the quoted total, as the checkout page does. */
async function buy(user: TestUser, to: Address) {
  const q = await quote(user, to);
  const { order } = await ok(app, '/shop/checkout', user.headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: to,
    expected_total: q.totals.total,
    expected_currency: q.totals.currency,
  });
  return { quote: q, order: order as Order };
}

async function invoiceText(user: TestUser, invoiceNo: string) {
  const res = await get(app, `/shop/order/invoice/${invoiceNo}`, user.headers);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe('goods an EU seller sends out of the EU', () => {
  it('are an export for a buyer without a VAT number: no VAT, whatever rate the country has', async () => {
    const buyer = await customer('NO');
    const { quote: q, order } = await buy(buyer, address('NO'));
    expect(q).toMatchObject({ export: true, reverse_charge: false, totals: { vat_bp: 0, vat: 0 } });
    expect(q.totals.total).toBe(q.totals.net);
    expect(order).toMatchObject({ export: true, reverse_charge: false, vat_bp: 0, vat: 0 });
    const mine = await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, buyer.headers);
    expect(mine.json().order).toMatchObject({ export: true, reverse_charge: false });

    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain('VAT 0%');
    expect(text).toContain(EXPORT);
    expect(text).not.toContain(REVERSE);
    expect(await invoiceText(admin, order.invoice_no)).toContain(EXPORT);
  });

  it('are an export, not a reverse charge, for a business with a VAT number of the country', async () => {
    for (const [country, vatNo] of [
      ['NO', NO_VAT],
      ['CH', CH_VAT],
    ]) {
      const buyer = await customer(country, vatNo);
      const { quote: q, order } = await buy(buyer, address(country));
      expect(q, country).toMatchObject({ export: true, reverse_charge: false, totals: { vat: 0 } });
      expect(order, country).toMatchObject({ export: true, reverse_charge: false, vat: 0 });
      const text = await invoiceText(buyer, order.invoice_no);
      // The buyer's number is still on it, as on every invoice of a buyer who has one.
      expect(text).toContain(`VAT number: ${vatNo}`);
      expect(text).toContain(EXPORT);
      expect(text).not.toContain(REVERSE);
    }
  });

  it('are an export for a buyer of an EU state too, when the parcel leaves the EU', async () => {
    const buyer = await customer('SE', 'SE556677889901');
    expect(await quote(buyer, address('US'))).toMatchObject({ export: true, reverse_charge: false });
    const consumer = await customer('DE');
    expect(await quote(consumer, address('US'))).toMatchObject({ export: true, totals: { vat_bp: 0 } });
  });

  it("prints the notice in the reader's language", async () => {
    const buyer = await customer('CH');
    const { order } = await buy(buyer, address('CH'));
    await app.db('users').where({ id: buyer.id }).update({ language: 'de' });
    const de = await invoiceText(buyer, order.invoice_no);
    expect(de).toContain('Steuerfreie Ausfuhrlieferung in ein Land außerhalb der EU.');
    expect(de).not.toContain(EXPORT);
  });

  it('leave sales inside the EU as they were', async () => {
    const consumer = await customer('SE');
    expect(await quote(consumer, address('SE'))).toMatchObject({
      export: false,
      reverse_charge: false,
      totals: { vat_bp: 2500 },
    });
    const business = await customer('SE', 'SE556677889901');
    const { order } = await buy(business, address('SE'));
    expect(order).toMatchObject({ export: false, reverse_charge: true, vat: 0 });
    expect(await invoiceText(business, order.invoice_no)).not.toContain(EXPORT);
    const home = await buy(await customer('DE'), address('DE'));
    expect(home.order).toMatchObject({ export: false, vat_bp: 1900 });
  });
});

describe('Northern Ireland, which trades goods under the EU rules', () => {
  it('gets goods for a business with an XI number as an intra-community supply (reverse charge)', async () => {
    const buyer = await customer('GB', XI_VAT);
    const { quote: q, order } = await buy(buyer, BELFAST);
    expect(q).toMatchObject({ export: false, reverse_charge: true, totals: { vat: 0 } });
    expect(order).toMatchObject({ export: false, reverse_charge: true, vat: 0 });
    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain(`VAT number: ${XI_VAT}`);
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient.');
    expect(text).not.toContain(EXPORT);
  });

  it("charges a consumer there the United Kingdom's rate, as a sale inside the EU", async () => {
    const buyer = await customer('GB');
    const { order } = await buy(buyer, BELFAST);
    expect(order).toMatchObject({ export: false, reverse_charge: false, vat_bp: 2000 });
    // A number from Great Britain is no number for goods in Northern Ireland.
    const gb = await customer('GB', 'GB980780684');
    expect(await quote(gb, BELFAST)).toMatchObject({ reverse_charge: false, totals: { vat_bp: 2000 } });
  });

  it('is told apart by the postcode: goods for Great Britain are an export, with an XI number too', async () => {
    const buyer = await customer('GB', XI_VAT);
    expect(await quote(buyer, LONDON)).toMatchObject({
      export: true,
      reverse_charge: false,
      totals: { vat: 0 },
    });
    const consumer = await customer('GB');
    const { order } = await buy(consumer, LONDON);
    expect(order).toMatchObject({ export: true, vat: 0 });
  });
});

describe('a seller outside the EU', () => {
  it("keeps today's rules: the delivery country's rate, reverse charge for its VAT number", async () => {
    await setBilling('CH');
    try {
      const consumer = await customer('NO');
      const { order } = await buy(consumer, address('NO'));
      expect(order).toMatchObject({ export: false, reverse_charge: false, vat_bp: 2500 });
      const business = await customer('NO', NO_VAT);
      const sold = await buy(business, address('NO'));
      expect(sold.order).toMatchObject({ export: false, reverse_charge: true, vat: 0 });
      expect(await invoiceText(business, sold.order.invoice_no)).not.toContain(EXPORT);
    } finally {
      await setBilling('DE');
    }
  });
});

describe('orders from before the column was added', () => {
  it('get no export notice on their invoice', async () => {
    const buyer = await customer('NO');
    const { order } = await buy(buyer, address('NO'));
    // Taking the column away and adding it back leaves the order as one made before it.
    await migration.down(app.db);
    await migration.up(app.db);
    const text = await invoiceText(buyer, order.invoice_no);
    expect(text).toContain('VAT 0%');
    expect(text).not.toContain(EXPORT);
    const mine = await get(app, `/shop/order/get_by_invoice_no/${order.invoice_no}`, buyer.headers);
    expect(mine.json().order.export).toBe(false);
  });
});
