import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { createUser, dismissCookies, signInUi } from './support/accounts';

/** One credit reads in the singular in English: in the header balance and in the API access renewal. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => dismissCookies(page));

test('a balance and a price of one credit say "1 credit"', async ({ page, request }) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const priced = await request.post('/api/settings', { headers, data: { api_access_price: 100 } });
  expect(priced.status(), await priced.text()).toBe(200);
  try {
    const dealer = await createUser(request, 'onecreditdealer', { status: 1, verified: true });
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
    const credited = await request.post('/api/credits/adjust', {
      headers,
      data: { user_id: dealer.id, amount: 100, reason: 'e2e credit' },
    });
    expect(credited.status(), await credited.text()).toBe(200);

    await signInUi(page, dealer.username, dealer.password);
    await page.goto('/access_api');
    await expect(page.getByTestId('header-balance')).toContainText(/\b1 credit \(/);
    await expect(page.getByTestId('renew-button')).toHaveText('Renew for 1 credit');
    await expect(page.getByTestId('renew-access')).toContainText('Renew it for 1 credit:');
  } finally {
    await request.post('/api/settings', { headers, data: { api_access_price: 0 } });
  }
});
