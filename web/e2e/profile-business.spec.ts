import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test('a VAT number the server refuses is shown under its field in the business details', async ({ page }) => {
  const who = await createUser(page.request, 'business', { status: 1, verified: true });
  const admin = await apiSignIn(page.request, ADMIN.login, ADMIN.password);
  const setCountry = async (country: string) => {
    const res = await page.request.put(`/api/user/${who.id}`, {
      headers: auth(admin.access_token),
      data: { country },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setCountry('DE');
  // The page must keep the Germany it loaded with: no live update of the account reaches it.
  await page.routeWebSocket(/\/api\/ws/, () => {});
  await signInUi(page, who.username, who.password);
  await page.goto('/profile_settings');
  // The country changes elsewhere (an admin, another tab) while the page still holds Germany: the form's own
  // check lets a German number through, and only the server, which knows the new country, refuses it.
  await setCountry('FR');
  await page.getByRole('tab', { name: 'Business details' }).click();
  await page.locator('#vat_no').fill('DE 136 695 976');
  await page.getByRole('button', { name: 'Save' }).click();

  const field = page.locator('.ant-form-item').filter({ has: page.locator('#vat_no') });
  await expect(field.locator('.ant-form-item-explain-error')).toHaveText(
    'The VAT number is not valid for the country chosen.',
  );
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  // Typing in the field again clears it, as with the form's own checks.
  await page.locator('#vat_no').fill('DE136695976');
  await expect(field.locator('.ant-form-item-explain-error')).toHaveCount(0);
});

test('what is typed in one tab of the profile settings is still there after visiting another tab', async ({
  page,
}) => {
  const who = await createUser(page.request, 'tabs', { status: 1, verified: true });
  await signInUi(page, who.username, who.password);
  await page.goto('/profile_settings');
  await page.locator('#phone').fill('+49 30 5550101');
  await page.getByRole('tab', { name: 'Address' }).click();
  await page.locator('#city').fill('Hamburg');
  await page.getByRole('tab', { name: 'Business details' }).click();
  await page.locator('#company_name').fill('Tuning Nord GmbH');

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.locator('#phone')).toHaveValue('+49 30 5550101');
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.locator('#city')).toHaveValue('Hamburg');
  await page.getByRole('tab', { name: 'Business details' }).click();
  await expect(page.locator('#company_name')).toHaveValue('Tuning Nord GmbH');

  // Nothing was saved on the way: each tab saves its own fields when asked to, and then only those.
  const me = await apiSignIn(page.request, who.username, who.password);
  const stored = async () =>
    (await (await page.request.get('/api/user', { headers: auth(me.access_token) })).json()).user;
  const before = await stored();
  expect([before.city || '', before.company_name || '', before.phone || '']).toEqual(['', '', '']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  const after = await stored();
  expect([after.company_name, after.city || '']).toEqual(['Tuning Nord GmbH', '']);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.locator('#phone')).toHaveValue('+49 30 5550101');

  // Visited tabs stay in the page, so their fields need ids of their own: an e-mail change asks for the
  // current password, as the password tab does.
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.locator('#email').fill(`new-${who.email}`);
  await expect(page.locator('#current_password')).toHaveCount(1);
  const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});
