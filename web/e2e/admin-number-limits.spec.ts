import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { enter, fieldError, savedToast, writes } from './support/admin-forms';

/*
 * Number fields of the tuning catalogue, API access and the audit trail: a value outside what the server
 * takes stays in the box as typed, the reason shows under the field and nothing is saved (or filtered by).
 * antd's number fields used to move such a value to their own min/max when the field was left, without a
 * word: a service price of -5 credits was saved as 0, a rate of 0 as 1 request a minute, and a user id of
 * -5 in the audit filter listed user 1's events. The cart's quantity names its steps in the reader's
 * language. The settings and shop forms are in admin-number-inputs.spec.ts and
 * admin-shop-number-inputs.spec.ts.
 */

const TAG = Date.now().toString(36);
const CREDITS = 'Enter a number from 0 to 1,000,000';

let headers: Record<string, string>;

test.beforeAll(async ({ request }) => {
  headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
});

test.beforeEach(async ({ page }) => dismissCookies(page));

/** The items of a staff list read through the API. */
async function items<T>(request: APIRequestContext, path: string, params: Record<string, string | number>) {
  const res = await request.get(path, { headers, params });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
}

const signInAdmin = (page: Page) => signInUi(page, ADMIN.login, ADMIN.password);

test('a service price below 0 or above the limit stays as typed, says why and is not saved as 0', async ({
  page,
  request,
}) => {
  const name = `Limits ${TAG}`;
  const stored = () =>
    items<{ _id: number; type_1_price: number; type_2_price: number; type_3_price: number }>(
      request,
      '/api/service',
      { keyword: name, size: -1 },
    );
  await signInAdmin(page);
  const sent = writes(page, '/api/service');
  await page.goto('/admin/tuning_service/services');
  await page.getByTestId('add-service').click();
  await page.locator('#service_service_name').fill(name);
  const [car, truck, bike] = [1, 2, 3].map((n) => page.locator(`#service_type_${n}_price`));
  await enter(
    { field: car, typed: '-5', shows: '-5.00', error: CREDITS },
    { field: truck, typed: '1000001', shows: '1000001.00', error: CREDITS },
  );
  await page.getByTestId('save-service').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(fieldError(car)).toHaveText(CREDITS);
  await expect(fieldError(bike)).toHaveText('Please fill in this field');
  expect(sent).toEqual([]);
  expect(await stored()).toEqual([]);

  // Corrected, it is saved with what was typed.
  await enter(
    { field: car, typed: '5', error: null },
    { field: truck, typed: '6' },
    { field: bike, typed: '7' },
  );
  await page.getByTestId('save-service').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(stored)
    .toEqual([expect.objectContaining({ type_1_price: 500, type_2_price: 600, type_3_price: 700 })]);
  const [service] = await stored();
  await request.delete(`/api/service/${service?._id}`, { headers });
});

test('a credit package of 0 credits or a price below 0 stays in the form with the reason, unsaved', async ({
  page,
  request,
}) => {
  const name = `Limits pack ${TAG}`;
  const stored = () =>
    items<{ _id: number; credits: number; price: number }>(request, '/api/price', {
      keyword: name,
      size: -1,
    });
  await signInAdmin(page);
  const sent = writes(page, '/api/price');
  await page.goto('/admin/tuning_service/credit_packages');
  await page.getByTestId('add-credit-package').click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('Package name').fill(name);
  await form.getByLabel('Currency').fill('EUR');
  const credits = form.getByLabel('Credits');
  const price = form.getByLabel('Price');
  await enter(
    { field: credits, typed: '0', shows: '0.00', error: 'Enter a number from 0.01 to 1,000,000' },
    { field: price, typed: '-1', shows: '-1.00', error: 'Enter a number from 0 to 10,000,000' },
  );
  await page.getByTestId('save-credit-package').click();
  await expect(form).toBeVisible();
  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await stored()).toEqual([]);

  await enter({ field: credits, typed: '20', error: null }, { field: price, typed: '19', error: null });
  await page.getByTestId('save-credit-package').click();
  await expect(form).toBeHidden();
  await expect.poll(stored).toEqual([expect.objectContaining({ credits: 2000, price: 1900 })]);
  const [pack] = await stored();
  await request.delete(`/api/price/${pack?._id}`, { headers });
});

