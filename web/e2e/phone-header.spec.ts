import { expect, test } from '@playwright/test';
import { createUser, dismissCookies, signInUi } from './support/accounts';

// At phone width every header tool must be on screen: the sign-out button used to slide past the edge.
test('on a 360 px phone the header keeps sign-out in view and offers language and theme behind one button', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'phone', { status: 1, verified: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);

  const signOut = page.getByTestId('sign-out');
  await expect(signOut).toBeInViewport({ ratio: 1 });
  const box = await signOut.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('theme-switch')).toHaveCount(0);

  await page.getByTestId('header-more').click();
  const panel = page.getByTestId('header-more-panel');
  await expect(panel.getByTestId('language-picker')).toBeVisible();
  await panel.getByTestId('theme-switch').click();
  await page.getByTitle('Red').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('red');

  await signOut.click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
