import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickOption } from './support/select';

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an admin finds a failed sign-in in the audit trail and exports it', async ({ page, request }) => {
  const dealer = await createUser(request, 'auditdealer', { status: 1, verified: true });
  const wrong = await request.post('/api/auth/signin', {
    data: { login: dealer.username, password: 'not-the-password-1' },
    headers: { 'user-agent': 'AuditProbe/1.0' },
  });
  expect(wrong.status()).toBeGreaterThanOrEqual(400);

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/audit_log?user_id=${dealer.id}`);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Event' }), 'Failed sign-in');
  const row = page.getByRole('row').filter({ hasText: 'AuditProbe/1.0' });
  await expect(row).toContainText('Failed sign-in');
  await expect(row).toContainText(dealer.username);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain('AuditProbe/1.0');
});

test('a customer signs out another of their sessions and that session is refused', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'sessiondealer', { status: 1, verified: true });
  // A second device: a session opened through the API with a recognisable user agent.
  const other = await request.post('/api/auth/signin', {
    data: { login: dealer.username, password: dealer.password },
    headers: { 'user-agent': 'OtherDevice/2.0' },
  });
  expect(other.status(), await other.text()).toBe(200);
  const { access_token } = (await other.json()) as { access_token: string };
  const asOther = { 'x-access-token': access_token };
  expect((await request.get('/api/auth/refresh_user_data', { headers: asOther })).status()).toBe(200);

  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/profile_settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('table').first();
  await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toBeVisible();
  const otherRow = sessions.getByRole('row').filter({ hasText: 'OtherDevice/2.0' });
  await otherRow.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(otherRow).toHaveCount(0);

  expect((await request.get('/api/auth/refresh_user_data', { headers: asOther })).status()).toBe(401);
  // This browser's own session goes on working.
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'This session' })).toBeVisible();
});
