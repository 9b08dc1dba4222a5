import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';

/*
 * The shop's bank-transfer switch says, as the one in Website settings > General does, that it cannot work
 * while no bank account to pay into is entered (checkout does not offer it then), with a link to the
 * Company & invoices tab; once the account holder and IBAN are there, the note is gone.
 */

let before: Record<string, string>;
const adminHeaders = async (request: APIRequestContext) => ({
  'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token,
});
const billing = async (request: APIRequestContext, data: Record<string, string>) => {
  const res = await request.put('/api/credits/billing_settings', {
    headers: await adminHeaders(request),
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
};

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  before = await (await request.get('/api/credits/billing_settings', { headers })).json();
});
test.afterAll(async ({ request }) => billing(request, before));

test("the shop's bank-transfer switch names what is missing and links to the company tab", async ({
  page,
  request,
}) => {
  await billing(request, { seller_name: '', bank_account_holder: '', bank_iban: '' });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/settings');
  const why = page.getByTestId('flag-bank_payment-why');
  await expect(why).toContainText('Cannot work yet: needs Account holder and IBAN');
  await page.getByTestId('flag-bank_payment-fix').click();
  await expect(page).toHaveURL(/\/admin\/website_settings\?tab=company/);
  await expect(page.getByTestId('company-bank-status')).toContainText('Bank transfer cannot work yet');

  await billing(request, {
    bank_account_holder: 'Werkstatt Meier GmbH',
    bank_iban: 'DE89370400440532013000',
  });
  await page.goto('/admin/shop_manager/settings');
  await expect(page.getByText('Bank transfer', { exact: true })).toBeVisible();
  await expect(why).toHaveCount(0);
});
