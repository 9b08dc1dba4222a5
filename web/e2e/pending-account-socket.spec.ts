import { expect, type Page, test } from '@playwright/test';
import { createUser, dismissCookies, signInUi } from './support/accounts';

/** Failed requests and console errors of a page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failures.push(`failed ${r.method()} ${r.url()}`));
  return failures;
}

test('an account waiting for approval asks for no live socket: no failed request, no console error', async ({
  page,
  request,
}) => {
  const pending = await createUser(request, 'pendsock', { status: 0, verified: true });
  await dismissCookies(page);
  const failures = watchFailures(page);
  await signInUi(page, pending.username, pending.password);
  await expect(page).toHaveURL(/\/verify_account/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Then as the next visit finds it: a stored session, the app starting afresh.
  await page.reload();
  await expect(page).toHaveURL(/\/verify_account/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Long enough for a start-up ticket and a retry of the socket to have been asked for.
  await page.waitForTimeout(3000);
  expect(failures).toEqual([]);
});
