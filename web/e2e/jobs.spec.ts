import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

test.beforeEach(async ({ page }) => dismissCookies(page));

type Counts = Partial<Record<'queued' | 'running' | 'done' | 'failed', number>>;

test('the page opens on a tab that has jobs, failures first', async ({ page, request }) => {
  // A job that ends well: a sign-in code mailed to an address the test mailbox accepts.
  const dealer = await createUser(request, 'jobsopen', { status: 1, verified: true });
  const sent = await request.post('/api/auth/send_forgot_pass_code', { data: { email: dealer.email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
  let counts: Counts = {};
  // Wait for nothing to be running, so the tab chosen at opening still has its jobs when it is read.
  await expect(async () => {
    const res = await request.get('/api/jobs?state=done', { headers: { 'x-access-token': token } });
    counts = ((await res.json()) as { counts: Counts }).counts;
    expect(counts.done ?? 0).toBeGreaterThan(0);
    expect(counts.running ?? 0).toBe(0);
  }).toPass({ timeout: 30_000 });

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/jobs');
  const selected = page.locator('.ant-segmented-item-selected');
  // Never an empty tab while others have jobs; the failed one whenever there are failures.
  const expected = (counts.failed ?? 0) > 0 ? 'Failed' : (counts.queued ?? 0) > 0 ? 'Queued' : 'Done';
  await expect(selected).toHaveText(new RegExp(`^${expected} \\([1-9]\\d*\\)$`));
  await expect(page.getByRole('row').nth(1)).not.toContainText('No jobs');
});

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
