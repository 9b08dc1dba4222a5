import { vatOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { pdfText } from '../../test/support/pdf-text.js';
import { seedCreditsDemo } from '../modules/credits/seed.js';
import { seedDemoShop } from '../modules/shop/seed.js';
import { decideGoodsVat } from '../modules/vat/goods.js';
import { rateFor } from '../modules/vat/repo.js';
import { seedDemoCatalogue } from './catalogue.js';
import { seedDemoUsers } from './users.js';
import { seedDemoVehicles } from './vehicles.js';

// The demo's invoices must add up as real ones do: its shop orders priced by the goods VAT rules for the
// buyer, its credit invoices worded in the buyer's language.

interface Order {
  id: number;
  invoice_no: string;
  user_id: number;
  net: number;
  shipping_cost: number;
  vat_bp: number;
  vat: number;
  total: number;
  reverse_charge: number | boolean;
  export: number | boolean;
  buyer_vat_no: string | null;
  address: string;
}

/** What the goods rules give for each seeded order of the dealer, against what was stored. */
async function expectPricedByTheRules(app: TestApp) {
  const orders: Order[] = await app.db('shop_orders').select();
  expect(orders.length).toBe(5);
  const seller = (await app.settings.get('billing')).seller_country;
  for (const o of orders) {
    const buyer = await app.db('users').where({ id: o.user_id }).first('country', 'vat_no');
    const to = JSON.parse(o.address) as { country: string; zip: string };
    const rule = decideGoodsVat({
      sellerCountry: seller,
      deliveryCountry: to.country,
      deliveryZip: to.zip,
      buyerCountry: buyer.country,
      buyerVatNo: buyer.vat_no,
      rate: await rateFor(app.db, to.country),
    });
    expect(Number(o.vat_bp)).toBe(rule.rate_bp);
    expect(Boolean(o.reverse_charge)).toBe(rule.reverse_charge);
    expect(Boolean(o.export)).toBe(rule.export);
    expect(Number(o.vat)).toBe(vatOf(Number(o.net), rule.rate_bp));
    expect(Number(o.total)).toBe(Number(o.net) + Number(o.vat));
  }
  return orders;
}

describe('demo shop orders of the Swedish demo dealer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoUsers(app);
    await seedCreditsDemo(app);
    await seedDemoShop(app);
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('carry the VAT the goods rules give, the same rate as his credit invoices', async () => {
    const orders = await expectPricedByTheRules(app);
    const credits = await app.db('credit_invoices').select('vat_bp');
    expect(credits.length).toBe(2);
    expect(new Set([...orders, ...credits].map((r) => Number(r.vat_bp)))).toEqual(new Set([2500]));
    // Sent to his own address, abroad from the Dutch seller: international shipping.
    expect(JSON.parse(orders[0]?.address ?? '{}')).toMatchObject({ city: 'Gothenburg', country: 'SE' });
    expect(orders.every((o) => Number(o.shipping_cost) === 1990)).toBe(true);
  });
});

describe('demo invoices of a German dealer with a VAT number', () => {
  const VAT_NO = 'DE136695976';
  let app: TestApp;
  let dealer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    dealer = await createUser(app, { username: 'dealer', email: 'dealer@demo.portal', country: 'DE' });
    await app.db('users').where({ id: dealer.id }).update({
      city: 'Berlin',
      post_code: '10115',
      address: 'Main street 1',
      vat_no: VAT_NO,
      language: 'de',
    });
    await seedCreditsDemo(app);
    await seedDemoCatalogue(app);
    await seedDemoShop(app);
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('are reverse-charge sales whose invoice gives the reason and his VAT number', async () => {
    const orders = await expectPricedByTheRules(app);
    expect(orders.every((o) => Boolean(o.reverse_charge) && o.buyer_vat_no === VAT_NO)).toBe(true);
    const paid = orders.find((o) => o.invoice_no && Number(o.vat_bp) === 0) as Order;
    const res = await app.inject({
      method: 'GET',
      url: `/api/shop/order/invoice/${paid.invoice_no}`,
      headers: dealer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(VAT_NO);
    // In the buyer's language, as his invoices are.
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    // Products and shipping named as his checkout would have stored them.
    expect(text).not.toContain('Standard parcel');
    expect(text).not.toContain('OBD2 extension cable');
  });

  it('name the credits in his language, in the list and on the PDF', async () => {
    const listed = (
      await app.inject({ method: 'GET', url: '/api/credits_user', headers: dealer.headers })
    ).json().items as { _id: number; item_name: string }[];
    expect(listed.map((i) => i.item_name).sort()).toEqual(['100 Credits', '50 Credits']);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/credits/${listed[0]?._id}/download_invoice`,
      headers: dealer.headers,
    });
    expect(await pdfText(pdf.rawPayload)).toContain(listed[0]?.item_name);
  });

  it('a package he buys is named in his language', async () => {
    const fifty = await app.db('price_items').where({ name: '50 credits' }).first('id');
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: dealer.headers,
      payload: { price_id: fifty.id, payment_method: 'bank' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice.item_name).toBe('50 Credits');
  });
});

describe('vehicle types in the staff lists', () => {
  let app: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createAdmin(app);
    await seedDemoCatalogue(app);
    await seedDemoVehicles(app);
  });
  afterAll(async () => {
    await app.cleanup();
  });
  const get = (url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { ...admin.headers, 'accept-language': 'de' } });

  it('read in the reader language in the price list, the stored text kept for editing', async () => {
    const items = (await get('/price-list?size=50')).json().items as {
      vehicle: string;
      vehicle_name?: string;
    }[];
    const car = items.find((i) => i.vehicle === 'Car');
    expect(car?.vehicle_name).toBe('Pkw');
    expect(items.find((i) => i.vehicle === 'Truck')?.vehicle_name).toBe('Lkw');
  });

  it('read in the reader language in the engine list', async () => {
    const items = (await get('/vehicle/variant?size=50')).json().items as { vtype?: { name: string } }[];
    const names = new Set(items.map((i) => i.vtype?.name));
    expect(names.has('Pkw')).toBe(true);
    expect(names.has('Car')).toBe(false);
    // The types' own list keeps the names as stored: that is where they are edited.
    const types = (await get('/vehicle/vtype')).json().items as { name: string }[];
    expect(types.map((t) => t.name)).toContain('Car');
  });
});
