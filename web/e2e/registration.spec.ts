import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, freshIdentity, signInUi } from './support/accounts';
import { waitForCode } from './support/mailbox';

test('register, confirm the e-mail, wait for approval, get approved, sign in to the customer area', async ({
  page,
  browser,
}) => {
  await dismissCookies(page);
  const who = freshIdentity('dealer');
  const since = Date.now();

  await page.goto('/register');
  await page.locator('#firstname').fill(who.firstname);
  await page.locator('#lastname').fill(who.lastname);
  await page.locator('#username').fill(who.username);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('#confirm').fill(who.password);
  await page.getByTestId('register').click();

  await expect(page).toHaveURL(/\/verify_email$/);
  const code = await waitForCode(who.email, since);
  await page.getByTestId('verification-code').fill(code);
  await page.getByTestId('verify').click();

  // Verified but not approved yet: the customer area stays closed.
  await expect(page).toHaveURL(/\/verify_account$/);
  await page.goto('/user_profile');
  await expect(page).toHaveURL(/\/verify_account$/);

  // An admin approves the new customer from the customers list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissCookies(admin);
  await signInUi(admin, ADMIN.login, ADMIN.password);
  await admin.goto(`/admin/agent_manager/agents_list?keyword=${who.username}`);
  await admin.getByTestId(`actions-${who.username}`).click();
  await admin.getByRole('menuitem', { name: 'Approve' }).click();
  // The mail server works here, so the admin is told that the customer has been told.
  await expect(
    admin.getByText(`Account approved. ${who.firstname} ${who.lastname} can now sign in and has been told by e-mail.`),
  ).toBeVisible();
  await adminContext.close();

  // Signing in again now lands in the customer area.
  await page.getByTestId('sign-out').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInUi(page, who.username, who.password);
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/user_profile');
  await expect(page.getByTestId('profile-name')).toHaveText(`${who.firstname} ${who.lastname}`);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
