import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

// The invoice dialogs pick their customer through a server-side search, not a list of every user.
test('an admin generates an invoice for a customer found by typing part of their name', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'pickme', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agency_invoices');
  await page.getByRole('button', { name: 'Generate invoice' }).click();
  const dialog = page.getByRole('dialog');

  const picker = dialog.getByLabel('Customer');
  await picker.click();
  await picker.fill(customer.username.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible').getByText(customer.email).click();
  await expect(dialog.getByTestId('customer-search')).toContainText(customer.email);
  await dialog.getByLabel('Item').fill('Workshop training');
  await dialog.getByLabel(/^Net amount/).fill('120.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('invoice-search').locator('input').fill(customer.username);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  const row = page.getByTestId('agency-invoices').locator('tr', { hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Workshop training');
});
