import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test('an admin lands in /admin', async ({ page }) => {
  await signInUi(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard \| /);
});

test('a customer typing /admin is sent to the customer area', async ({ page, request }) => {
  const customer = await createUser(request, 'customer', { status: 1, verified: true });
  await signInUi(page, customer.username, customer.password);
  await expect(page).toHaveURL(/:\d+\/$/);

  const adminChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(AdminLayout|DashboardPage|WebsiteSettingsPage|AgentsListPage)-/.test(r.url()))
      adminChunks.push(r.url());
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/admin/website_settings');
  await expect(page).toHaveURL(/:\d+\/$/);
  // The customer never downloads the admin area's code.
  expect(adminChunks).toEqual([]);
});

test('an unverified customer is sent to verify_email, a signed-out visitor to login', async ({
  page,
  request,
}) => {
  await page.goto('/user_profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser_profile$/);
  const fresh = await createUser(request, 'fresh', { status: 0, verified: false });
  await signInUi(page, fresh.username, fresh.password);
  await expect(page).toHaveURL(/\/verify_email$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/verify_email$/);
});

test('unknown paths show the 400 page; /500 exists; reset_password needs a token', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('400', { exact: true })).toBeVisible();
  await page.goto('/500');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await page.goto('/reset_password');
  await expect(page).toHaveURL(/\/forgot_password$/);
});
