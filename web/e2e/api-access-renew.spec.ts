import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { createUser, dismissCookies, signInUi } from './support/accounts';

/**
 * A dealer whose API access ran out renews it on /access_api: the confirm names the balance left after the
 * price (or that it is too small, as when buying), the price in credits is spent at once, the access is
 * active again with the same keys, and the balance in the header drops by the price.
 */
const PRICE = 5000; // 50 credits, in hundredths
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => dismissCookies(page));

/** A dealer with an access that ran out yesterday and the given credits (in hundredths). */
async function expiredDealer(
  request: APIRequestContext,
  headers: Record<string, string>,
  hundredths: number,
) {
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
  const credited = await request.post('/api/credits/adjust', {
    headers,
    data: { user_id: dealer.id, amount: hundredths, reason: 'e2e credits' },
  });
  expect(credited.status(), await credited.text()).toBe(200);
  return { dealer, access: (await granted.json()).access as { api_key: string } };
}

test('an expired access shows Renew; renewing with credits makes it active and spends the price', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const priced = await request.post('/api/settings', { headers, data: { api_access_price: PRICE } });
  expect(priced.status(), await priced.text()).toBe(200);
  try {
    const { dealer, access } = await expiredDealer(request, headers, 12_000);

    await signInUi(page, dealer.username, dealer.password);
    await page.goto('/access_api');
    await expect(page.getByTestId('access-state')).toHaveText('Expired');
    await expect(page.getByTestId('header-balance')).toContainText('120 credits');
    const renew = page.getByTestId('renew-button');
    await expect(renew).toHaveText(/Renew.*50 credits/);
    await expect(page.getByTestId('renew-access')).toContainText('50 credits');

    // As when buying: the confirm names the balance left after the price.
    await renew.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Renew your API access for 50 credits?' });
    await expect(dialog).toContainText('Credits left afterwards: 70');
    await dialog.getByRole('button', { name: 'Yes' }).click();

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

test('renewing with too few credits is named in the confirm, and saying yes spends nothing', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const priced = await request.post('/api/settings', { headers, data: { api_access_price: PRICE } });
  expect(priced.status(), await priced.text()).toBe(200);
  try {
    const { dealer } = await expiredDealer(request, headers, 2_000);
    await signInUi(page, dealer.username, dealer.password);
    await page.goto('/access_api');
    await expect(page.getByTestId('header-balance')).toContainText('20 credits');

    await page.getByTestId('renew-button').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Renew your API access for 50 credits?' });
    await expect(dialog).toContainText('Available credits: 20. That is not enough for this purchase.');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You do not have enough credits. Please buy credits first.')).toBeVisible();
    await expect(page.getByTestId('access-state')).toHaveText('Expired');
    await expect(page.getByTestId('header-balance')).toContainText('20 credits');
  } finally {
    await request.post('/api/settings', { headers, data: { api_access_price: 0 } });
  }
});
