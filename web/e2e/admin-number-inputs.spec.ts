import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { MAIL_SMTP_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * Admin forms with numbers and limited texts: a value outside what the server takes stays in the box as it
 * was typed, the reason shows under the field and nothing is saved. antd's number fields used to move such a
 * value to their own min/max when the field was left and save that ("Saved", with a credit price of 0.00, an
 * upload limit of 1 MB, a 0.01 % coupon), and an emptied VAT rate was saved as 0 %.
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

/** The error antd shows under the form field that holds `input`. */
const fieldError = (input: Locator) =>
  input
    .locator('xpath=ancestor::div[contains(@class, "ant-form-item ")][1]')
    .locator('.ant-form-item-explain');

/** antd's "Saved" message at the top of the page. */
const savedToast = (page: Page) => page.locator('.ant-message').getByText('Saved', { exact: true });

/** Every request to the server that would change something, so a test can say none was sent. */
function writes(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(path))
      seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

async function settings(request: APIRequestContext) {
  const res = await request.get('/api/settings', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { credit_price: number; max_upload_mb: number };
}

test('general settings keep a wrong credit price or upload limit in the box, say why and save nothing', async ({
  page,
  request,
}) => {
  const set = await request.post('/api/settings', {
    headers,
    data: { credit_price: 250, max_upload_mb: 50 },
  });
  expect(set.status(), await set.text()).toBe(200);
  const sent = writes(page, '/api/settings');
  await page.goto('/admin/website_settings');
  const price = page.locator('#credit_price');
  const upload = page.locator('#max_upload_mb');
  const save = page.getByTestId('save-general');
  await expect(price).toHaveValue('2.50');

  // Below zero: credits would be free.
  await price.fill('-1');
  await price.press('Tab');
  await expect(price).toHaveValue('-1.00');
  await expect(fieldError(price)).toHaveText('Enter a number from 0 to 10,000,000');
  await save.click();
  await expect(fieldError(price)).toHaveText('Enter a number from 0 to 10,000,000');

  // Emptied: used to be saved as 0.
  await price.fill('');
  await price.press('Tab');
  await expect(price).toHaveValue('');
  await expect(fieldError(price)).toHaveText('Please fill in this field');
  await save.click();

  await price.fill('2.5');
  await expect(fieldError(price)).toBeHidden();
  await upload.fill('0');
  await upload.press('Tab');
  await expect(upload).toHaveValue('0');
  await expect(fieldError(upload)).toHaveText('Enter a whole number from 1 to 2,048');
  await save.click();
  await upload.fill('2049');
  await upload.press('Tab');
  await expect(upload).toHaveValue('2049');
  await expect(fieldError(upload)).toHaveText('Enter a whole number from 1 to 2,048');
  await save.click();

  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await settings(request)).toMatchObject({ credit_price: 250, max_upload_mb: 50 });

  // Right values are saved as typed.
  await price.fill('3');
  await upload.fill('60');
  await save.click();
  await expect(savedToast(page)).toBeVisible();
  await expect.poll(async () => settings(request)).toMatchObject({ credit_price: 300, max_upload_mb: 60 });
});

/** Austria's stored rate, read through the API. */
async function vatRate(request: APIRequestContext) {
  const res = await request.get('/api/vat', { headers, params: { search_keyword: 'Austria' } });
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: { country: string; percentage: number }[] };
  return items.find((v) => v.country === 'AT')?.percentage;
}

