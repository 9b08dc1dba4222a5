import { expect, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

/**
 * A form refused by the server can be corrected and saved again at once: the save button used to stay busy
 * until the error toast closed (seconds), and clicks in that time did nothing.
 */
test('a dealer edit refused for a taken e-mail is saved right after the e-mail is corrected', async ({
  page,
  request,
}) => {
  const taken = await createUser(request, 'taken', { status: 1, verified: true });
  const dealer = await createUser(request, 'dealer', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/agent_manager/agents_list?keyword=${dealer.username}`);
  await page.getByTestId(`actions-${dealer.username}`).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  const email = dialog.locator('#email');
  await email.fill(taken.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This username or e-mail address is already used by another account.'),
  ).toBeVisible();

  const fresh = `fixed-${dealer.username}@example.com`;
  await email.fill(fresh);
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/user/${dealer.id}`) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const reply = await saved;
  expect(reply.status()).toBe(200);
  expect(await reply.text()).toContain(fresh);
  await expect(dialog).toBeHidden();
});
