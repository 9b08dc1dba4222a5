import { expect, test } from '@playwright/test';
import { auth, personPage } from './support/people';
import { placedOrder } from './support/placed-order';

test('the bell reads notifications written earlier in the language picked now', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, customer, orderId } = await placedOrder(request, 'Bell');
  // Written while the customer's account is in English.
  const changed = await request.put(`/api/order/${orderId}/change_status`, {
    headers: auth(admin.access_token),
    data: { status: 'in_progress' },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/credit_history');
  await page.getByTestId('notification-bell').click();
  const popover = page.locator('.ant-popover');
  await expect(popover).toContainText(`Order #${orderId}: In progress`);
  await page.keyboard.press('Escape');

  await page.getByTestId('language-picker').click();
  await page.getByTitle('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('notification-bell').click();
  await expect(popover).toContainText(`Auftrag #${orderId}: In Bearbeitung`);
  await expect(popover).not.toContainText('In progress');

  // Still German after a reload: the page and the account both hold the language now.
  await page.reload();
  await page.getByTestId('notification-bell').click();
  await expect(page.locator('.ant-popover')).toContainText(`Auftrag #${orderId}: In Bearbeitung`);
  await page.context().close();
});
