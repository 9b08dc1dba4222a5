import { expect, type Page, test } from '@playwright/test';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';

/** The dashboard has its data: the counts are numbers and the bell has asked for its notifications. */
async function dashboardLoaded(page: Page) {
  for (const card of ['customers', 'pending', 'staff']) {
    await expect(page.getByTestId(`count-${card}`).locator('.ant-statistic-content-value')).toHaveText(/\d/);
  }
  await expect(page.getByTestId('notification-bell')).toBeVisible();
}

test('a 401 mid-session refreshes the token once and carries on', async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The dashboard's own calls finish with the good token first.
  await dashboardLoaded(page);

  const refreshCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh_token')) refreshCalls.push(r.method());
  });
  // The stored access token goes bad (as when it expires); the refresh token is still good.
  await page.evaluate(() => localStorage.setItem('access_token', 'corrupted-token'));

  await page.getByTestId('side-menu').getByText('Customers', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/agent_manager\/agents_list$/);
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
  await page.getByTestId('side-menu').getByText('My profile').click();
  await expect(page).toHaveURL(/\/admin\/user_profile$/);

  expect(refreshCalls).toEqual(['POST']);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('corrupted-token');
});

test('a failed refresh signs out and goes to the login page', async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await dashboardLoaded(page);
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'corrupted-token');
    localStorage.setItem('refresh_token', 'corrupted-refresh-token');
  });
  await page.getByTestId('side-menu').getByText('My profile').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fuser_profile$/);
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});

test('tabs opened together with a stale token refresh it once between them and stay signed in', async ({
  page,
  context,
}) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await dashboardLoaded(page);
  const refreshes: number[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh_token')) refreshes.push(1);
  });
  // As after a laptop wakes up: the stored access token is stale and several tabs load at the same moment.
  await page.evaluate(() => localStorage.setItem('access_token', 'corrupted-token'));
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/admin')));
  for (const tab of [...tabs, page]) {
    if (tab === page) await page.reload();
    await expect(tab).toHaveURL(/\/admin$/);
    await dashboardLoaded(tab);
  }
  // The tabs traded the token one after another (a tab that waited takes the pair another stored), never
  // the same one three times, which the server takes for a stolen token and ends the session for.
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.length).toBeLessThan(4);
});
