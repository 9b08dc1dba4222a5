import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/** Opens the picker and picks; retried, as the signed-in shell may replace the picker while it opens. */
async function pickLanguage(page: Page, name: string) {
  await expect(async () => {
    await page.getByTestId('language-picker').click();
    await page.getByTitle(name).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('switching to Arabic flips the layout to right-to-left and back', async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await pickLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.ant-layout-sider').first()).toBeVisible();
  await expect(page.locator('.ant-menu-rtl').first()).toBeVisible();

  // The choice is remembered across a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('ar');

  await pickLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test("a signed-in customer's pick is saved to the account, so notifications and e-mails follow it", async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'linguist', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(new URL(r.url()).pathname));

  await pickLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const saved = async () => (await (await request.get('/api/user', { headers })).json()).user.language;
  await expect.poll(saved).toBe('de');
  // One save; the session takes the language from its reply instead of loading the profile again.
  expect(calls.filter((c) => c === '/api/user/update_profile')).toHaveLength(1);
  expect(calls.filter((c) => c === '/api/auth/refresh_user_data')).toHaveLength(0);
});

test('the server answers its messages in the language picked in the page', async ({ page }) => {
  await dismissCookies(page);
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#login').fill(ADMIN.login);
  await page.locator('#password').fill('not-the-password');
  await page.getByTestId('sign-in').click();
  await expect(page.getByText('Benutzername/E-Mail oder Passwort ist nicht korrekt.')).toBeVisible();
});

test('what a German visitor types at once stays when the German texts of the widgets arrive', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await page.goto('/login');
  const field = await page.locator('#login').elementHandle();
  await page.locator('#login').fill('schnell');
  // antd's German texts come in a chunk of their own after the first paint; once everything is in, the
  // form is still the one typed into.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  expect(await field?.evaluate((n) => n.isConnected)).toBe(true);
  await expect(page.locator('#login')).toHaveValue('schnell');
});

test('a language picked on the sign-in page stays after signing in and becomes the account’s', async ({
  page,
  request,
  browser,
}) => {
  const customer = await createUser(request, 'pickfirst', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await page.goto('/login');
  await pickLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#login').fill(customer.username);
  await page.locator('#password').fill(customer.password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('sign-out')).toBeVisible();

  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const saved = async () => (await (await request.get('/api/user', { headers })).json()).user.language;
  await expect.poll(saved).toBe('de');

  // Another browser, where nothing was picked: the account's language, German now, is shown.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await dismissCookies(other);
  await signInUi(other, customer.username, customer.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await elsewhere.close();
});

test('without a pick before signing in, the account’s language is shown and stays the account’s', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'nopick', { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const set = await request.post('/api/user/update_profile', { headers, data: { language: 'fr' } });
  expect(set.status(), await set.text()).toBe(200);

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const saved = async () => (await (await request.get('/api/user', { headers })).json()).user.language;
  expect(await saved()).toBe('fr');
});

/** The account's language set elsewhere (another device, the profile on another browser): through the API. */
async function setAccountLanguage(
  request: APIRequestContext,
  who: { username: string; password: string },
  language: string,
) {
  const headers = {
    'x-access-token': (await apiSignIn(request, who.username, who.password)).access_token,
  };
  const set = await request.post('/api/user/update_profile', { headers, data: { language } });
  expect(set.status(), await set.text()).toBe(200);
}

test('the account’s language, changed on another device, is shown when the portal is opened again', async ({
  page,
  request,
}) => {
  // The browser says English, and so does the account at first: nothing to change at sign-in.
  const customer = await createUser(request, 'reopen', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await setAccountLanguage(request, customer, 'de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('language-picker')).toContainText('Deutsch');
  await expect(page.getByTestId('sign-out')).toBeVisible();

  // Changed again elsewhere: the screen follows, as it only ever came from the account.
  await setAccountLanguage(request, customer, 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('language-picker')).toContainText('Français');
});

test('a language picked on this device after signing in stays when the account’s is changed elsewhere', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'keeppick', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await pickLanguage(page, 'Italiano');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const saved = async () => (await (await request.get('/api/user', { headers })).json()).user.language;
  await expect.poll(saved).toBe('it');

  await setAccountLanguage(request, customer, 'de');
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh_user_data'));
  await page.reload();
  expect((await (await refreshed).json()).user.language).toBe('de');
  // Everything the start-up asked for is in (a switch would have loaded the German dictionary by now).
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.getByTestId('language-picker')).toContainText('Italiano');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // The account keeps what was set on the other device.
  expect(await saved()).toBe('de');
});
