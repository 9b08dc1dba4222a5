import { type APIRequestContext, expect, test } from '@playwright/test';
import { editListed, enter, savedToast, writes } from './support/admin-forms';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';

/*
 * The shop's admin forms with numbers (coupons, products, shipping methods): a value outside what the server
 * takes stays in the box as it was typed, the reason shows under the field and nothing is saved. antd's
 * number fields used to move such a value to their own min/max when the field was left and save that (a
 * 0.01 % coupon, a price or stock of 0). The settings forms are in admin-number-inputs.spec.ts.
 */

const TAG = Date.now().toString(36);

let headers: Record<string, string>;

test.beforeAll(async ({ request }) => {
  headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
});

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
});

test('a coupon with a negative discount or no uses is refused in the form, not saved as 0.01 %', async ({
  page,
  request,
}) => {
  const code = `NUM${TAG}`.toUpperCase();
  const sent = writes(page, '/api/shop/coupon');
  await page.goto('/admin/shop_manager/coupons');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#name').fill('Minus ten');
  await dialog.locator('#code').fill(code);
  const amount = dialog.locator('#amount');
  const uses = dialog.locator('#max_uses');
  const count = dialog.locator('#min_order_product_count');
  await enter(
    { field: amount, typed: '-10', shows: '-10.00', error: 'Enter a number from 0.01 to 100' },
    { field: amount, typed: '101', shows: '101.00', error: 'Enter a number from 0.01 to 100' },
    { field: uses, typed: '0', shows: '0', error: 'Enter a whole number from 1 to 1,000,000,000' },
    { field: count, typed: '-1', shows: '-1', error: 'Enter a whole number from 0 to 10,000' },
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
  const found = async () => {
    const res = await request.get('/api/shop/coupon/get_all', { headers, params: { name: code } });
    expect(res.status(), await res.text()).toBe(200);
    return (
      (await res.json()) as { items: { _id: number; code: string; percentage: number }[] }
    ).items.filter((c) => c.code === code);
  };
  expect(await found()).toEqual([]);

  // Corrected, it is saved with what was typed.
  await amount.fill('10');
  await uses.fill('5');
  await count.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [coupon] = await found();
  expect(coupon).toMatchObject({ code, percentage: 10, max_uses: 5, min_order_product_count: 0 });
  await request.post('/api/shop/coupon/delete', { headers, data: { id: coupon!._id } });
});

/** A shop thing read back through the API by its id. */
async function shopOne<T>(request: APIRequestContext, path: string, key: string): Promise<T> {
  const res = await request.get(path, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json())[key] as T;
}

test('a product with a negative price or stock is refused in the form, not saved as 0', async ({
  page,
  request,
}) => {
  const name = `Numbers ${TAG}`;
  const added = await request.post('/api/shop/product/add', {
    headers,
    data: {
      name,
      slug: `numbers-${TAG}`,
      product_code: `N${TAG}`.slice(0, 10),
      price: 2500,
      inventory: 5,
      status: 'draft',
      extra_options: [{ name: 'Cable', price: 500 }],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = ((await added.json()) as { product: { _id: number } }).product._id;
  const stored = () =>
    shopOne<{ price: number; inventory: number; extra_options: { name: string; price: number }[] }>(
      request,
      `/api/shop/product/get_by_id/${id}`,
      'product',
    );
  const sent = writes(page, '/api/shop/product');
  const dialog = await editListed(page, '/admin/shop_manager/products', name);
  const price = dialog.locator('#price');
  await expect(price).toHaveValue('25.00');

  const inventory = dialog.locator('#inventory');
  const option = dialog.locator('#extra_options_0_price');
  const money = 'Enter a number from 0 to 10,000,000';
  const stock = 'Enter a whole number from 0 to 1,000,000';
  await enter(
    { field: price, typed: '-1', shows: '-1.00', error: money },
    { field: price, typed: '10000001', error: money },
    { field: inventory, typed: '-3', shows: '-3', error: stock },
    { field: inventory, typed: '2.5', shows: '2.5', error: stock },
    // Emptied: used to be saved as 0 in stock.
    { field: inventory, typed: '', error: 'Please fill in this field' },
    { field: option, typed: '-5', shows: '-5.00', error: money },
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await stored()).toMatchObject({
    price: 2500,
    inventory: 5,
    extra_options: [{ name: 'Cable', price: 500 }],
  });

  // Corrected, it is saved with what was typed.
  await price.fill('30');
  await inventory.fill('7');
  await option.fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(stored)
    .toMatchObject({ price: 3000, inventory: 7, extra_options: [{ name: 'Cable', price: 600 }] });
  await request.post('/api/shop/product/delete', { headers, data: { id } });
});

test('a shipping cost out of range is refused in the form, not saved as 0', async ({ page, request }) => {
  const name = `Parcel numbers ${TAG}`;
  const added = await request.post('/api/shop/shipping_method/add', {
    headers,
    data: {
      name,
      local_shipping_cost: 500,
      international_shipping_cost: 2000,
      local_shipping_time: '1 day',
      international_shipping_time: '5 days',
      status: 'inactive',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = ((await added.json()) as { shipping_method: { _id: number } }).shipping_method._id;
  const stored = () =>
    shopOne<{ local_shipping_cost: number; international_shipping_cost: number }>(
      request,
      `/api/shop/shipping_method/get_by_id/${id}`,
      'shipping_method',
    );
  const sent = writes(page, '/api/shop/shipping_method');
  const dialog = await editListed(page, '/admin/shop_manager/shipping_methods', name);
  const local = dialog.locator('#local_shipping_cost');
  const international = dialog.locator('#international_shipping_cost');
  await expect(local).toHaveValue('5.00');

  const money = 'Enter a number from 0 to 10,000,000';
  await enter(
    { field: local, typed: '-5', shows: '-5.00', error: money },
    { field: international, typed: '10000001', shows: '10000001.00', error: money },
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await stored()).toMatchObject({ local_shipping_cost: 500, international_shipping_cost: 2000 });

  await local.fill('4.5');
  await international.fill('25');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(stored).toMatchObject({ local_shipping_cost: 450, international_shipping_cost: 2500 });
  await request.post('/api/shop/shipping_method/delete', { headers, data: { id } });
});
