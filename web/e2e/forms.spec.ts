import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, freshIdentity, signInUi } from './support/accounts';
import { mailsTo } from './support/mailbox';
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

test('a customer saves the profile form with a new name and e-mail', async ({ page }) => {
  const who = await createUser(page.request, 'profile', { status: 1, verified: true });
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
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.locator('#current_password')).toHaveCount(0);

  const me = await apiSignIn(page.request, who.username, who.password);
  const user = (await (await page.request.get('/api/user', { headers: auth(me.access_token) })).json()).user;
  expect(user).toMatchObject({ firstname: 'Renamed', email });
  // The old address is told, with the new one masked.
  await expect
    .poll(async () => (await mailsTo(who.email)).map((m) => m.text).join('\n'))
    .toContain(`Your e-mail address was changed to ${email[0]}***@example.com.`);
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
  await page.goto('/register');
  await page.locator('#firstname').fill(newcomer.firstname);
  await page.locator('#lastname').fill(newcomer.lastname);
  await page.locator('#username').fill(newcomer.username);
  await page.locator('#email').fill(newcomer.email);
  await page.locator('#password').fill(newcomer.password);
  await page.locator('#confirm').fill(newcomer.password);
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
