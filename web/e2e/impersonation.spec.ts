import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

test('an admin signs in as a dealer and comes back to the admin session', async ({ page, request }) => {
  await dismissCookies(page);
  const dealer = await createUser(request, 'visited', { status: 1, verified: true });

  await signInUi(page, ADMIN.login, ADMIN.password);
  // Neither side of the switch may ask the server with the other side's session.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/admin/agent_manager/agents_list?keyword=${dealer.username}`);
  await page.getByTestId(`actions-${dealer.username}`).click();
  await page.getByRole('menuitem', { name: 'Sign in as this customer' }).click();

  await expect(page).toHaveURL(/:\d+\/$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`${dealer.firstname} ${dealer.lastname}`);

  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/admin\/agent_manager\/agents_list$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('user-name')).toContainText('Admin');
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
