import { expect, test } from '@playwright/test';
import { apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/** Fields that take a list of words (websites, fault codes): typed, then Enter, comma or space. */
test('a customer lists their websites for API access by typing them, and the request goes in', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'tags', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/access_api');
  const field = page.getByLabel('Allowed websites');
  await field.click();
  await page.keyboard.type('https://one.example.com');
  await page.keyboard.press('Enter');
  await page.keyboard.type('https://two.example.com,');
  const chips = page.locator('.ant-select-selection-item');
  await expect(chips).toHaveText(['https://one.example.com', 'https://two.example.com']);
  await page.getByRole('button', { name: 'Ask for access' }).click();
  await expect(page.getByText('https://two.example.com').first()).toBeVisible();
  const session = await apiSignIn(request, customer.username, customer.password);
  const mine = await request.get('/api/access_api_user', {
    headers: { 'x-access-token': session.access_token },
  });
  expect(await mine.text()).toContain('https://two.example.com');
});
