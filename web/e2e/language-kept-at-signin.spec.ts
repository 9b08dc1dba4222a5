import { expect, test } from '@playwright/test';
import { apiSignIn, createUser, dismissCookies } from './support/accounts';

// A language this browser already holds (chosen on an earlier visit) stayed on screen after signing in,
// while the account kept its own: the portal read Polish and the e-mails came in English.
test('the language a browser already shows at sign-in becomes the account’s, so e-mails follow the screen', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'heldlang', { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const saved = async () => (await (await request.get('/api/user', { headers })).json()).user.language;
  expect(await saved()).toBe('en');

  await dismissCookies(page);
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lng')) window.localStorage.setItem('lng', 'pl');
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.locator('#login').fill(customer.username);
  await page.locator('#password').fill(customer.password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect.poll(saved).toBe('pl');

  // Opened again later, screen and account still agree.
  await page.reload();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await saved()).toBe('pl');
});
