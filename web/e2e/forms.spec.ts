import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiSignIn,
  createUser,
  dismissCookies,
  freshIdentity,
  signInUi,
  fillSignUp,
} from './support/accounts';
import { mailsTo, waitForCode } from './support/mailbox';
import { auth } from './support/people';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

/** Types into a searchable select and presses Enter at once, as a quick typist does. */
async function typeAndEnter(page: Page, fieldId: string, text: string) {
  await page.locator(`#${fieldId}`).click();
  await page.locator(`#${fieldId}`).fill(text);
  await page.locator(`#${fieldId}`).press('Enter');
}

async function customerByUsername(page: Page, username: string) {
  const admin = await apiSignIn(page.request, ADMIN.login, ADMIN.password);
  const res = await page.request.get(`/api/user/customers?keyword=${username}`, {
    headers: auth(admin.access_token),
  });
  const { items } = (await res.json()) as { items: { username: string; country: string }[] };
  return items.find((u) => u.username === username);
}

test('a customer changes the e-mail in the profile: it takes effect once the code mailed to it is entered', async ({
  page,
}) => {
  const who = await createUser(page.request, 'profile', { status: 1, verified: true });
  const elsewhere = await apiSignIn(page.request, who.username, who.password);
  await signInUi(page, who.username, who.password);
  await page.goto('/profile_settings');
  const email = `new-${who.email}`;
  // The current password is asked for only once the address differs from the saved one.
  await page.locator('#email').fill(who.email.toUpperCase());
  await expect(page.locator('#current_password')).toHaveCount(0);
  await page.locator('#firstname').fill('Renamed');
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in this field')).toBeVisible();
  await page.locator('#current_password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.locator('#current_password').fill(who.password);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.locator('#current_password')).toHaveCount(0);

  // Until the code comes back the account keeps its address; the form says where the code went.
  const pending = page.getByTestId('pending-email');
  await expect(pending).toContainText('We have sent a code to');
  await expect(pending).toContainText(email);
  await expect(page.locator('#email')).toHaveValue(who.email);
  const me = await apiSignIn(page.request, who.username, who.password);
  const before = (await (await page.request.get('/api/user', { headers: auth(me.access_token) })).json())
    .user;
  expect(before).toMatchObject({ firstname: 'Renamed', email: who.email, pending_email: email });
  expect(
    (
      await page.request.post('/api/auth/signin', { data: { login: email, password: who.password } })
    ).status(),
  ).toBe(401);

  // A wrong code is refused; a new code replaces the first one.
  const first = await waitForCode(email, asked);
  await page.getByTestId('email-change-code').fill(`${first.slice(0, 5)}${(Number(first[5]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByText('The code is not correct. 4 attempt(s) left.')).toBeVisible();
  const resent = Date.now();
  await page.getByRole('button', { name: 'Send the code again' }).click();
  await expect(page.getByText('A new code is on its way to your new e-mail address.')).toBeVisible();
  const code = await waitForCode(email, resent);
  await page.getByTestId('email-change-code').fill(code);
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
  await expect(page.locator('#email')).toHaveValue(email);
  await expect(page.locator('#current_password')).toHaveCount(0);

  // Sign-in goes by the new address now; the other session has ended; the old address is told.
  await apiSignIn(page.request, email, who.password);
  const other = await page.request.post('/api/auth/refresh_token', {
    data: { refresh_token: elsewhere.refresh_token },
  });
  expect(other.status()).toBe(401);
  await expect
    .poll(async () => (await mailsTo(who.email)).map((m) => m.text).join('\n'))
    .toContain(`Your e-mail address was changed to ${email[0]}***@example.com.`);

  // Another change can be called off: the profile page shows it waiting until then.
  await page.locator('#email').fill(`third-${who.email}`);
  await page.locator('#current_password').fill(who.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(`third-${who.email}`);
  await page.goto('/user_profile');
  await expect(page.getByTestId('profile-pending-email')).toContainText(`third-${who.email}`);
  await page.goto('/profile_settings');
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByText('The change was cancelled. Your e-mail address stays as it is.')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test('typing a country and pressing Enter picks it, in the profile and on registration', async ({ page }) => {
  const who = await createUser(page.request, 'country', { status: 1, verified: true });
  await signInUi(page, who.username, who.password);
  await page.goto('/profile_settings');
  await page.getByRole('tab', { name: 'Address' }).click();
  await typeAndEnter(page, 'country', 'Germany');
  await expect(page.locator('.ant-select:has(#country)')).toContainText('Germany');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  expect((await customerByUsername(page, who.username))?.country).toBe('DE');

  // The register form uses the same field.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const newcomer = freshIdentity('newcomer');
  await fillSignUp(page, newcomer);
  await typeAndEnter(page, 'country', 'France');
  await page.getByTestId('register').click();
  await expect(page).not.toHaveURL(/\/register$/);
  expect((await customerByUsername(page, newcomer.username))?.country).toBe('FR');
});

test('opening hours save unchanged, and the website settings no longer edit them', async ({ page }) => {
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/tuning_service/opening-hours');
  await expect(page.locator('input[id="days_0_open_from"]')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/open_times') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved')).toBeVisible();

  await page.goto('/admin/website_settings');
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Opening hours' })).toHaveCount(0);
});

test('a password reset for an unknown address says nothing about whether an account exists', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.goto('/forgot_password');
  const address = `nobody-${Date.now().toString(36)}@example.test`;
  await page.getByLabel('E-mail').fill(address);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`If an account belongs to ${address}, we have sent a code`)).toBeVisible();
  await expect(page.getByText(`We have sent a code to ${address}`)).toHaveCount(0);
});
