import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';

interface Account {
  login: string;
  password: string;
}
interface Fixtures {
  apiUrl: string;
  staff: Account;
  admin: Account;
  editor: Account;
  customer: Account;
  brand: { _id: number; name: string };
  orderId: number;
}
const fixtures = (): Fixtures => JSON.parse(readFileSync(process.env.E2E_FIXTURES as string, 'utf8'));

/** The desktop renderer (browser build, stand-in preload) signed in as `who`. */
async function signInDesktop(page: Page, who: Account) {
  await page.goto('/');
  await page.getByLabel('Username or e-mail').fill(who.login);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** The web app, served by the same server, in a page of its own (a second person at another desk). */
async function webPage(browser: Browser, f: Fixtures, who: Account) {
  const context = await browser.newContext({ baseURL: f.apiUrl });
  await context.addInitScript(() => window.localStorage.setItem('cookie_notice_dismissed', '1'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('#login').fill(who.login);
  await page.locator('#password').fill(who.password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

const open = (page: Page, path: string) => page.goto(`/#${path}`);

test('an admin runs the portal from the desktop and the web shows every change', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const f = fixtures();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInDesktop(page, f.admin);
  const menu = page.getByTestId('side-menu');
  // The admin's menu is the web's: every area, plus the app's own work queue.
  for (const entry of [
    'Dashboard',
    'Pending orders',
    'Customers',
    'Admins and staff',
    'Website settings',
    'Work queue',
  ])
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();

  // A website setting.
  const title = `Desk ${Date.now().toString(36)}`;
  await menu.getByText('Website settings', { exact: true }).click();
  await page.getByLabel('Site title').fill(title);
  await page.getByTestId('save-general').click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  // A staff member's permissions: the editor may now open website settings.
  // The user name's last part: the list's search treats '_' literally only on MariaDB.
  await open(page, `/admin/users/admins?keyword=${f.editor.login.split('_').pop()}`);
  await page.getByTestId(`actions-${f.editor.login}`).click();
  await page.getByRole('menuitem', { name: 'Permissions' }).click();
  await page.getByTestId('permission-tree').getByText('Website settings', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('permission-tree')).toHaveCount(0);

  // A catalogue entry.
  const renamed = `${f.brand.name} rev`;
  await open(page, '/admin/tuning_service/special-ecu-brands');
  await page
    .getByRole('row', { name: new RegExp(f.brand.name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const modal = page.locator('.ant-modal:visible');
  await modal.getByLabel('Name').fill(renamed);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // An order answered with a message.
  const answer = `Your file is on the bench ${Date.now().toString(36)}`;
  await open(page, `/admin/manage_orders/order_details/${f.orderId}`);
  await page.getByPlaceholder('Write a message').fill(answer);
  // Exact: the mail banner (no SMTP in this run) has a "Send a test" button too.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(answer)).toBeVisible();

  // The web app shows each change: the customer sees the answer, the editor the new menu entry and the
  // site title, and the admin the renamed brand.
  const customer = await webPage(browser, f, f.customer);
  await customer.goto(`/order_details/${f.orderId}`);
  await expect(customer.getByText(answer)).toBeVisible();
  await expect(customer).toHaveTitle(new RegExp(title));
  await customer.context().close();

  const editor = await webPage(browser, f, f.editor);
  await expect(editor.getByTestId('side-menu').getByText('Website settings', { exact: true })).toBeVisible();
  await editor.goto('/admin/website_settings');
  await expect(editor.getByLabel('Site title')).toHaveValue(title);
  await editor.context().close();

  const admin = await webPage(browser, f, f.admin);
  await admin.goto('/admin/tuning_service/special-ecu-brands');
  await expect(admin.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await admin.context().close();
  expect(errors).toEqual([]);
});

test('a screen of every staff area opens in the desktop', async ({ page }) => {
  test.setTimeout(240_000);
  const f = fixtures();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInDesktop(page, f.admin);
  const screens: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/manage_orders/pending_orders', 'Pending orders'],
    ['/admin/agent_manager/agents_list', 'Customers'],
    ['/admin/users/admins', 'Admins and staff'],
    ['/admin/agent_manager/agency_invoices', ''],
    ['/admin/agent_manager/agent_balance', ''],
    ['/admin/vehicle_statistics/variant', ''],
    ['/admin/p_codes', ''],
    ['/admin/price-list', 'Price list'],
    ['/admin/tuning_service/services', ''],
    ['/admin/tuning_service/credit_packages', ''],
    ['/admin/downloads', ''],
    ['/admin/reg_searches', ''],
    ['/admin/total-search', ''],
    ['/admin/profile_settings', ''],
    ['/admin/jobs', 'Background jobs'],
    ['/admin/audit_log', 'Audit trail'],
    ['/admin/shop_manager/products', ''],
    ['/admin/shop_manager/orders', ''],
    ['/admin/all_tickets', ''],
    ['/admin/chat_support', ''],
    ['/admin/agent_manager/agent_bulk_email', ''],
    ['/admin/access_api', ''],
  ];
  for (const [path, heading] of screens) {
    await open(page, path);
    const h = page.locator('main h3, .ant-layout-content h3').first();
    await expect(h, path).toBeVisible();
    if (heading) await expect(h, path).toHaveText(heading);
    expect(page.url(), path).toContain(path);
  }
  expect(errors).toEqual([]);
});

test('limited staff see only their menu entries and the server refuses the rest', async ({
  page,
  request,
}) => {
  const f = fixtures();
  await signInDesktop(page, f.staff);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Pending orders', { exact: true })).toBeVisible();
  await expect(menu.getByText('Work queue', { exact: true })).toBeVisible();
  for (const hidden of ['Website settings', 'Customers', 'Admins and staff', 'Customer invoices'])
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);

  // A screen without the permission sends them back to the dashboard ...
  await open(page, '/admin/website_settings');
  await expect(page).toHaveURL(/#\/admin$/);
  // ... and its API answers 403 to their session.
  const session = await request.post(`${f.apiUrl}/api/auth/signin`, {
    data: { login: f.staff.login, password: f.staff.password },
  });
  const token = (await session.json()).access_token as string;
  const res = await request.get(`${f.apiUrl}/api/settings`, { headers: { 'x-access-token': token } });
  expect(res.status()).toBe(403);
});
