import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { startStripe } from './support/stripe';

// The Stripe stand-in accepts its own key and refuses any other, which is what the connection test asks.
let stripe: Awaited<ReturnType<typeof startStripe>>;
test.beforeAll(async () => {
  stripe = await startStripe();
});
test.afterAll(async () => {
  await stripe.close();
});

test('an admin sees which payment providers are ready, enters keys write-only and tests the connection', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings');

  // A payment switch whose provider has no keys says so on the general tab.
  await expect(page.getByTestId('flag-coinbase_payment-why')).toContainText('API key');

  await page.getByRole('tab', { name: 'Payments' }).click();
  const stripeCard = page.getByTestId('provider-stripe');
  await expect(stripeCard.getByText('Set by the environment variable STRIPE_SECRET_KEY')).toBeVisible();
  await stripeCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(stripeCard.getByText('Connection is OK.')).toBeVisible();

  const klarna = page.getByTestId('provider-klarna');
  await expect(page.getByTestId('provider-klarna-state')).toHaveText('Keys missing');
  await klarna.locator('#klarna-username').fill('PK_portal_e2e');
  await klarna.locator('#klarna-password').fill('klarna-e2e-secret');
  await klarna.getByRole('button', { name: 'Save keys' }).click();
  await expect(page.getByTestId('provider-klarna-state')).toHaveText('Keys complete');
  await expect(klarna.getByText('Stored (encrypted). Type a new value to replace it.')).toHaveCount(2);
  // Write-only: the fields are empty again and the page never received the secret.
  await expect(klarna.locator('#klarna-password')).toHaveValue('');
  await page.reload();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByTestId('provider-klarna-state')).toHaveText('Keys complete');
  expect(await page.content()).not.toContain('klarna-e2e-secret');

  // The keys go again, so later tests meet the site as it was.
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const cleared = await request.put('/api/payments/providers/klarna/keys', {
    headers: auth(admin.access_token),
    data: { keys: { username: null, password: null } },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
});
