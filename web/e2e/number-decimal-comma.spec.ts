import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { enter, savedToast } from './support/admin-forms';

/*
 * Amount fields read "1,5" as 1.5 in every language (a comma with one or two digits after it and no other
 * separator is a decimal mark); in English "1,500" still reads as 1500. antd's own parser read "1,5" as 15.
 */

test('an English amount field reads "1,5" as 1.5 and "1,500" as 1500', async ({ page, request }) => {
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const stored = async () =>
    ((await (await request.get('/api/settings', { headers })).json()) as { credit_price: number })
      .credit_price;
  const before = await stored();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  try {
    await page.goto('/admin/website_settings');
    const price = page.locator('#credit_price');
    const save = page.getByTestId('save-general');
    await expect(price).not.toHaveValue('');

    await enter({ field: price, typed: '1,5', shows: '1.50', error: null });
    await save.click();
    await expect(savedToast(page)).toBeVisible();
    await expect.poll(stored).toBe(150);

    await enter({ field: price, typed: '12,75', shows: '12.75', error: null });
    await enter({ field: price, typed: '1,500', shows: '1500.00', error: null });
    await page.locator('.ant-message').getByText('Saved').waitFor({ state: 'detached' });
    await save.click();
    await expect(savedToast(page)).toBeVisible();
    await expect.poll(stored).toBe(150_000);
  } finally {
    await request.post('/api/settings', { headers, data: { credit_price: before } });
  }
});
