import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn } from './support/accounts';
import { auth, personPage } from './support/people';
import { customerOrder, onlineService } from './support/placed-order';

test('a customer reads the services of their orders in the language picked in the page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const stamp = Date.now().toString(36);
  const english = `Exhaust valve ${stamp}`;
  const german = `Abgasklappe ${stamp}`;
  const serviceId = await onlineService(request, admin.access_token, english);
  const named = await request.put(`/api/catalogue/translations/service/${serviceId}`, {
    headers: auth(admin.access_token),
    data: { translations: { de: { name: german } } },
  });
  expect(named.status(), await named.text()).toBe(200);

  // The profile stays English; only the page is switched to German.
  const { customer, orderId } = await customerOrder(request, admin.access_token, serviceId, 'ordlang');

  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/your_order');
  const row = page.locator('tr', { hasText: `${orderId}` }).first();
  await expect(row).toContainText(english);

  await page.getByTestId('language-picker').click();
  await page.getByTitle('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The list already on screen is read again in German, without a reload.
  await expect(row).toContainText(german);
  await expect(row).not.toContainText(english);

  await page.goto(`/order_details/${orderId}`);
  await expect(page.getByText(german).first()).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);
  await page.context().close();
});
