import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

const week = (closed: boolean) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open_from: '00:00', open_to: '24:00', closed }));

// Staff saved new hours and the header kept "Closed now" (beside an online chat for customers) until the
// status was asked again minutes later: the answer was cached and the page did not ask for a fresh one.
test('saving the opening hours turns the header badge at once, for staff and for customers', async ({
  browser,
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const before = await (await request.get('/api/open_times')).json();
  const closedAllWeek = await request.post('/api/open_times', {
    headers: auth(admin.access_token),
    data: { timezone: 'UTC', days: week(true) },
  });
  expect(closedAllWeek.status(), await closedAllWeek.text()).toBe(200);
  try {
    const customer = await createUser(request, 'hoursbadge', { status: 1, verified: true });
    const customerPage = await browser.newPage();
    await dismissCookies(customerPage);
    await signInUi(customerPage, customer.username, customer.password);
    await customerPage.goto('/');
    await expect(customerPage.getByTestId('open-status')).toHaveText('Closed now');

    await dismissCookies(page);
    await signInUi(page, ADMIN.login, ADMIN.password);
    await page.goto('/admin/tuning_service/opening-hours');
    await expect(page.getByLabel('Time zone')).toHaveValue('UTC');
    await expect(page.getByTestId('open-status')).toHaveText('Closed now');
    const closed = page.locator('form').getByRole('checkbox');
    await expect(closed).toHaveCount(7);
    for (const box of await closed.all()) await box.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(page.getByTestId('open-status')).toHaveText('Open now');

    // A customer opening a page right after sees the new state too.
    await customerPage.goto('/');
    await expect(customerPage.getByTestId('open-status')).toHaveText('Open now');
    await customerPage.close();
  } finally {
    await request.post('/api/open_times', {
      headers: auth(admin.access_token),
      data: { timezone: before.timezone, days: before.days },
    });
  }
});
