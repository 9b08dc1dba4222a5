import { type APIRequestContext, expect, test } from '@playwright/test';
import { fakePaypal } from '../../server/test/support/payment-fakes/paypal';
import { PAYPAL_FAKE_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * Buying credits with PayPal when the invoice is paid another way while the customer is at PayPal: the
 * approval is never captured, so nothing is charged, and the page the customer comes back to says so. PayPal
 * is the server tests' stand-in (OAuth, Orders v2, the buyer's approval page) on the port the e2e server's
 * PAYPAL_API_BASE names; its keys are entered in the admin area here and removed again afterwards.
 */

const KEYS = { client_id: 'pp-e2e-credits', client_secret: 'pp-e2e-credits-secret', webhook_id: 'WH-E2E-CR' };
let paypal: Awaited<ReturnType<typeof fakePaypal>>;

async function adminHeaders(request: APIRequestContext) {
  return { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  paypal = await fakePaypal(KEYS.client_id, KEYS.client_secret, KEYS.webhook_id, { port: PAYPAL_FAKE_PORT });
  const headers = await adminHeaders(request);
  const keys = await request.put('/api/payments/providers/paypal/keys', { headers, data: { keys: KEYS } });
  expect(keys.status(), await keys.text()).toBe(200);
  const settings = await request.post('/api/settings', {
    headers,
    data: { paypal_payment: true, currency: 'EUR', credit_price: 250 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  // Later specs meet the site without PayPal, as it was.
  const headers = await adminHeaders(request);
  await request.post('/api/settings', { headers, data: { paypal_payment: false } });
  await request.put('/api/payments/providers/paypal/keys', {
    headers,
    data: { keys: { client_id: null, client_secret: null, webhook_id: null } },
  });
  await paypal.close();
});

test('a PayPal approval for an invoice paid meanwhile is not taken, and the page says nothing was charged', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const customer = await createUser(request, 'ppcredits', { role_id: 2, status: 1, verified: true });
  await signInUi(page, customer.username, customer.password);
  await page.goto('/buy_credits');
  await page.getByText('Custom number of credits').click();
  await page.getByTestId('custom-count').fill('4');
  await page.getByText('PayPal', { exact: true }).click();
  await page.getByTestId('buy-credits').click();

  // At PayPal, about to approve ...
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${PAYPAL_FAKE_PORT}/checkoutnow`));
  const order = [...paypal.state.orders.values()].at(-1);
  if (!order) throw new Error('no PayPal order');
  // ... while staff book the invoice as paid by bank transfer.
  const marked = await request.patch('/api/credits/mark-as-paid', {
    headers: await adminHeaders(request),
    data: { id: Number(order.invoice) },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await page.locator('#pp-pay').click();
  await page.waitForURL(/\/buy_credits\?payment=not_taken/);
  await expect(page.getByTestId('payment-result-not-taken')).toHaveText(
    'This payment could not be used for the invoice (it was already paid, changed or removed), so it was not taken. Nothing was charged.',
  );
  await expect(page.getByTestId('payment-result-refunded')).toHaveCount(0);
  expect(order.captures).toBe(0);
  expect(order.refunds).toEqual([]);
  // The credits came once, with the invoice staff marked paid.
  await expect(page.getByTestId('header-balance')).toContainText('4 credits', { timeout: 15_000 });
});
