import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

test.beforeEach(async ({ page }) => dismissCookies(page));

test('approving a waiting customer says who can now sign in and that they were told by e-mail', async ({
  page,
  request,
}) => {
  const waiting = await createUser(request, 'approvee', { status: 0, verified: true });
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/agent_manager/agents_list?keyword=${waiting.username}`);
  await page.getByTestId(`actions-${waiting.username}`).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.locator('.ant-message')).toContainText(
    `Account approved. ${waiting.firstname} ${waiting.lastname} can now sign in and has been told by e-mail.`,
  );
  await expect(page.locator('.ant-message')).not.toContainText('Saved');
});
