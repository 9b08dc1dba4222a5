import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { createUser, dismissCookies, signInUi } from './support/accounts';

/**
 * A dealer whose API access ran out renews it on /access_api: the price in credits is spent at once, the
 * access is active again with the same keys, and the balance in the header drops by the price.
 */
const PRICE = 5000; // 50 credits, in hundredths
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an expired access shows Renew; renewing with credits makes it active and spends the price', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const priced = await request.post('/api/settings', { headers, data: { api_access_price: PRICE } });
  expect(priced.status(), await priced.text()).toBe(200);
  try {
    const dealer = await createUser(request, 'renewdealer', { status: 1, verified: true });
    const granted = await request.post('/api/access_api', {
      headers,
      data: {
        user_id: dealer.id,
        start_date: day(-366),
        expiration_date: day(-1),
        api_rate: 600,
        website_url: ['https://dealer.example'],
        api_for: 'both',
      },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    const access = (await granted.json()).access;
    const credited = await request.post('/api/credits/adjust', {
      headers,
      data: { user_id: dealer.id, amount: 12_000, reason: 'e2e credits' },
    });
    expect(credited.status(), await credited.text()).toBe(200);

    await signInUi(page, dealer.username, dealer.password);
    await page.goto('/access_api');
    await expect(page.getByTestId('access-state')).toHaveText('Expired');
    await expect(page.getByTestId('header-balance')).toContainText('120 credits');
    const renew = page.getByTestId('renew-button');
    await expect(renew).toHaveText(/Renew.*50 credits/);
    await expect(page.getByTestId('renew-access')).toContainText('50 credits');

    await renew.click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Renew your API access for 50 credits?' })
      .getByRole('button', { name: 'Yes' })
      .click();

    await expect(page.getByTestId('access-state')).toHaveText('Active');
    await expect(page.getByTestId('renew-button')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toContainText('70 credits');
    // The same keys: the key shown is the one the dealer's sites already have.
    await expect(page.getByTestId('key-prefix')).toHaveText(`${access.api_key}…`);
    await expect(page.getByText(`${day(0)} – ${day(365)}`)).toBeVisible();
  } finally {
    await request.post('/api/settings', { headers, data: { api_access_price: 0 } });
  }
});
