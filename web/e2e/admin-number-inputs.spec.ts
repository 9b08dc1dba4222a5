import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MAIL_SMTP_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { enter, fieldError, savedToast, writes } from './support/admin-forms';

/*
 * Admin settings forms with numbers, and limited texts: a value outside what the server takes stays in the
 * box as it was typed, the reason shows under the field and nothing is saved. antd's number fields used to
 * move such a value to their own min/max when the field was left and save that ("Saved", with a credit price
 * of 0.00, an upload limit of 1 MB), and an emptied VAT rate was saved as 0 %. In German the fields take and
 * show a decimal comma and their step buttons have German names. The shop's forms are in
 * admin-shop-number-inputs.spec.ts.
 */

let headers: Record<string, string>;

test.beforeAll(async ({ request }) => {
  headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
});

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
});

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

  const priceRange = 'Enter a number from 0 to 10,000,000';
  const uploadRange = 'Enter a whole number from 1 to 2,048';
  // Below zero: credits would be free.
  await enter({ field: price, typed: '-1', shows: '-1.00', error: priceRange });
  await save.click();
  await expect(fieldError(price)).toHaveText(priceRange);

  // Emptied: used to be saved as 0.
  await enter({ field: price, typed: '', shows: '', error: 'Please fill in this field' });
  await save.click();

  await enter({ field: price, typed: '2.5', error: null });
  for (const typed of ['0', '2049']) {
    await enter({ field: upload, typed, shows: typed, error: uploadRange });
    await save.click();
  }

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

/** Austria's VAT rate at 20 %, added or set back through the API. */
async function austriaAt20(request: APIRequestContext) {
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
}

/** Austria's row of the VAT tab, found with the tab's own search (labels in the page's language). */
async function austriaRow(page: Page, labels: { tab: string; search: string }) {
  await page.goto('/admin/website_settings');
  await page.getByRole('tab', { name: labels.tab }).click();
  await page.getByPlaceholder(labels.search).fill('Austria');
  await page.getByPlaceholder(labels.search).press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  return rows;
}

test('an emptied or impossible VAT rate is not saved and the stored rate stays in view', async ({
  page,
  request,
}) => {
  await austriaAt20(request);
  const row = await austriaRow(page, { tab: 'VAT rates', search: 'Search countries' });
  await expect(row).toContainText('Austria');
  const rate = row.getByLabel('VAT rate');
  await expect(rate).toHaveValue('20.0');

  // Emptied: nothing is saved and the stored rate comes back, with a word why.
  await enter({ field: rate, typed: '', shows: '20.0', error: 'Enter a rate; the saved rate is kept' });
  await expect(savedToast(page)).toHaveCount(0);
  expect(await vatRate(request)).toBe(20);

  // Outside 0-100: refused in the form, left as typed so it does not look saved.
  // (The field writes rates with a decimal, as its steps are tenths.)
  for (const wrong of ['-5', '150']) {
    await enter({ field: rate, typed: wrong, shows: `${wrong}.0`, error: 'Enter a number from 0 to 100' });
    expect(await vatRate(request)).toBe(20);
  }
  await expect(savedToast(page)).toHaveCount(0);

  // Refused by the server (three decimals): its reason under the field, the stored rate back in the box.
  await enter({
    field: rate,
    typed: '12.345',
    error: 'The percentage must be between 0 and 100 with at most two decimals.',
  });
  await expect(rate).toHaveValue('20.0');
  expect(await vatRate(request)).toBe(20);

  // A right rate is saved as typed.
  await enter({ field: rate, typed: '20.5' });
  await expect(savedToast(page)).toBeVisible();
  await expect.poll(() => vatRate(request)).toBe(20.5);
  await expect(row.getByLabel('VAT rate')).toHaveValue('20.5');
  await expect(fieldError(row.getByLabel('VAT rate'))).toBeHidden();
});

test('in German a VAT rate and a credit price take a decimal comma, are saved as 12.5 and show 12,5', async ({
  page,
  request,
}) => {
  await austriaAt20(request);
  const set = await request.post('/api/settings', { headers, data: { credit_price: 250 } });
  expect(set.status(), await set.text()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  const row = await austriaRow(page, { tab: 'Mehrwertsteuersätze', search: 'Länder suchen' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(row).toContainText('Österreich');
  const rate = row.getByLabel('Mehrwertsteuersatz');
  await expect(rate).toHaveValue('20,0');
  await enter({ field: rate, typed: '12,5' });
  await expect(savedToast(page, 'Gespeichert')).toBeVisible();
  await expect.poll(() => vatRate(request)).toBe(12.5);
  // Read back from the server into a fresh field.
  await expect(row.getByLabel('Mehrwertsteuersatz')).toHaveValue('12,5');
  await expect(fieldError(row.getByLabel('Mehrwertsteuersatz'))).toBeHidden();
  for (const name of ['Wert erhöhen', 'Wert verringern'])
    await expect(row.getByRole('button', { name })).toHaveCount(1);

  // The general tab's credit price: typed as 12,5, saved as 12.50 (kept in hundredths), read back as 12,50.
  // Opened afresh (its first tab): the German tab names are too long for all tabs to be in view at once.
  await page.goto('/admin/website_settings');
  await expect(page.getByRole('tab', { name: 'Allgemein' })).toHaveAttribute('aria-selected', 'true');
  const price = page.locator('#credit_price');
  await enter({ field: price, typed: '12,5', shows: '12,50', error: null });
  await page.getByTestId('save-general').click();
  await expect(savedToast(page, 'Gespeichert')).toBeVisible();
  await expect.poll(async () => (await settings(request)).credit_price).toBe(1250);
  await page.reload();
  await expect(page.locator('#credit_price')).toHaveValue('12,50');

  // Every number field of the tab names its steps in German; none keeps antd's English names.
  const fields = await page.getByRole('spinbutton').count();
  expect(fields).toBeGreaterThan(1);
  for (const name of ['Wert erhöhen', 'Wert verringern'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(fields);
  await expect(page.getByRole('button', { name: /increase value|decrease value/i })).toHaveCount(0);
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
  for (const typed of ['70000', '0']) {
    await enter({ field: port, typed, shows: typed, error: 'Enter a whole number from 1 to 65,535' });
    await save.click();
    await check.click();
  }

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
  await enter(
    { field: minutes, typed: '1', shows: '1', error: 'Enter a whole number from 5 to 10,080' },
    { field: days, typed: '400', shows: '400', error: 'Enter a whole number from 1 to 365' },
  );
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
  await enter({ field: width, typed: '3000', shows: '3000', error: 'Enter a whole number from 0 to 2,000' });
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
