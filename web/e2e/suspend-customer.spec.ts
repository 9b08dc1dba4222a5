import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * Suspending a customer on a French phone: the dialog's date reads the French way (not ISO), the reason's
 * error does not run into its character count, the suspension is confirmed, and the row then shows one
 * status, the suspension with its end, rather than "Actif" beside it.
 */
const PHONE = { width: 390, height: 844 };

test('an admin suspends a customer in French on a phone', async ({ browser, request }) => {
  const customer = await createUser(request, 'suspendee', { status: 1, verified: true });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await dismissCookies(page);
  await page.addInitScript(() => window.localStorage.setItem('lng', 'fr'));
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/agent_manager/agents_list?keyword=${customer.username}`);
  const row = page.locator('tr', { hasText: customer.username });
  await expect(row.locator('.ant-tag', { hasText: 'Actif' })).toBeVisible();

  await page.getByTestId(`actions-${customer.username}`).click();
  await page.getByRole('menuitem', { name: 'Suspendre' }).click();
  const dialog = page.getByRole('dialog');
  // A week from now at the end of the day, as 07/12/2026 23:59.
  const until = dialog.locator('#until');
  await expect(until).toHaveValue(/^\d{2}\/\d{2}\/\d{4} 23:59$/);

  // Without a reason: the error and the count each have their own line.
  await dialog.getByRole('button', { name: 'Suspendre' }).click();
  const error = dialog.locator('.ant-form-item-explain-error');
  await expect(error).toBeVisible();
  const count = dialog.getByTestId('reason-count');
  await expect(count).toHaveText('0 / 500');
  const [errorBox, countBox] = [await error.boundingBox(), await count.boundingBox()];
  if (!errorBox || !countBox) throw new Error('error or count not laid out');
  expect(countBox.y >= errorBox.y + errorBox.height || errorBox.y >= countBox.y + countBox.height).toBe(true);

  await dialog.locator('#reason').fill('Impayés');
  await expect(count).toHaveText('7 / 500');
  await dialog.getByRole('button', { name: 'Suspendre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-message')).toContainText('Compte suspendu.');

  // One status: suspended until a French date and time, no "Actif" beside it.
  const status = row.getByTestId('status-suspended');
  await expect(status).toContainText(/Suspendu jusqu.au \d{2}\/\d{2}\/\d{4}/);
  await expect(row.locator('.ant-tag', { hasText: 'Actif' })).toHaveCount(0);

  await page.getByTestId(`actions-${customer.username}`).click();
  await page.getByRole('menuitem', { name: 'Lever la suspension' }).click();
  await expect(page.locator('.ant-message')).toContainText('Suspension levée.');
  await expect(row.locator('.ant-tag', { hasText: 'Actif' })).toBeVisible();
  await context.close();
});
