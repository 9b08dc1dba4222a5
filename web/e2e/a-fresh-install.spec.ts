import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * A new operator's portal before anything is set up: no tuning service, no vehicle. Each empty page says
 * what belongs there and where to start. The file name sorts first, so it runs before other specs fill
 * the shared database; the first test checks that the database is still empty.
 */

test('the portal starts without services and vehicles', async ({ request }) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = { 'x-access-token': admin.access_token };
  const services = await (await request.get('/api/service_all', { headers })).json();
  expect(services.items, 'this spec needs a fresh database').toEqual([]);
  const types = await (await request.get('/api/auth/get_site_data')).json();
  expect(types.settings.currency).toBe('EUR');
});

test('staff: empty lists say what comes there; the vehicle database opens on its first level', async ({
  page,
}) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);

  await page.goto('/admin/tuning_service/services');
  const table = page.getByTestId('service-table');
  await expect(table.getByText('Add your first tuning service')).toBeVisible();
  await table.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.ant-modal:visible')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/manage_orders/pending_orders');
  await expect(
    page.getByTestId('order-table').getByText('Orders that customers send will appear here.'),
  ).toBeVisible();

  await page.goto('/admin/all_tickets');
  await expect(
    page.getByTestId('ticket-list').getByText('Support tickets that customers open'),
  ).toBeVisible();

  // The menu entry and the bare address open the first level; tabs follow the order of building.
  const entry = page.getByTestId('side-menu').locator('li[data-menu-id$="-/admin/vehicle_statistics/type"]');
  await page.goto('/admin/vehicle_statistics');
  await expect(page).toHaveURL(/\/admin\/vehicle_statistics\/type$/);
  await expect(page.locator('.ant-segmented-item-label')).toHaveText([
    'Type',
    'Make',
    'Model',
    'Generation',
    'Engine',
  ]);
  await expect(page.locator('.ant-segmented-item-selected')).toHaveText('Type');
  await expect(entry).toHaveClass(/ant-menu-item-selected/);
  // A link naming another level still opens it, with the menu entry kept selected.
  await page.goto('/admin/vehicle_statistics/variant');
  await expect(page.locator('.ant-segmented-item-selected')).toHaveText('Engine');
  await expect(entry).toHaveClass(/ant-menu-item-selected/);
});

test('dealer: told that no service exists yet, that the vehicle database is empty, prices in euro', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'freshdealer', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, dealer.username, dealer.password);

  await page.goto('/');
  await expect(page.getByTestId('no-services-notice')).toContainText('No tuning services are set up yet');
  await expect(page.getByTestId('submit-order')).toBeDisabled();

  await page.goto('/vehicle_statistics');
  await expect(page.getByTestId('vehicle-statistics-hint')).toContainText('The vehicle database is empty');

  await page.goto('/eco_calculator');
  await expect(page.getByText('Fuel price per litre (€)')).toBeVisible();
});
