import { expect, test } from '@playwright/test';

test('a first visit shows the cookie notice with the sign-in form; accepting it is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toContainText('We use cookies that are needed for signing in');
  await expect(page.locator('#login')).toBeVisible();
  await notice.getByRole('button', { name: 'OK, got it' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#login')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a German visitor reads the built-in notice in German, and in English after switching', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await page.goto('/login');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toContainText('Wir verwenden Cookies, die für die Anmeldung');
  await page.getByTestId('language-picker').click();
  await page.getByTitle('English').click();
  await expect(notice).toContainText('We use cookies that are needed for signing in');
});
