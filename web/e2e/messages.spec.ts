import { expect, test } from '@playwright/test';
import { ADMIN, createUser } from './support/accounts';
import { personPage } from './support/people';

test('a staff message to all customers appears in the customer message box', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const customer = await createUser(request, 'boxcust', { status: 1, verified: true });
  const admin = await personPage(browser, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/agent_manager/agent_bulk_email');
  const subject = `Holiday opening hours ${Date.now().toString(36)}`;
  await admin.getByTestId('bulk-channel').getByText('In the portal').click();
  await admin.getByTestId('bulk-subject').fill(subject);
  await admin.getByTestId('bulk-message').fill('We are closed on Monday.');
  await admin.getByTestId('bulk-send').click();
  await expect(admin.getByRole('cell', { name: subject })).toBeVisible();

  const page = await personPage(browser, customer.username, customer.password);
  await page.getByTestId('side-menu').getByText('Messages').click();
  await expect(page).toHaveURL(/\/messages$/);
  const box = page.getByTestId('message-box');
  await expect(box.getByText(subject)).toBeVisible();
  await expect(box.getByText('We are closed on Monday.')).toBeVisible();
  await expect(box.getByText('New')).toBeVisible();
});
