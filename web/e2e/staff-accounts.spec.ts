import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, freshIdentity, signInUi } from './support/accounts';
import { mailsTo } from './support/mailbox';
import { pickOption } from './support/select';

/** The invitation link of the newest e-mail to `address`, waiting for it to arrive. */
async function waitForInvitation(address: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [mail] = (await mailsTo(address)).slice(-1);
  const link = /https?:\/\/\S+\/reset_password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  return link;
}

test('an admin creates a staff account with a preset; the new colleague sets a password from the e-mail', async ({
  page,
  browser,
}) => {
  await dismissCookies(page);
  const who = freshIdentity('staff');
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/users/admins');
  await page.getByRole('button', { name: 'New staff account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#username').fill(who.username);
  await dialog.locator('#email').fill(who.email);
  await dialog.locator('#firstname').fill('Nina');
  await pickOption(page, dialog.locator('#preset'), 'Order desk');
  // The preset ticks the orders branch of the tree; the admin could still change it here.
  await expect(
    dialog.getByTestId('permission-tree').locator('.ant-tree-checkbox-checked').first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(page.getByText(`The invitation is on its way to ${who.email}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: who.email })).toBeVisible();

  // The new colleague follows the e-mail's link in a browser of their own.
  const link = await waitForInvitation(who.email);
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await dismissCookies(colleague);
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/reset_password$/);
  await colleague.locator('#password').fill(who.password);
  await colleague.locator('#confirm').fill(who.password);
  await colleague.getByRole('button', { name: 'Save new password' }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  await signInUi(colleague, who.username, who.password);
  await expect(colleague).toHaveURL(/\/admin/);
  await context.close();
});
