import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

test.beforeEach(async ({ page }) => dismissCookies(page));

test('a customer looks up a fault code as they type', async ({ page, request }) => {
  const dealer = await createUser(request, 'codedealer', { status: 1, verified: true });
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/p_codes_bosch_codes');
  await page.getByRole('textbox', { name: 'Code' }).fill('p010');
  const results = page.getByTestId('code-results');
  await expect(results.getByRole('cell', { name: 'P0101', exact: true })).toBeVisible();
});

test('an anonymous visitor sees the price list and the terms of use', async ({ page, request }) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const make = `Brand${Date.now().toString(36)}`;
  const line = await request.post('/api/price-list', {
    headers,
    data: {
      items: [
        {
          vehicle: 'Car',
          make,
          model: 'Roadster',
          engine: '2.0 T',
          stage: 'Stage 1',
          stock_power: 200,
          tuned_power: 245,
          price: 34900,
        },
      ],
    },
  });
  expect(line.status(), await line.text()).toBe(200);
  const terms = await request.post('/api/terms', {
    headers,
    data: {
      kind: 'terms_of_use',
      language: 'en',
      title: 'Terms of use',
      // Headings with their paragraph on the next line, as the seeded legal texts are written.
      content: '# Using the site\nBe kind.\n\n## Your account\nKeep your password to yourself.',
    },
  });
  // A second run finds the English text already there.
  expect([200, 409]).toContain(terms.status());

  await page.goto('/price-list');
  await page.getByPlaceholder('Search make, model or engine').fill(make);
  await page.getByPlaceholder('Search make, model or engine').press('Enter');
  const row = page.getByTestId('price-list').getByRole('row').filter({ hasText: make });
  await expect(row).toContainText('200 / 245');

  await page.goto('/terms_of_use');
  await expect(page.getByRole('heading', { name: 'Using the site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Keep your password to yourself.', { exact: true })).toBeVisible();
  await expect(page.getByText('## Your account')).toHaveCount(0);

  await page.goto('/dealers-locator');
  await expect(page.getByPlaceholder('Search by company, city or country')).toBeVisible();
});

test('staff keep the special ECU brands and the opening hours', async ({ page }) => {
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/tuning_service/special-ecu-brands');
  const brand = `Brand ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'plus Add' }).click();
  const modal = page.locator('.ant-modal:visible');
  await modal.getByLabel('Name').fill(brand);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: brand, exact: true })).toBeVisible();

  // The header badge follows the opening hours.
  await page.goto('/admin/tuning_service/opening-hours');
  await expect(page.getByLabel('Time zone')).not.toHaveValue('');
  await expect(page.getByTestId('open-status')).toHaveText(/Open now|Closed now/);
});

test('the next page of a long list goes on from the last row shown', async ({ page }) => {
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/p_codes');
  const codes = page.locator('.ant-table-tbody tr.ant-table-row td:first-child');
  await expect(codes).toHaveCount(20);
  const first = await codes.allInnerTexts();
  // The server is asked for the rows after the page's last code, not for rows 21-40 by number.
  const asked = page.waitForRequest(
    (r) => r.url().includes('/api/pcode_admin') && r.url().includes('after='),
  );
  await page.locator('.ant-pagination-next').click();
  await asked;
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(codes.first()).not.toHaveText(first[0]);
  const second = await codes.allInnerTexts();
  expect(second).toHaveLength(20);
  expect([...first, ...second]).toEqual([...first, ...second].toSorted());
  expect(second[0] > first[19]).toBe(true);
});