test('an emptied or impossible VAT rate is not saved and the stored rate stays in view', async ({
  page,
  request,
}) => {
  const made = await request.post('/api/vat', {
    headers,
    data: { country: 'AT', percentage: 20, enabled: true },
  });
  expect([200, 409]).toContain(made.status());
  if (made.status() === 409) {
    const list = await request.get('/api/vat', { headers, params: { search_keyword: 'Austria' } });
    const id = ((await list.json()) as { items: { _id: number; country: string }[] }).items.find(
      (v) => v.country === 'AT',
    )?._id;
    const put = await request.put(`/api/vat/percentage/${id}`, { headers, data: { percentage: 20 } });
    expect(put.status(), await put.text()).toBe(200);
  }

  await page.goto('/admin/website_settings');
  await page.getByRole('tab', { name: 'VAT rates' }).click();
  await page.getByPlaceholder('Search countries').fill('Austria');
  await page.getByPlaceholder('Search countries').press('Enter');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Austria' });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const rate = row.getByLabel('VAT rate');
  await expect(rate).toHaveValue('20.0');

  // Emptied: nothing is saved and the stored rate comes back, with a word why.
  await rate.fill('');
  await rate.press('Tab');
  await expect(fieldError(rate)).toHaveText('Enter a rate; the saved rate is kept');
  await expect(rate).toHaveValue('20.0');
  await expect(savedToast(page)).toHaveCount(0);
  expect(await vatRate(request)).toBe(20);

  // Outside 0-100: refused in the form, left as typed so it does not look saved.
  // (The field writes rates with a decimal, as its steps are tenths.)
  for (const wrong of ['-5', '150']) {
    await rate.fill(wrong);
    await rate.press('Tab');
    await expect(rate).toHaveValue(`${wrong}.0`);
    await expect(fieldError(rate)).toHaveText('Enter a number from 0 to 100');
    expect(await vatRate(request)).toBe(20);
  }
  await expect(savedToast(page)).toHaveCount(0);

  // Refused by the server (three decimals): its reason under the field, the stored rate back in the box.
  await rate.fill('12.345');
  await rate.press('Tab');
  await expect(fieldError(rate)).toHaveText(
    'The percentage must be between 0 and 100 with at most two decimals.',
  );
  await expect(rate).toHaveValue('20.0');
  expect(await vatRate(request)).toBe(20);

  // A right rate is saved as typed.
  await rate.fill('20.5');
  await rate.press('Tab');
  await expect(savedToast(page)).toBeVisible();
  await expect.poll(() => vatRate(request)).toBe(20.5);
  await expect(row.getByLabel('VAT rate')).toHaveValue('20.5');
  await expect(fieldError(row.getByLabel('VAT rate'))).toBeHidden();
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
  await amount.fill('-10');
  await amount.press('Tab');
  await expect(amount).toHaveValue('-10.00');
  await expect(fieldError(amount)).toHaveText('Enter a number from 0.01 to 100');
  await amount.fill('101');
  await amount.press('Tab');
  await expect(amount).toHaveValue('101.00');
  await expect(fieldError(amount)).toHaveText('Enter a number from 0.01 to 100');

  const uses = dialog.locator('#max_uses');
  await uses.fill('0');
  await uses.press('Tab');
  await expect(uses).toHaveValue('0');
  await expect(fieldError(uses)).toHaveText('Enter a whole number from 1 to 1,000,000,000');
  const count = dialog.locator('#min_order_product_count');
  await count.fill('-1');
  await count.press('Tab');
  await expect(count).toHaveValue('-1');
  await expect(fieldError(count)).toHaveText('Enter a whole number from 0 to 10,000');

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
  await page.goto(`/admin/shop_manager/products?keyword=${encodeURIComponent(name)}`);
  await page
    .locator('.ant-table-row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = page.getByRole('dialog');
  const price = dialog.locator('#price');
  await expect(price).toHaveValue('25.00');

  await price.fill('-1');
  await price.press('Tab');
  await expect(price).toHaveValue('-1.00');
  await expect(fieldError(price)).toHaveText('Enter a number from 0 to 10,000,000');
  await price.fill('10000001');
  await price.press('Tab');
  await expect(fieldError(price)).toHaveText('Enter a number from 0 to 10,000,000');

  const inventory = dialog.locator('#inventory');
  await inventory.fill('-3');
  await inventory.press('Tab');
  await expect(inventory).toHaveValue('-3');
  await expect(fieldError(inventory)).toHaveText('Enter a whole number from 0 to 1,000,000');
  await inventory.fill('2.5');
  await inventory.press('Tab');
  await expect(inventory).toHaveValue('2.5');
  await expect(fieldError(inventory)).toHaveText('Enter a whole number from 0 to 1,000,000');
  // Emptied: used to be saved as 0 in stock.
  await inventory.fill('');
  await inventory.press('Tab');
  await expect(fieldError(inventory)).toHaveText('Please fill in this field');

  const option = dialog.locator('#extra_options_0_price');
  await option.fill('-5');
  await option.press('Tab');
  await expect(option).toHaveValue('-5.00');
  await expect(fieldError(option)).toHaveText('Enter a number from 0 to 10,000,000');

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
  await page.goto(`/admin/shop_manager/shipping_methods?keyword=${encodeURIComponent(name)}`);
  await page
    .locator('.ant-table-row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = page.getByRole('dialog');
  const local = dialog.locator('#local_shipping_cost');
  const international = dialog.locator('#international_shipping_cost');
  await expect(local).toHaveValue('5.00');

  await local.fill('-5');
  await local.press('Tab');
  await expect(local).toHaveValue('-5.00');
  await expect(fieldError(local)).toHaveText('Enter a number from 0 to 10,000,000');
  await international.fill('10000001');
  await international.press('Tab');
  await expect(international).toHaveValue('10000001.00');
  await expect(fieldError(international)).toHaveText('Enter a number from 0 to 10,000,000');

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

test('an SMTP port out of range stays in the box with the reason, and is neither saved nor tried', async ({
  page,
  request,
}) => {
  const smtpPort = async () => {
    const res = await request.get('/api/settings', { headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { smtp_port: number }).smtp_port;
  };
  const before = await smtpPort();
  const saved = writes(page, '/api/settings');
  const tried = writes(page, '/api/check-smtp-connection');
  await page.goto('/admin/website_settings');
  await page.getByRole('tab', { name: 'E-mail (SMTP)' }).click();
  const panel = page.getByRole('tabpanel', { name: 'E-mail (SMTP)' });
  const port = panel.getByLabel('Port');
  await expect(port).toHaveValue(String(before || 587));
  // The run's own mail sink, so that only the port can hold the form back.
  await panel.getByLabel('Server').fill('127.0.0.1');
  const save = panel.getByRole('button', { name: 'Save' });
  const check = panel.getByRole('button', { name: 'Check connection' });

  // Above the highest port: antd made it 65535 and saved that.
  await port.fill('70000');
  await port.press('Tab');
  await expect(port).toHaveValue('70000');
  await expect(fieldError(port)).toHaveText('Enter a whole number from 1 to 65,535');
  await save.click();
  await check.click();
  await port.fill('0');
  await port.press('Tab');
  await expect(port).toHaveValue('0');
  await expect(fieldError(port)).toHaveText('Enter a whole number from 1 to 65,535');
  await save.click();
  await check.click();

  await expect(fieldError(port)).toHaveText('Enter a whole number from 1 to 65,535');
  await expect(savedToast(page)).toHaveCount(0);
  await expect(page.getByTestId('smtp-result')).toHaveCount(0);
  expect(saved).toEqual([]);
  expect(tried).toEqual([]);
  expect(await smtpPort()).toBe(before);

  // A right port is tried as typed (not saved: the run's mail goes on as it was set up).
  await port.fill(String(MAIL_SMTP_PORT));
  await expect(fieldError(port)).toBeHidden();
  await check.click();
  await expect(page.getByTestId('smtp-result')).toHaveClass(/ant-alert-success/);
  expect(tried).toHaveLength(1);
  expect(saved).toEqual([]);
  expect(await smtpPort()).toBe(before);
});

test('shop settings and the logo size keep a number out of range as typed and save nothing', async ({
  page,
  request,
}) => {
  const shop = async () => {
    const res = await request.get('/api/shop/settings/get', { headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).settings as { reservation_minutes: number; bank_transfer_days: number };
  };
  const before = await shop();
  const sentShop = writes(page, '/api/shop/settings');
  await page.goto('/admin/shop_manager/settings');
  const minutes = page.locator('#reservation_minutes');
  const days = page.getByTestId('shop-settings-bank-days');
  await expect(minutes).toHaveValue(String(before.reservation_minutes));
  // Below five minutes: antd made it 5 and saved that.
  await minutes.fill('1');
  await minutes.press('Tab');
  await expect(minutes).toHaveValue('1');
  await expect(fieldError(minutes)).toHaveText('Enter a whole number from 5 to 10,080');
  await days.fill('400');
  await days.press('Tab');
  await expect(days).toHaveValue('400');
  await expect(fieldError(days)).toHaveText('Enter a whole number from 1 to 365');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(days)).toHaveText('Enter a whole number from 1 to 365');
  await expect(savedToast(page)).toHaveCount(0);
  expect(sentShop).toEqual([]);
  expect(await shop()).toMatchObject(before);

  const site = await settings(request);
  const sentSite = writes(page, '/api/settings');
  await page.goto('/admin/website_settings');
  await page.getByRole('tab', { name: 'Branding' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Branding' });
  const width = panel.getByLabel('Logo width (px)');
  await width.fill('3000');
  await width.press('Tab');
  await expect(width).toHaveValue('3000');
  await expect(fieldError(width)).toHaveText('Enter a whole number from 0 to 2,000');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(width)).toHaveText('Enter a whole number from 0 to 2,000');
  await expect(savedToast(page)).toHaveCount(0);
  expect(sentSite).toEqual([]);
  expect(await settings(request)).toMatchObject(site);
});

test('the dealer edit dialog stops a company name at the server limit and checks the phone number', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'limits', { status: 1, verified: true });
  const sent = writes(page, `/api/user/${dealer.id}`);
  await page.goto(`/admin/agent_manager/agents_list?keyword=${dealer.username}`);
  await page.getByTestId(`actions-${dealer.username}`).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');

  // Typed (not set by script) so that the field's own limit applies, as it does for a person.
  const company = dialog.locator('#company_name');
  await company.fill('');
  await company.focus();
  await page.keyboard.insertText('C'.repeat(300));
  await expect(company).toHaveValue('C'.repeat(255));
  const city = dialog.locator('#city');
  await city.focus();
  await page.keyboard.insertText('Y'.repeat(200));
  await expect(city).toHaveValue('Y'.repeat(120));

  const phone = dialog.locator('#phone');
  await phone.fill('call me maybe');
  await phone.press('Tab');
  await expect(fieldError(phone)).toHaveText('Use only digits, spaces and + ( ) . / -');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);

  await phone.fill('+43 1 234 56-78');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const res = await request.get('/api/user/customers', { headers, params: { keyword: dealer.username } });
  const user = (
    (await res.json()) as { items: { username: string; company_name: string; phone: string }[] }
  ).items.find((u) => u.username === dealer.username);
  expect(user).toMatchObject({
    company_name: 'C'.repeat(255),
    phone: '+43 1 234 56-78',
    city: 'Y'.repeat(120),
  });
});
