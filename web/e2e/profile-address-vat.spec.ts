import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

async function pickCountry(page: Page, name: string) {
  await page.locator('#country').click();
  await page.locator('#country').fill(name);
  await page.locator('#country').press('Enter');
}

test('a new country the saved VAT number does not fit is refused under the country field, until the number is removed', async ({
  page,
}) => {
  const who = await createUser(page.request, 'moving', { status: 1, verified: true });
  const admin = await apiSignIn(page.request, ADMIN.login, ADMIN.password);
  const set = await page.request.put(`/api/user/${who.id}`, {
    headers: auth(admin.access_token),
    data: { country: 'NL', vat_no: 'NL000000000B01' },
  });
  expect(set.status(), await set.text()).toBe(200);
  const stored = async () => {
    const res = await page.request.get(`/api/user/customers?keyword=${who.username}`, {
      headers: auth(admin.access_token),
    });
    const { items } = (await res.json()) as {
      items: { username: string; country: string; vat_no: string }[];
    };
    return items.find((u) => u.username === who.username);
  };

  await signInUi(page, who.username, who.password);
  await page.goto('/profile_settings');
  await page.getByRole('tab', { name: 'Address' }).click();
  await pickCountry(page, 'United States');
  await page.getByRole('button', { name: 'Save' }).click();
  const field = page.locator('.ant-form-item').filter({ has: page.locator('#country') });
  await expect(field.locator('.ant-form-item-explain-error')).toHaveText(
    'The VAT number NL000000000B01 is not valid for the country chosen. Remove it under Business details first, then change the country and enter the VAT number for the new country.',
  );
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  expect(await stored()).toMatchObject({ country: 'NL', vat_no: 'NL000000000B01' });

  // As the message says: the number goes first, then the country can change.
  await page.getByRole('tab', { name: 'Business details' }).click();
  await page.locator('#vat_no').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Address' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect.poll(async () => (await stored())?.country).toBe('US');
  expect((await stored())?.vat_no).toBe('');
});
