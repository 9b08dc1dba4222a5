import { expect, test } from '@playwright/test';
import { dismissCookies } from './support/accounts';

// The widgets' rules come with the build as one stylesheet, and a theme only sets CSS variables in the page:
// a look picked must still repaint every widget at once, with the rules of each in place.
test('the look picked on the sign-in page repaints its card and button at once', async ({ page }) => {
  await dismissCookies(page);
  await page.goto('/login');
  const card = page.locator('.ant-card').filter({ hasText: 'Sign in to your account' });
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(card).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await expect(card).toHaveCSS('border-radius', '8px');
  const darkButton = await signIn.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.getByTestId('theme-switch').click();
  await page.getByTitle('Red').click();
  await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(signIn).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  expect(darkButton).not.toBe('rgb(198, 40, 40)');
  await expect(signIn).toHaveCSS('height', '32px');
});
