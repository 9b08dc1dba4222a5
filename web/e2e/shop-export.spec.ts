import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickCountry, pickOption } from './support/select';
import { addParcel, ok } from './support/shop-kit';

/*
 * Goods the German shop sends out of the EU are an export: no VAT, and the checkout and the order say why.
 * The postcode is part of the quote: Northern Ireland (BT) is taxed the EU's way, the rest of the United
 * Kingdom is an export.
 */

const TAG = Date.now().toString(36);
const PARCEL = `Parcel ${TAG}`;
const NOTE =
  'Export outside the EU: no VAT is charged. Import VAT and customs duties of the destination country may be due on delivery.';

type Headers = { 'x-access-token': string };
let admin: Headers;
let productId: number;

test.beforeAll(async ({ request }) => {
  admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  await ok(await request.post('/api/settings', { headers: admin, data: { currency: 'EUR' } }));
  await ok(
    await request.put('/api/credits/billing_settings', {
      headers: admin,
      data: { seller_name: 'Tuning Portal GmbH', seller_country: 'DE' },
    }),
  );
  // The United Kingdom's rate is seeded; an operator may have set one for Norway too.
  const vat = await request.post('/api/vat', {
    headers: admin,
    data: { country: 'NO', country_name: 'Norway', percentage: 25 },
  });
  expect([200, 409]).toContain(vat.status());
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, bank_payment: true, country: 'DE' },
    }),
  );
  await addParcel(request, admin, PARCEL);
  const added = await ok(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: `Export ${TAG}`,
        slug: `export-${TAG}`,
        product_code: `EX${TAG}`.slice(0, 10),
        price: 10_000,
        inventory: 10,
        status: 'published',
      },
    }),
  );
  productId = (added.product as { _id: number })._id;
});

/** A customer with the product in their cart, signed in at the checkout with the address filled in. */
async function atCheckout(page: Page, request: APIRequestContext, country: string, zip: string) {
  const customer = await createUser(request, 'export', { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  await ok(
    await request.post('/api/shop/cart/add_item', { headers, data: { product_id: productId, quantity: 1 } }),
  );
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/checkout');
  await page.locator('#name').fill('Test Shopper');
  await page.locator('#address').fill('Storgata 1');
  await page.locator('#city').fill('Oslo');
  await page.locator('#zip').fill(zip);
  await pickCountry(page, page.locator('#country'), country);
  await pickOption(page, page.getByTestId('shop-shipping-select'), PARCEL);
}

test('goods sent out of the EU say why there is no VAT, at checkout and on the order page', async ({
  page,
  request,
}) => {
  await atCheckout(page, request, 'NO', '0150');
  // 100.00 + 20.00 shipping abroad, no VAT although Norway has a rate.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('120.00');
  await expect(page.getByTestId('shop-checkout-summary')).toContainText('VAT (0%)');
  await expect(page.getByTestId('shop-export')).toHaveText(NOTE);
  await expect(page.getByTestId('shop-reverse-charge')).toHaveCount(0);
  await page.getByLabel('Bank transfer').check();
  await page.getByTestId('shop-place-order').click();
  await page.getByRole('button', { name: 'See the order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/SO-/);
  await expect(page.getByTestId('shop-total-vat')).toContainText('0.00');
  await expect(page.getByTestId('shop-export')).toHaveText(NOTE);
});

test('a Northern Irish postcode is taxed as inside the EU, one elsewhere in the United Kingdom is an export', async ({
  page,
  request,
}) => {
  await atCheckout(page, request, 'GB', 'BT1 5GS');
  // 120.00 and the United Kingdom's 20 %.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('144.00');
  await expect(page.getByTestId('shop-export')).toHaveCount(0);
  await page.locator('#zip').fill('SW1A 1AA');
  await expect(page.getByTestId('shop-checkout-total')).toContainText('120.00');
  await expect(page.getByTestId('shop-export')).toHaveText(NOTE);
});
