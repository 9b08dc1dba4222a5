import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies } from './support/accounts';

/**
 * Opening a protected page signed out goes to /login with the address in `redirect`; signing in comes back
 * to it when it is an address inside the app that the person may open, and to their home page otherwise.
 */

/** Fills the sign-in form of the page already open (its `redirect` kept) and sends it. */
async function signInHere(page: Page, login: string, password: string) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.locator('#login').fill(login);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The sign-in page, keeping `target` as the address to come back to. */
const atLoginFor = (target: string) => (url: URL) =>
  url.pathname === '/login' && url.searchParams.get('redirect') === target;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test('a customer page opened signed out comes back after signing in', async ({ page, request }) => {
  const customer = await createUser(request, 'retcust', { status: 1, verified: true });
  await page.goto('/profile_settings');
  await expect(page).toHaveURL(atLoginFor('/profile_settings'));
  await signInHere(page, customer.username, customer.password);
  await expect(page).toHaveURL(/\/profile_settings$/);
  await expect(page).toHaveTitle(/^Profile settings \| /);
});

test('an admin deep link comes back with its search', async ({ page }) => {
  const target = '/admin/shop_manager/orders?status=paid';
  await page.goto(target);
  await expect(page).toHaveURL(atLoginFor(target));
  await signInHere(page, ADMIN.login, ADMIN.password);
  await expect.poll(() => pathOf(page)).toBe(target);
  await expect(page).toHaveTitle(/^Shop orders \| /);
  // The page reads the search it came back with: the status filter shows "Paid".
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('addresses outside the app land on the home page', async ({ page, request }) => {
  const customer = await createUser(request, 'retevil', { status: 1, verified: true });
  const offSite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.includes('evil')) offSite.push(r.url());
  });
  for (const redirect of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ]) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await signInHere(page, customer.username, customer.password);
    await expect(page, redirect).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.evaluate(() => localStorage.clear());
  }
  expect(offSite).toEqual([]);
});

test('a customer sent back to an admin page lands on the customer home page', async ({ page, request }) => {
  const customer = await createUser(request, 'retadm', { status: 1, verified: true });
  const adminChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(AdminLayout|ShopOrdersPage)-/.test(r.url())) adminChunks.push(r.url());
  });
  await page.goto('/admin/shop_manager/orders?status=paid');
  await expect(page).toHaveURL(atLoginFor('/admin/shop_manager/orders?status=paid'));
  await signInHere(page, customer.username, customer.password);
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(adminChunks).toEqual([]);
});

test('an account still to verify goes on to its check page, as before', async ({ page, request }) => {
  const fresh = await createUser(request, 'retfresh', { status: 0, verified: false });
  await page.goto('/profile_settings');
  await expect(page).toHaveURL(atLoginFor('/profile_settings'));
  await signInHere(page, fresh.username, fresh.password);
  await expect(page).toHaveURL(/\/verify_email$/);
});

test('an expired session comes back to the page it was on', async ({ page }) => {
  const target = '/admin/shop_manager/orders?status=paid';
  await page.goto('/login');
  await signInHere(page, ADMIN.login, ADMIN.password);
  await page.goto(target);
  await expect(page).toHaveTitle(/^Shop orders \| /);
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'corrupted-token');
    localStorage.setItem('refresh_token', 'corrupted-refresh-token');
  });
  await page.reload();
  await expect(page).toHaveURL(atLoginFor(target));
  await signInHere(page, ADMIN.login, ADMIN.password);
  await expect.poll(() => pathOf(page)).toBe(target);
});
