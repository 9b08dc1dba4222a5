import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth, personPage } from './support/people';

test('an admin names a service in German; a German customer reads it on the order form', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const stamp = Date.now().toString(36);
  const english = `Gearbox tune ${stamp}`;
  const german = `Getriebe-Optimierung ${stamp}`;
  const svc = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: english,
      main_service: true,
      type_1_price: 1000,
      type_2_price: 1000,
      type_3_price: 1000,
      status: 'online',
    },
  });
  expect(svc.status(), await svc.text()).toBe(200);
  const created = (await svc.json()) as { _id?: number; service?: { _id: number } };
  const id = created._id ?? created.service?._id;

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/tuning_service/services`);
  await page.getByTestId(`languages-service-${id}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#tr-de-name').fill(german);
  await dialog.locator('#tr-de-description').fill('Schnellere Gangwechsel.');
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByText('Saved')).toBeVisible();

  // The admin's search finds the service by its German name.
  await page.getByPlaceholder('Search').first().fill('Getriebe-Optimierung');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: english })).toBeVisible();

  const customer = await createUser(request, 'langcust', { status: 1, verified: true });
  const shopper = await personPage(browser, customer.username, customer.password);
  // The customer reads the portal in German (the choice the language picker stores).
  await shopper.evaluate(() => window.localStorage.setItem('lng', 'de'));
  await shopper.goto('/');
  await expect(shopper.locator('html')).toHaveAttribute('lang', 'de');
  await expect(shopper.getByText(german)).toBeVisible();
  await expect(shopper.getByText(english)).toHaveCount(0);
});
