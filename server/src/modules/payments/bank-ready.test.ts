import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { address, addProduct, addShipping, get, ok, post } from '../../../test/support/shop-kit.js';

const IBAN = 'IT60X0542811101000000123456';
const NOT_READY =
  'Bank transfer cannot be used yet: the bank account to pay into has not been entered. Please choose another payment method.';

let app: TestApp;
let admin: TestUser;
let dealer: TestUser;
let shippingId: number;

const saveBilling = async (payload: Record<string, string>) => {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const methods = async () => (await get(app, '/payments/methods', dealer.headers)).json().methods as string[];
const bankStatus = async () =>
  (await get(app, '/payments/providers', admin.headers))
    .json()
    .providers.find((p: { provider: string }) => p.provider === 'bank');
const buyByBank = () => post(app, '/credits_user', dealer.headers, { count: 10, payment_method: 'bank' });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  dealer = await createUser(app, { country: 'IT' });
  // A new portal: bank transfer switched on (the default) and no bank account entered.
  await saveBilling({ seller_name: '', bank_account_holder: '', bank_iban: '', bank_name: '', bank_bic: '' });
  await ok(app, '/shop/settings/update', admin.headers, { country: 'IT', bank_payment: true });
  shippingId = (await addShipping(app, admin.headers))._id;
});
afterAll(() => app.cleanup());

describe('bank transfer without a bank account', () => {
  it('counts as switched on but not able to work, naming what it needs', async () => {
    expect((await app.settings.all()).bank_payment).toBe(true);
    expect(await bankStatus()).toMatchObject({
      enabled: true,
      configured: false,
      ready: false,
      missing: ['bank_account_holder', 'bank_iban'],
    });
  });

  it('is not offered to customers and a purchase by transfer is refused with the reason', async () => {
    expect(await methods()).not.toContain('bank');
    const refused = await buyByBank();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(NOT_READY);
    expect(await app.db('credit_invoices').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('is not offered at the shop checkout, which refuses it with the reason and orders nothing', async () => {
    const product = await addProduct(app, admin.headers, { price: 3000 });
    await ok(app, '/shop/cart/add_item', dealer.headers, { product_id: product._id, quantity: 1 });
    const quote = await post(app, '/shop/checkout/quote', dealer.headers, { shipping_method_id: shippingId });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().payment_methods).not.toContain('bank');
    const refused = await post(app, '/shop/checkout', dealer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address('IT'),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(NOT_READY);
    expect(await app.db('shop_orders').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('an IBAN alone is not enough: whom to pay is needed too', async () => {
    await saveBilling({ bank_iban: IBAN });
    expect((await bankStatus()).missing).toEqual(['bank_account_holder']);
    expect(await methods()).not.toContain('bank');
  });
});

describe('bank transfer once the account is entered', () => {
  it('works with the company name as the holder, and shows the IBAN entered', async () => {
    await saveBilling({ seller_name: 'Officina Rossi S.r.l.', bank_iban: IBAN });
    expect(await bankStatus()).toMatchObject({ configured: true, ready: true, missing: [] });
    expect(await methods()).toContain('bank');
    const bought = await buyByBank();
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().next.instructions).toMatchObject({
      account_holder: 'Officina Rossi S.r.l.',
      iban: IBAN,
    });
  });

  it('is offered at the shop checkout again', async () => {
    const quote = await post(app, '/shop/checkout/quote', dealer.headers, { shipping_method_id: shippingId });
    expect(quote.json().payment_methods).toContain('bank');
    const placed = await post(app, '/shop/checkout', dealer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address('IT'),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().next.instructions.iban).toBe(IBAN);
  });

  it('stops being offered when the IBAN is removed again', async () => {
    await saveBilling({ bank_iban: '' });
    expect(await methods()).not.toContain('bank');
    expect((await buyByBank()).statusCode).toBe(400);
  });
});
