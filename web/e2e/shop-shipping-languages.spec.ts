import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickOption } from './support/select';
import { addParcel, ok } from './support/shop-kit';

/*
 * Shop staff give a shipping method a Hebrew name and delivery time; a customer reading the shop in Hebrew
 * picks it by that name at checkout, sees the time in the sums and finds both on the order.
 * Shop settings are shared by every spec: the ones changed here are put back afterwards.
 */

const TAG = Date.now().toString(36);
const PARCEL = `Standard parcel ${TAG}`;
const HEBREW = `חבילה רגילה ${TAG}`;
const HEBREW_TIME = '1-2 ימי עסקים';
type Headers = { 'x-access-token': string };
let admin: Headers;
let shopBefore: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const shop = (await ok(await request.get('/api/shop/settings/get'))).settings as Record<string, unknown>;
  shopBefore = {
    status: shop.status,
    stripe_payment: shop.stripe_payment,
    bank_payment: shop.bank_payment,
    country: shop.country,
  };
  // Bank transfer alone, chosen without a click. The shop sends from Germany to the German address below:
  // the local delivery time applies.
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, stripe_payment: false, bank_payment: true, country: 'DE' },
    }),
  );
});

test.afterAll(async ({ request }) => {
  await ok(await request.post('/api/shop/settings/update', { headers: admin, data: shopBefore }));
});

test('a shipping method named in Hebrew by staff is offered, quoted and ordered in Hebrew', async ({
  page,
  browser,
  request,
}) => {
  const method = (await addParcel(request, admin, PARCEL)).shipping_method as { _id: number };
  const added = await ok(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: `Cable ${TAG}`,
        slug: `cable-${TAG}`,
        product_code: `CB${TAG}`.slice(0, 10),
        price: 1000,
        inventory: 5,
        status: 'published',
      },
    }),
  );
  const productId = (added.product as { _id: number })._id;

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/shipping_methods');
  await page.getByTestId(`languages-shop-shipping-${method._id}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#tr-he-name').fill(HEBREW);
  await dialog.locator('#tr-he-local_time').fill(HEBREW_TIME);
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByText('Saved')).toBeVisible();
  // The shop manager's list keeps the default language's name.
  await expect(page.getByTestId('shop-shipping')).toContainText(PARCEL);

  const customer = await createUser(request, 'hebrewship', { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  await ok(
    await request.post('/api/shop/cart/add_item', { headers, data: { product_id: productId, quantity: 1 } }),
  );
  await ok(
    await request.put(`/api/user/${customer.id}`, {
      headers: admin,
      data: { address: 'Hauptstrasse 1', city: 'Berlin', country: 'DE' },
    }),
  );
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.addInitScript(() => window.localStorage.setItem('lng', 'he'));
  await dismissCookies(shopper);
  await signInUi(shopper, customer.username, customer.password);
  await shopper.goto('/shop/checkout');
  await expect(shopper.locator('html')).toHaveAttribute('lang', 'he');
  await pickOption(shopper, shopper.getByTestId('shop-shipping-select'), HEBREW);
  await expect(shopper.getByText(HEBREW_TIME)).toBeVisible();
  await shopper.getByTestId('shop-place-order').click();
  await shopper.getByTestId('shop-see-order').click();
  await expect(shopper).toHaveURL(/\/shop\/order\//);
  await expect(shopper.getByText(`${HEBREW} · ${HEBREW_TIME}`)).toBeVisible();
  await context.close();
});
