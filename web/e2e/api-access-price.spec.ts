import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { enter, savedToast } from './support/admin-forms';

/*
 * The price of API access: staff set it next to the switch that offers the access (Website settings >
 * General), in credits with a decimal comma where the language writes one; a customer then buys the access
 * on /access_api with a button that names the price and a confirm that names the balance left, and nothing
 * is spent before they say yes. Free access is asked for as before, without a confirm.
 */

let headers: Record<string, string>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
});
test.beforeEach(async ({ page }) => dismissCookies(page));
// Other tests ask for free access: the site is left as it was found.
test.afterEach(async ({ request }) => setPrice(request, 0));

async function setPrice(request: APIRequestContext, hundredths: number) {
  const res = await request.post('/api/settings', { headers, data: { api_access_price: hundredths } });
  expect(res.status(), await res.text()).toBe(200);
}
async function price(request: APIRequestContext) {
  const res = await request.get('/api/settings', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { api_access_price: number }).api_access_price;
}

test('staff set the price of API access beside its switch, with a decimal comma in German', async ({
  page,
  request,
}) => {
  await setPrice(request, 0);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings');
  const field = page.getByLabel('Price of API access (credits)');
  await expect(field).toHaveValue('0.00');
  await expect(
    page.getByText('0 means free: each request then waits for staff to approve it.'),
  ).toBeVisible();
  // Beside the switch it prices: in the same column, right under it.
  const toggle = await page.getByTestId('flag-api_access').boundingBox();
  const box = await field.boundingBox();
  expect(toggle && box && box.y > toggle.y && box.y - toggle.y < 120).toBe(true);
  expect(toggle && box && Math.abs(box.x - toggle.x) < 40).toBe(true);

  // Below zero is refused in the form and nothing is saved.
  await enter({ field, typed: '-1', error: 'Enter a number from 0 to 1,000,000' });
  await page.getByTestId('save-general').click();
  await expect(savedToast(page)).toHaveCount(0);
  expect(await price(request)).toBe(0);

  await enter({ field, typed: '50', shows: '50.00', error: null });
  await page.getByTestId('save-general').click();
  await expect(savedToast(page)).toBeVisible();
  await expect.poll(() => price(request)).toBe(5000);

  await page.evaluate(() => window.localStorage.setItem('lng', 'de'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const de = page.getByLabel('Preis des API-Zugangs (Credits)');
  await expect(de).toHaveValue('50,00');
  await enter({ field: de, typed: '12,5', shows: '12,50', error: null });
  await page.getByTestId('save-general').click();
  await expect(savedToast(page, 'Gespeichert')).toBeVisible();
  await expect.poll(() => price(request)).toBe(1250);
});

async function dealerWithCredits(request: APIRequestContext, credits: number) {
  const dealer = await createUser(request, 'buyapi', { status: 1, verified: true });
  if (!credits) return dealer;
  const res = await request.post('/api/credits/adjust', {
    headers,
    data: { user_id: dealer.id, amount: credits * 100, reason: 'e2e credits' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return dealer;
}

async function website(page: Page, address: string) {
  await page.getByLabel('Allowed websites').click();
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
}

test('a customer buys priced API access through a confirm that names the price and the balance left', async ({
  page,
  request,
}) => {
  await setPrice(request, 5000);
  const dealer = await dealerWithCredits(request, 70);
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  await expect(page.getByTestId('header-balance')).toContainText('70 credits');
  const buy = page.getByTestId('request-access');
  await expect(buy).toHaveText('Buy for 50 credits');
  await website(page, 'https://buyer.example.com');

  // Saying no spends nothing.
  await buy.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Buy API access for 50 credits?' });
  await expect(dialog).toContainText('Credits left afterwards: 20');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText('70 credits');
  await expect(page.getByTestId('access-state')).toHaveCount(0);

  await buy.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your new keys')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('20 credits');
});

test('the button and the confirm take the plural form of the price; a short balance is named', async ({
  page,
  request,
}) => {
  await setPrice(request, 100);
  const dealer = await dealerWithCredits(request, 0);
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const buy = page.getByTestId('request-access');
  await expect(buy).toHaveText('Buy for 1 credit');
  await website(page, 'https://one.example.com');
  await buy.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Buy API access for 1 credit?' });
  await expect(dialog).toContainText('Available credits: 0. That is not enough for this purchase.');
  await dialog.getByRole('button', { name: 'No' }).click();

  // In Polish: "2 kredyty", not the English plural.
  await setPrice(request, 200);
  await page.evaluate(() => window.localStorage.setItem('lng', 'pl'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(buy).toHaveText('Kup za 2 kredyty');
});

test('free access is asked for as before, without a confirm', async ({ page, request }) => {
  await setPrice(request, 0);
  const dealer = await dealerWithCredits(request, 10);
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const ask = page.getByTestId('request-access');
  await expect(ask).toHaveText('Ask for access');
  await website(page, 'https://free.example.com');
  await ask.click();
  await expect(page.getByText('Your new keys')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: 'Buy API access' })).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText('10 credits');
});
