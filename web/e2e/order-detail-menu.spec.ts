import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { placedOrder } from './support/placed-order';

/*
 * A staff order page marks the list the order is in: Pending orders while it is being worked on, Order
 * history once it is finished (it used to mark Pending orders whatever the order's status).
 */

test('a staff order page marks the list its status puts it in', async ({ page, request }) => {
  const { admin, orderId } = await placedOrder(request, 'Menu');
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const menu = page.getByTestId('side-menu');
  const selected = menu.locator('.ant-menu-item-selected');

  await page.goto(`/admin/manage_orders/order_details/${orderId}`);
  await expect(page.getByTestId('order-status').first()).toContainText('Pending');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText('Pending orders');
  // The order was sent without a year: its row says so instead of standing empty.
  const year = page
    .locator('.ant-descriptions-item-container')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^Year$/ }) });
  await expect(year.locator('.ant-descriptions-item-content')).toHaveText('-');

  const cancelled = await request.put(`/api/order/${orderId}/cancel_order`, {
    headers: auth(admin.access_token),
    data: { reason: 'menu test' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toContainText('Cancelled');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText('Order history');

  // Leaving the page gives the marking back to the route.
  await menu.getByText('Pending orders', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/manage_orders\/pending_orders/);
  await expect(selected).toContainText('Pending orders');
});
