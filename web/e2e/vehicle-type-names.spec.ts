import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

const run = Date.now().toString(36);
const type = { en: `Van ${run}`, de: `Transporter ${run}` };

test('a German admin reads vehicle types in German in the engine list and the price list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = auth(await adminToken(request));
  const add = async (url: string, data: object) => {
    const res = await request.post(`/api/${url}`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { _id: number };
  };
  const vtype = await add('vehicle/vtype', { name: type.en });
  const named = await request.put(`/api/catalogue/translations/vehicle_type/${vtype._id}`, {
    headers,
    data: { translations: { de: { name: type.de } } },
  });
  expect(named.status(), await named.text()).toBe(200);
  const make = await add('vehicle/manufacturer', { name: `Make ${run}`, vtype: vtype._id });
  const model = await add('vehicle/vmodel', { name: `Model ${run}`, manufacturer: make._id });
  const generation = await add('vehicle/generation', { name: `Gen ${run}`, vmodel: model._id });
  await add('vehicle/variant', { name: `Engine ${run}`, generation: generation._id });
  await add('price-list', {
    items: [
      {
        vehicle: type.en,
        make: `Make ${run}`,
        model: `Model ${run}`,
        stock_power: 100,
        tuned_power: 130,
        price: 30000,
      },
    ],
  });

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.evaluate(() => window.localStorage.setItem('lng', 'de'));

  await page.goto('/admin/vehicle_statistics/variant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const search = page.getByPlaceholder('Suchen').first();
  await search.fill(`Engine ${run}`);
  await search.press('Enter');
  const engineRow = page.getByRole('row').filter({ hasText: `Engine ${run}` });
  await expect(engineRow.getByRole('cell', { name: type.de, exact: true })).toBeVisible();
  await expect(page.getByText(type.en, { exact: true })).toHaveCount(0);

  await page.goto('/admin/price-list');
  const priceSearch = page.getByPlaceholder('Suchen').first();
  await priceSearch.fill(`Make ${run}`);
  await priceSearch.press('Enter');
  const priceRow = page.getByRole('row').filter({ hasText: `Model ${run}` });
  await expect(priceRow.getByRole('cell', { name: type.de, exact: true })).toBeVisible();
  await expect(page.getByText(type.en, { exact: true })).toHaveCount(0);
});
