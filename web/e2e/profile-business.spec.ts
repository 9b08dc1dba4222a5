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
