import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { STRIPE_FAKE_PORT, STRIPE_SECRET_KEY } from '../playwright.config';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

// Stripe's API as far as the connection test goes: the right key is accepted, any other refused.
let stripe: Server;
test.beforeAll(async () => {
  stripe = createServer((req, res) => {
    const ok = req.headers.authorization === `Bearer ${STRIPE_SECRET_KEY}`;
    res.writeHead(ok ? 404 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: ok ? 'invalid_request_error' : 'authentication_error' } }));
  });
  await new Promise<void>((resolve) => stripe.listen(STRIPE_FAKE_PORT, '127.0.0.1', () => resolve()));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => stripe.close(() => resolve()));
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
