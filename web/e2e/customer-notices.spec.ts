import { expect, test } from '@playwright/test';
import { createUser } from './support/accounts';
import { auth, nextLiveSocket, personPage } from './support/people';
import { placedOrder } from './support/placed-order';

test('credit history shows a reservation without a plus and its order; an order change pops up a toast', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, customer, orderId } = await placedOrder(request, 'Notices');

  const page = await personPage(browser, customer.username, customer.password);
  const live = nextLiveSocket(page);
  await page.goto('/credit_history');
  const reserved = page.getByTestId('credit-history').locator('tr', { hasText: 'Reserved' });
  await expect(reserved).toContainText('10');
  await expect(reserved).not.toContainText('+');
  await expect(reserved.getByTestId('history-order')).toHaveText(`#${orderId}`);

  // Staff start the order: the customer, looking at another page, gets a toast.
  await live;
  const changed = await request.put(`/api/order/${orderId}/change_status`, {
    headers: auth(admin.access_token),
    data: { status: 'in_progress' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await expect(page.locator('.ant-notification-notice')).toContainText(`#${orderId}`);

  // The bell's unread count is shown whole, inside the header.
  const count = page.getByTestId('notification-count').locator('sup');
  await expect(count).toBeVisible();
  const tools = await page.getByTestId('header-tools').boundingBox();
  const badge = await count.boundingBox();
  expect(tools && badge).toBeTruthy();
  if (tools && badge) {
    expect(badge.y).toBeGreaterThanOrEqual(tools.y);
    expect(badge.x + badge.width).toBeLessThanOrEqual(tools.x + tools.width);
  }
  await page.context().close();
});

test('when the live connection opens, the page reads each of its lists again once, not once per event kind', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'refetch', { status: 1, verified: true });
  const page = await personPage(browser, customer.username, customer.password);
  const asked = { notifications: 0, balance: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/api/in-app-notification/user')) asked.notifications++;
    if (r.url().includes('/api/credits_balance_user')) asked.balance++;
  });
  // The socket opens at start-up and usually says hello before the page reads anything; here its ticket is
  // held until both lists have been asked for, so the hello comes after the reads it must refresh.
  await page.route('**/api/ws/ticket', async (route) => {
    await expect.poll(() => asked.notifications > 0 && asked.balance > 0).toBe(true);
    await route.continue();
  });
  const live = nextLiveSocket(page);
  await page.goto('/');
  await live;
  // The socket's greeting refreshes what the page read before it listened; then nothing more is asked.
  await expect.poll(() => asked.notifications).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  expect(asked).toEqual({ notifications: 2, balance: 2 });
  await page.context().close();
});
