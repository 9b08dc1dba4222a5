import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an e-mail the mail server refuses shows as a failed job that an admin can retry', async ({
  page,
  request,
}) => {
  // The test mailbox refuses addresses starting with "bounce", as a server without that mailbox would.
  const dealer = await createUser(request, 'bounce', { status: 1, verified: true });
  const sent = await request.post('/api/auth/send_forgot_pass_code', { data: { email: dealer.email } });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  // Failed jobs are shown first; the list refreshes itself while the page is open.
  const row = page.getByRole('row').filter({ hasText: 'mail.send' }).filter({ hasText: '550' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('1 of 6');
  // The kind is named in words; its identifier stays underneath for whoever reads the logs.
  await expect(row.getByRole('cell').nth(1)).toContainText('Send an e-mail');

  const finished = row.getByRole('cell').nth(7);
  const firstFailure = (await finished.textContent()) ?? '';

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.ant-message-notice')).toBeVisible();
  // Retried, it is refused again at once and comes back among the failed ones with a later end time.
  await expect(finished).not.toHaveText(firstFailure, { timeout: 30_000 });
  await expect(row).toContainText('1 of 6');
});