test('an API rate of 0 or above 10,000 a minute stays as typed with the reason and is not saved', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'ratelimit', { status: 1, verified: true });
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const granted = await request.post('/api/access_api', {
    headers,
    data: {
      user_id: dealer.id,
      start_date: day(0),
      expiration_date: day(30),
      api_rate: 600,
      website_url: ['https://dealer.example.com'],
      api_for: 'both',
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const id = ((await granted.json()) as { access: { _id: number } }).access._id;
  const rate = async () =>
    (
      await items<{ _id: number; api_rate: number }>(request, '/api/access_api', {
        keywords: dealer.username,
      })
    ).find((a) => a._id === id)?.api_rate;

  await signInAdmin(page);
  const sent = writes(page, '/api/access_api');
  await page.goto(`/admin/access_api?keyword=${dealer.username}`);
  await page
    .getByTestId('api-access-list')
    .getByRole('row')
    .filter({ hasText: dealer.username })
    .getByRole('button', { name: 'Edit' })
    .click();
  const modal = page.locator('.ant-modal:visible');
  const field = modal.getByLabel('Requests per minute');
  await expect(field).toHaveValue('600');
  const reason = 'Enter a whole number from 1 to 10,000';
  await enter(
    { field, typed: '0', shows: '0', error: reason },
    { field, typed: '10001', shows: '10001', error: reason },
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeVisible();
  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await rate()).toBe(600);

  await enter({ field, typed: '120', error: null });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(rate).toBe(120);
});

test('an audit filter id that cannot be one stays in the box with the reason; the list keeps its filter', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'auditfilter', { status: 1, verified: true });
  await signInAdmin(page);
  await page.goto(`/admin/audit_log?user_id=${dealer.id}`);
  const user = page.getByRole('spinbutton', { name: 'User ID' });
  await expect(user).toHaveValue(String(dealer.id));
  const reason = 'Enter a whole number from 1 to 4,294,967,295';
  for (const typed of ['0', '-5', '2.5']) {
    await enter({ field: user, typed, shows: typed, error: reason });
    // Neither moved to user 1 nor dropped: the list still answers the last id that was one.
    await expect(page).toHaveURL(new RegExp(`[?&]user_id=${dealer.id}(&|$)`));
  }
  const impersonator = page.getByRole('spinbutton', { name: 'Impersonator ID' });
  await enter({ field: impersonator, typed: '-1', shows: '-1', error: reason });
  await expect(page).not.toHaveURL(/impersonator_id=/);

  // A right id is applied and the reason goes; an emptied box drops the filter.
  await enter({ field: user, typed: String(dealer.id), error: null });
  await expect(page).toHaveURL(new RegExp(`[?&]user_id=${dealer.id}(&|$)`));
  await enter({ field: user, typed: '', error: null });
  await expect(page).not.toHaveURL(/user_id=/);
});

test('in German the cart and product quantities name their step buttons in German', async ({
  page,
  request,
}) => {
  const name = `Quantity ${TAG}`;
  const shop = await request.post('/api/shop/settings/update', { headers, data: { status: true } });
  expect(shop.status(), await shop.text()).toBe(200);
  const added = await request.post('/api/shop/product/add', {
    headers,
    data: {
      name,
      slug: `quantity-${TAG}`,
      product_code: `Q${TAG}`.slice(0, 10),
      price: 1000,
      inventory: 9,
      status: 'published',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const product = ((await added.json()) as { product: { _id: number } }).product._id;
  const customer = await createUser(request, 'mengen', { role_id: 2, status: 1, verified: true });
  const mine = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const put = await request.post('/api/shop/cart/add_item', {
    headers: mine,
    data: { product_id: product, quantity: 2 },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cart = page.getByTestId('shop-cart');
  const line = cart.getByRole('row').filter({ hasText: name });
  const quantity = line.getByRole('spinbutton');
  await expect(quantity).toHaveValue('2');
  for (const step of ['Wert erhöhen', 'Wert verringern'])
    await expect(line.getByRole('button', { name: step, exact: true })).toHaveCount(1);
  await expect(cart.getByRole('button', { name: /increase value|decrease value/i })).toHaveCount(0);
  await expect(quantity).toHaveAccessibleName('Menge');

  // The product page's quantity too.
  await cart.getByRole('link', { name }).click();
  await expect(page.getByTestId('shop-product-name')).toHaveText(name);
  for (const step of ['Wert erhöhen', 'Wert verringern'])
    await expect(page.getByRole('button', { name: step, exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /increase value|decrease value/i })).toHaveCount(0);
});
