import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

test('staff without the settings permission cannot open website settings, and the API refuses too', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const staff = await createUser(request, 'staff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { dealers_manager: { dealers_list: true } },
  });

  const refused: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 403 && refused.push(r.url()));
  await signInUi(page, staff.username, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Customers')).toBeVisible();
  // The notification bell is the orders desk's: not shown, and nothing is asked for that is refused.
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await expect(menu.getByText('Website settings')).toHaveCount(0);

  await page.goto('/admin/website_settings');
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  const session = await apiSignIn(request, staff.username, staff.password);
  const res = await request.get('/api/settings', { headers: { 'x-access-token': session.access_token } });
  expect(res.status()).toBe(403);
});

test('an admin grants the settings permission with the permission tree', async ({
  page,
  browser,
  request,
}) => {
  await dismissCookies(page);
  const staff = await createUser(request, 'editor', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: {},
  });

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/users/admins?keyword=${staff.username}`);
  await page.getByTestId(`actions-${staff.username}`).click();
  await page.getByRole('menuitem', { name: 'Permissions' }).click();
  const tree = page.getByTestId('permission-tree');
  await tree.getByText('Website settings', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await dismissCookies(staffPage);
  await signInUi(staffPage, staff.username, staff.password);
  await staffPage.goto('/admin/website_settings');
  await expect(staffPage).toHaveURL(/\/admin\/website_settings$/);
  await expect(staffPage.getByRole('tab', { name: 'General' })).toBeVisible();
  await staffContext.close();
});

test('staff who may see vehicle statistics but not the engines table are told why the list is missing', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const staff = await createUser(request, 'vehstats', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { vehicle_statistics: { enabled: true } },
  });
  await signInUi(page, staff.username, staff.password);
  await page.goto('/admin/vehicle_statistics/variant');
  await expect(page.getByTestId('variants-hidden')).toContainText('ask an administrator');
  await expect(page.locator('.ant-table')).toHaveCount(0);
});

test('staff of the tickets desk have the notification bell, with the inbox of their desk', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const staff = await createUser(request, 'ticketdesk', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { tickets: true },
  });
  const refused: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 403 && refused.push(r.url()));
  await signInUi(page, staff.username, staff.password);
  await page.getByTestId('notification-bell').click();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
