import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { choose } from './catalogue-support';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

/** Bulk setup through the CSV import of one registration-search list; every row must be taken. */
async function importCsv(request: APIRequestContext, token: string, resource: string, lines: string[]) {
  const res = await request.post(`/api/reg-search/${resource}/import`, {
    headers: auth(token),
    multipart: {
      file: { name: `${resource}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const report = (await res.json()) as { imported: number; rejected_total: number };
  expect(report.rejected_total).toBe(0);
  expect(report.imported).toBe(lines.length - 1);
}

async function totalSearches(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/reg-search/vehicle-main/total-clicks', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

async function lookUp(page: Page, reg: string) {
  await page.locator('#reg-lookup').fill(reg);
  await page.getByTestId('reg-lookup-run').click();
}

test('a registration number set up by the admin finds its vehicle and figures for a customer, with history and statistics', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase();
  const make = `Rsmake${tag}`;
  const model = `Rsmodel${tag}`;
  const uvc = `UVC-${tag}`;
  const reg = `RS${tag}`;
  const unknown = `ZZ${tag}`;
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);

  // The vehicle behind the UVC code and the tuning figures for that make, model, fuel, engine and power.
  await importCsv(request, admin.access_token, 'uvc-final', [
    'uvc,make,model,fuel_type,engine_cc,bhp,year',
    `${uvc},${make},${model},Diesel,1968,150,2016`,
  ]);
  await importCsv(request, admin.access_token, 'vehicle-finals', [
    'make,model,fuel_type,engine_cc,bhp,stock_hp,stock_torque,stage1_hp,stage1_torque',
    `${make},${model},Diesel,1968,150,150,340,195,420`,
  ]);

  // The registration number itself is added through the admin screen.
  const adminPage = await personPage(browser, ADMIN.login, ADMIN.password);
  await adminPage.goto('/admin/reg-final-view');
  await adminPage.getByRole('button', { name: /Add$/ }).click();
  const modal = adminPage.locator('.ant-modal:visible');
  await modal.locator('#vehicle-main_vehicle_reg_no').fill(reg.toLowerCase());
  await modal.locator('#vehicle-main_uvc').fill(uvc);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const mainTable = adminPage.getByTestId('reg-table-vehicle-main');
  // Stored upper-case, and already linked to the imported UVC record.
  const row = mainTable.getByRole('row').filter({ hasText: reg });
  await expect(row).toContainText(uvc);
  await expect(row).toContainText(make);

  const before = await totalSearches(request, admin.access_token);
  const customer = await createUser(request, 'regcust', { status: 1, verified: true });
  const other = await createUser(request, 'regother', { status: 1, verified: true });

  // The customer finds the page through the menu and looks the number up.
  const page = await personPage(browser, customer.username, customer.password);
  await page.getByRole('menuitem', { name: 'Registration search' }).click();
  await expect(page).toHaveURL(/\/reg_searches$/);
  await lookUp(page, reg.toLowerCase());
  const result = page.getByTestId('reg-result');
  await expect(result).toContainText(make);
  await expect(result).toContainText(model);
  await expect(result).toContainText('1968 cc');
  const figures = page.getByTestId('reg-figures');
  await expect(figures.getByRole('row').filter({ hasText: 'Stock' })).toContainText('150 hp');
  await expect(figures.getByRole('row').filter({ hasText: 'Stock' })).toContainText('340 Nm');
  const stage1 = figures.getByRole('row').filter({ hasText: 'Stage 1' });
  await expect(stage1).toContainText('195 hp');
  await expect(stage1).toContainText('420 Nm');
  await expect(stage1).toContainText('+45 hp');

  const history = page.getByTestId('reg-history');
  await expect(history.getByRole('row').filter({ hasText: reg })).toContainText('Found');

  // A number nobody recorded says so, and is kept in the history as not found.
  await lookUp(page, unknown);
  await expect(page.getByTestId('reg-not-found')).toHaveText(`No vehicle was found for ${unknown}.`);
  await expect(page.getByTestId('reg-result')).toHaveCount(0);
  await expect(history.getByRole('row').filter({ hasText: unknown })).toContainText('Not found');

  // The admin's statistics count both searches, and the registration record its one click.
  await adminPage.goto('/admin/total-search');
  await expect(adminPage.getByTestId('clicks-total').locator('.ant-statistic-content')).toHaveText(
    String(before + 2),
  );
  const makeRow = adminPage.getByTestId('clicks-makes').getByRole('row').filter({ hasText: make });
  // Make, its searches (the one found above), its UVC records.
  await expect(makeRow.getByRole('cell')).toHaveText([make, '1', '1']);
  await adminPage.goto('/admin/reg_searches');
  await expect(adminPage.getByTestId('reg-history').getByRole('row').filter({ hasText: reg })).toContainText(
    customer.username,
  );
  await adminPage.goto('/admin/reg-final-view');
  await adminPage.locator('#reg-resolve').fill(reg);
  await adminPage.getByRole('button', { name: 'Show', exact: true }).click();
  const resolved = adminPage.getByTestId('reg-resolved');
  await expect(resolved).toContainText(uvc);
  await expect(resolved.locator('.ant-descriptions-item').filter({ hasText: 'Searches' })).toHaveText(
    /^Searches:?\s*1$/,
  );

  // Another customer sees none of the first one's searches.
  const otherPage = await personPage(browser, other.username, other.password);
  await otherPage.goto('/reg_searches');
  await expect(otherPage.getByTestId('reg-history')).toBeVisible();
  await expect(otherPage.getByTestId('reg-history')).not.toContainText(reg);
  await expect(otherPage.getByTestId('reg-history')).not.toContainText(unknown);
  const otherToken = (await apiSignIn(request, other.username, other.password)).access_token;
  const mine = await request.get('/api/reg-search/history', { headers: auth(otherToken) });
  expect(((await mine.json()) as { total: number }).total).toBe(0);
  // ... and cannot read everyone's.
  const all = await request.get('/api/reg-search/history/all', { headers: auth(otherToken) });
  expect(all.status()).toBe(403);
});

test('the admin lists import with a line-numbered report, edit tuning figures in a modal, and staff without the permission are kept out', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase();
  const make = `Listmake${tag}`;
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const page = await personPage(browser, ADMIN.login, ADMIN.password);

  // CSV import from the makes screen: the over-long name on line 3 is reported and skipped.
  // The registration lists live in their own section of the admin menu.
  await page.getByTestId('side-menu').getByText('Registration data').click();
  await page.getByTestId('side-menu').getByText('Reg. search makes').click();
  await expect(page).toHaveURL(/\/admin\/reg-searchs\/makes$/);
  await page.getByRole('button', { name: /Import CSV$/ }).click();
  const importModal = page.locator('.ant-modal:visible');
  await importModal.locator('input[type=file]').setInputFiles({
    name: 'makes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name\n${make}\n${'X'.repeat(120)}\n`),
  });
  await importModal.getByText('Skip rows with problems and import the others').click();
  await importModal.getByTestId('run-import').click();
  await expect(importModal.getByTestId('import-report')).toContainText('Imported: 1');
  await expect(importModal.getByTestId('import-report')).toContainText('rejected: 1');
  const rejected = importModal.getByTestId('import-rejected');
  await expect(rejected.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(rejected).toContainText('longer than 100 characters');
  await importModal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await page.getByPlaceholder('Search').fill(make);
  await page.getByPlaceholder('Search').press('Enter');
  await expect(
    page.getByTestId('reg-table-vmake').getByRole('cell', { name: make, exact: true }),
  ).toBeVisible();

  // Tuning figures for that make, added and changed through the generic modal.
  await page.goto('/admin/reg-searchs/reg-finals');
  await page.getByRole('button', { name: /Add$/ }).click();
  const modal = page.locator('.ant-modal:visible');
  await choose(page, modal, 'vehicle-finals_make', make);
  await modal.locator('#vehicle-finals_stock_hp').fill('120');
  await modal.locator('#vehicle-finals_stock_torque').fill('250');
  await modal.getByRole('button', { name: /Add stage$/ }).click();
  await modal.getByRole('spinbutton', { name: 'Stage 1 Power (hp)' }).fill('160');
  await modal.getByRole('spinbutton', { name: 'Stage 1 Torque (Nm)' }).fill('320');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const table = page.getByTestId('reg-table-vehicle-finals');
  const row = table.getByRole('row').filter({ hasText: make });
  await expect(row).toContainText('1: 160 / 320');
  await expect(row.getByRole('cell', { name: '120', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(modal.locator('#vehicle-finals_stock_hp')).toHaveValue('120');
  await modal.locator('#vehicle-finals_stock_hp').fill('125');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(row.getByRole('cell', { name: '125', exact: true })).toBeVisible();
  const stored = await request.get('/api/reg-search/vehicle-finals', {
    headers: auth(admin.access_token),
    params: { search: make },
  });
  const final = (
    (await stored.json()) as { items: { make: { name: string }; stock_hp: number; stages: unknown[] }[] }
  ).items.find((f) => f.make.name === make);
  expect(final?.stock_hp).toBe(125);
  expect(final?.stages).toHaveLength(1);

  // Deleting asks first.
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByRole('row').filter({ hasText: make })).toHaveCount(0);

  // Staff without the miscellaneous permission see none of it and are sent back.
  const staff = await createUser(request, 'regstaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: {},
  });
  const staffPage = await personPage(browser, staff.username, staff.password);
  await expect(staffPage).toHaveURL(/\/admin$/);
  await expect(staffPage.getByTestId('side-menu').getByText('Registration data')).toHaveCount(0);
  await expect(staffPage.getByTestId('side-menu').getByText('Reg. search makes')).toHaveCount(0);
  await expect(staffPage.getByTestId('side-menu').getByText('Search statistics')).toHaveCount(0);
  await staffPage.goto('/admin/reg-searchs/reg-finals');
  await expect(staffPage).toHaveURL(/\/admin$/);
  await staffPage.goto('/admin/total-search');
  await expect(staffPage).toHaveURL(/\/admin$/);
});

test('deleting every UVC record asks first and leaves the registration numbers, which then find nothing', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const reg = `DA${tag}`;
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  await importCsv(request, admin.access_token, 'uvc-final', ['uvc,make', `DA-${tag},Damake${tag}`]);
  await importCsv(request, admin.access_token, 'vehicle-main', ['vehicle_reg_no,uvc', `${reg},DA-${tag}`]);
  const page = await personPage(browser, ADMIN.login, ADMIN.password);
  await page.goto('/admin/reg-final-view');
  await page.getByRole('tab', { name: 'UVC records' }).click();
  await page.getByRole('button', { name: /Delete all UVC records$/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Delete every UVC record?');
  // Saying no keeps them.
  await confirm.getByRole('button', { name: 'No' }).click();
  const uvcTable = page.getByTestId('reg-table-uvc-final');
  await expect(uvcTable.getByRole('cell', { name: `DA-${tag}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Delete all UVC records$/ }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(uvcTable.getByRole('cell', { name: `DA-${tag}`, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Registration numbers' }).click();
  await expect(
    page.getByTestId('reg-table-vehicle-main').getByRole('cell', { name: reg, exact: true }),
  ).toBeVisible();
  await page.goto('/admin/reg_searches');
  await lookUp(page, reg);
  await expect(page.getByTestId('reg-not-found')).toHaveText(`No vehicle was found for ${reg}.`);
});
