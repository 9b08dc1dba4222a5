import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * The seller and bank details of a new portal, entered in the website settings: until the bank account is
 * there, bank transfer is not offered (and the General tab says why); once saved, the tab shows the values
 * again and a customer paying by transfer is shown the IBAN entered.
 */

const IBAN = 'IT60X0542811101000000123456';
const FIELDS = {
  seller_name: 'Officina Rossi S.r.l.',
  seller_address: 'Via Roma 1, 20100 Milano',
  seller_vat_no: 'IT12345678901',
  seller_reg_no: 'MI-1234567',
  seller_email: 'fatture@officina.example',
  bank_account_holder: 'Officina Rossi S.r.l.',
  bank_name: 'Banca Esempio',
  bank_iban: IBAN,
  bank_bic: 'BPMOIT22XXX',
  bank_note: 'Indicate the reference, please.',
  invoice_footer: 'Paid within 14 days.',
};
const EMPTY = Object.fromEntries(Object.keys(FIELDS).map((k) => [k, '']));

let before: Record<string, string>;
const adminHeaders = async (request: APIRequestContext) => ({
  'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token,
});

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  before = await (await request.get('/api/credits/billing_settings', { headers })).json();
  // A portal as installed: bank transfer on, no company or bank account entered.
  expect((await request.put('/api/credits/billing_settings', { headers, data: EMPTY })).status()).toBe(200);
  expect((await request.post('/api/settings', { headers, data: { bank_payment: true } })).status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/credits/billing_settings', { headers: await adminHeaders(request), data: before });
});

test('the company tab saves the seller and bank details, and bank transfer shows the IBAN entered', async ({
  page,
  browser,
  request,
}) => {
  const customer = await createUser(request, 'company', { role_id: 2, status: 1, verified: true });
  const shopper = await (await browser.newContext()).newPage();
  await dismissCookies(shopper);
  await signInUi(shopper, customer.username, customer.password);
  await shopper.goto('/buy_credits');
  await shopper.getByText('Custom number of credits').click();
  await expect(shopper.getByTestId('custom-count')).toBeVisible();
  // Without an account to pay into, bank transfer is not offered.
  await expect(shopper.getByText('Bank transfer', { exact: true })).toHaveCount(0);

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings?tab=general');
  await expect(page.getByTestId('flag-bank_payment-why')).toContainText(
    'Cannot work yet: needs Account holder and IBAN',
  );
  await page.getByTestId('flag-bank_payment-fix').click();
  await expect(page).toHaveURL(/tab=company/);
  await expect(page.getByTestId('company-bank-status')).toContainText('Bank transfer cannot work yet');

  // A malformed e-mail address is named under its field and nothing is saved.
  await page.locator('#company-seller_email').fill('not-an-address');
  await page.getByTestId('save-company').click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();

  for (const [name, value] of Object.entries(FIELDS)) await page.locator(`#company-${name}`).fill(value);
  await page.getByTestId('save-company').click();
  await expect(page.getByText('Saved')).toBeVisible();

  // Read back from the server: the tab opened afresh shows what was saved.
  await page.goto('/admin/website_settings?tab=company');
  for (const [name, value] of Object.entries(FIELDS))
    await expect(page.locator(`#company-${name}`)).toHaveValue(value);
  await expect(page.getByTestId('company-bank-status')).toContainText('Bank transfer can be offered');
  await page.goto('/admin/website_settings?tab=general');
  await expect(page.getByTestId('flag-bank_payment')).toBeVisible();
  await expect(page.getByTestId('flag-bank_payment-why')).toHaveCount(0);

  // The customer now pays by transfer into the account entered.
  await shopper.goto('/buy_credits');
  await shopper.getByText('Custom number of credits').click();
  await shopper.getByTestId('custom-count').fill('5');
  await shopper.getByText('Bank transfer', { exact: true }).click();
  await shopper.getByTestId('buy-credits').click();
  await expect(shopper.getByTestId('bank-instructions')).toBeVisible();
  await expect(shopper.getByTestId('bank-iban')).toHaveText(IBAN);
  await expect(shopper.getByTestId('bank-account-holder')).toHaveText(FIELDS.bank_account_holder);
  await shopper.context().close();
});
