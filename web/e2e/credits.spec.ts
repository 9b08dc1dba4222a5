import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { STRIPE_FAKE_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, freshIdentity, signInUi } from './support/accounts';
import { payAndNotify, type StripeSession, startStripe } from './support/stripe';

/*
 * Buying credits end to end against the real server. Stripe is a small local server speaking the part of
 * its protocol the portal uses (form-encoded session create, session read, signed webhooks), so the whole
 * card flow runs without the network. Prices: one credit costs 2.50 EUR, the customers live in DE where VAT
 * is 19 %, and the seller is in DE too, so VAT applies.
 */

let stripe: Awaited<ReturnType<typeof startStripe>>;

async function adminToken(request: APIRequestContext) {
  return (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
}

// Each test walks through two or three sessions and a payment round trip: more than the default minute.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ request }) => {
  stripe = await startStripe();
  const headers = { 'x-access-token': await adminToken(request) };
  const settings = await request.post('/api/settings', {
    headers,
    data: { stripe_payment: true, bank_payment: true, currency: 'EUR', credit_price: 250 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const billing = await request.put('/api/credits/billing_settings', {
    headers,
    data: {
      seller_name: 'Tuning Portal GmbH',
      seller_country: 'DE',
      bank_name: 'Test Bank',
      bank_account_holder: 'Tuning Portal GmbH',
      bank_iban: 'DE89370400440532013000',
      bank_bic: 'COBADEFFXXX',
    },
  });
  expect(billing.status(), await billing.text()).toBe(200);
  const vat = await request.post('/api/vat', {
    headers,
    data: { country: 'DE', percentage: 19, enabled: true },
  });
  expect([200, 409], await vat.text()).toContain(vat.status());
});

test.afterAll(async () => {
  await stripe.close();
});

/** An approved customer whose country is DE, so German VAT applies to their purchases. */
async function germanCustomer(request: APIRequestContext, prefix: string) {
  const user = await createUser(request, prefix, { role_id: 2, status: 1, verified: true });
  const res = await request.put(`/api/user/${user.id}`, {
    headers: { 'x-access-token': await adminToken(request) },
    data: { country: 'DE' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

async function chooseCredits(page: Page, count: string, method: string) {
  await page.goto('/buy_credits');
  await page.getByText('Custom number of credits').click();
  await page.getByTestId('custom-count').fill(count);
  await page.getByText(method, { exact: true }).click();
}

test('a customer buys credits by card and sees the balance rise without reloading', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const customer = await germanCustomer(request, 'card');
  // Card payments need the server started with the Stripe settings of playwright.credits.config.ts.
  const signedIn = await apiSignIn(request, customer.username, customer.password);
  const methods = await request.get('/api/payments/methods', {
    headers: { 'x-access-token': signedIn.access_token },
  });
  test.skip(!(await methods.json()).methods.includes('stripe'), 'run with -c playwright.credits.config.ts');
  await signInUi(page, customer.username, customer.password);
  await chooseCredits(page, '10', 'Card');
  // 10 credits at 2.50 EUR = 25.00 net, 19 % VAT = 4.75.
  await expect(page.getByTestId('price-total')).toHaveText('€29.75');
  await expect(page.getByTestId('header-balance')).toContainText('0 credits');

  await page.getByTestId('buy-credits').click();
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/pay/`));
  const session = [...stripe.state.sessions.values()].at(-1) as StripeSession;
  expect(session.amount_total).toBe(2975);
  expect(session.currency).toBe('eur');

  // Back before Stripe has confirmed: the portal says the payment is pending.
  await page.locator('#back').click();
  await page.waitForURL(/\/buy_credits\?payment=pending/);
  await expect(page.getByTestId('payment-result-pending')).toBeVisible();

  // Stripe's webhook arrives; the page picks the new balance up on its own.
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  await payAndNotify(request, session);
  await expect(page.getByTestId('payment-result-paid')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('header-balance')).toContainText('10 credits', { timeout: 15_000 });
  await expect(page.getByTestId('balance-available')).toContainText('10');
  expect(navigations).toEqual([]);
});

test('a card payment for an invoice paid meanwhile is given back, and the page says so', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const customer = await germanCustomer(request, 'twice');
  const signedIn = await apiSignIn(request, customer.username, customer.password);
  const methods = await request.get('/api/payments/methods', {
    headers: { 'x-access-token': signedIn.access_token },
  });
  test.skip(!(await methods.json()).methods.includes('stripe'), 'run with -c playwright.credits.config.ts');
  await signInUi(page, customer.username, customer.password);
  await chooseCredits(page, '4', 'Card');
  await page.getByTestId('buy-credits').click();
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/pay/`));
  const session = [...stripe.state.sessions.values()].at(-1) as StripeSession;

  // While the customer is at Stripe, the invoice is paid another way (staff book a bank transfer) ...
  const marked = await request.patch('/api/credits/mark-as-paid', {
    headers: { 'x-access-token': await adminToken(request) },
    data: { id: Number(session.metadata.invoice_id) },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  // ... and the card payment arrives too: it goes back through Stripe, once.
  await payAndNotify(request, session);
  expect(stripe.state.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);

  await page.locator('#back').click();
  await page.waitForURL(/\/buy_credits\?payment=refunded/);
  await expect(page.getByTestId('payment-result-refunded')).toContainText(
    'the money is being returned to you in full. In the end nothing was charged.',
  );
  await expect(page.getByTestId('payment-result-cancelled')).toHaveCount(0);
  // The credits came once, with the invoice staff marked paid.
  await expect(page.getByTestId('header-balance')).toContainText('4 credits', { timeout: 15_000 });
});

test('a bank transfer is credited once an admin marks the invoice paid, and its PDF carries the totals', async ({
  page,
  browser,
  request,
}) => {
  await dismissCookies(page);
  const customer = await germanCustomer(request, 'bank');
  await signInUi(page, customer.username, customer.password);
  // A number past the largest purchase is named as such, with no price and no purchase (it was cut to the
  // largest on leaving the field and bought so).
  await chooseCredits(page, '99999999', 'Bank transfer');
  await expect(page.getByTestId('custom-count-error')).toContainText('1,000,000');
  await expect(page.getByTestId('price-summary')).toHaveCount(0);
  await expect(page.getByTestId('buy-credits')).toBeDisabled();
  await page.getByTestId('custom-count').fill('4');
  await expect(page.getByTestId('custom-count-error')).toHaveCount(0);
  // 4 credits at 2.50 EUR = 10.00 net, 19 % VAT = 1.90.
  await expect(page.getByTestId('price-total')).toHaveText('€11.90');
  await page.getByTestId('buy-credits').click();
  await expect(page.getByTestId('bank-instructions')).toBeVisible();
  await expect(page.getByTestId('bank-amount')).toHaveText('€11.90');
  await expect(page.getByText('DE89370400440532013000')).toBeVisible();

  // The admin finds the due invoice by the customer's name and marks it paid.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissCookies(admin);
  await signInUi(admin, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/agent_manager/agency_invoices');
  await admin.getByTestId('invoice-search').locator('input').fill(customer.username);
  await admin.getByTestId('invoice-search').locator('input').press('Enter');
  const row = admin.getByTestId('agency-invoices').locator('tr', { hasText: customer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Mark as paid' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByText('Invoice marked as paid.')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await adminContext.close();

  // The customer's page, still open, sees the credits arrive.
  await expect(page.getByTestId('bank-paid')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('header-balance')).toContainText('4 credits', { timeout: 15_000 });

  // The invoice PDF downloads from "My invoices" with the right totals and VAT.
  await page.goto('/my_invoices');
  const line = page.getByTestId('my-invoices').locator('tr', { hasText: '€11.90' });
  await expect(line.getByText('Paid', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    line.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d+\.pdf$/);
  const text = await pdfText(readFileSync(await download.path()));
  // The rate as English writes a percentage, as on the shop's invoices.
  expect(text).toContain('VAT 19%');
  expect(text).toContain('10.00');
  expect(text).toContain('1.90');
  expect(text).toContain('11.90');
  expect(text).toContain('Paid');
});

test('an admin adjusts a balance only with a reason, and the customer sees it in the ledger', async ({
  page,
  browser,
  request,
}) => {
  await dismissCookies(page);
  const customer = await germanCustomer(request, 'adjust');
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agent_balance');
  await page.getByTestId('balance-search').locator('input').fill(customer.username);
  await page.getByTestId('balance-search').locator('input').press('Enter');
  await page.getByTestId(`adjust-${customer.username}`).click();
  await page.getByTestId('adjust-amount').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A reason is required.')).toBeVisible();
  await page.getByTestId('adjust-reason').fill('Goodwill for a late file');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Balance updated.')).toBeVisible();
  await expect(page.getByTestId(`available-${customer.username}`)).toHaveText('5');

  const context = await browser.newContext();
  const own = await context.newPage();
  await dismissCookies(own);
  await signInUi(own, customer.username, customer.password);
  await own.goto('/credit_history');
  const entry = own.getByTestId('credit-history').locator('tr', { hasText: 'Goodwill for a late file' });
  await expect(entry).toContainText('+5');
  await expect(own.getByTestId('header-balance')).toContainText('5 credits');
  await context.close();
});

test('in German the balance dialog’s example amount has a decimal comma, as the field takes it', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const customer = await germanCustomer(request, 'adjustde');
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agent_balance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('balance-search').locator('input').fill(customer.username);
  await page.getByTestId('balance-search').locator('input').press('Enter');
  await page.getByTestId(`adjust-${customer.username}`).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toContainText('Positiv fügt hinzu, negativ zieht ab, z. B. 10 oder -2,5.');
  await expect(dialog).not.toContainText('-2.5');
  // Typed as the hint shows it, the amount is taken.
  await page.getByTestId('adjust-amount').fill('2,5');
  await page.getByTestId('adjust-reason').fill('Kulanz');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId(`available-${customer.username}`)).toHaveText('2,5');
});

/** Text without its spaces: a PDF holds placed runs of glyphs, not words, and a wrapped cell splits a run. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** Every text item of every page of a PDF, joined by spaces. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

test('a credit package is charged at its own price, not credits times the credit price', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const name = `Starter ${Date.now().toString(36)}`;
  const made = await request.post('/api/price', {
    headers: { 'x-access-token': await adminToken(request) },
    data: { name, credits: 5000, price: 4750, currency: 'EUR' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const customer = await germanCustomer(request, 'package');
  await signInUi(page, customer.username, customer.password);
  await page.goto('/buy_credits');
  // 50 credits at 2.50 EUR would be 125.00; the package costs 47.50 net.
  const choice = page.getByTestId('credit-packages').getByText(name);
  await expect(choice).toContainText('€47.50');
  await choice.click();
  await page.getByText('Bank transfer', { exact: true }).click();
  await expect(page.getByTestId('price-summary')).toContainText('€47.50');
  const total = (await page.getByTestId('price-total').textContent()) ?? '';
  await page.getByTestId('buy-credits').click();
  await expect(page.getByTestId('bank-amount')).toHaveText(total);
  const invoices = await request.get('/api/credits_user', {
    headers: {
      'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
    },
  });
  expect((await invoices.json()).items[0]).toMatchObject({ amount: 4750, count: 5000 });
});

test('an admin names a credit package per language; a German customer buys it and the invoice says so', async ({
  page,
  browser,
  request,
}) => {
  await dismissCookies(page);
  const stamp = Date.now().toString(36);
  const english = `Weekend pack ${stamp}`;
  const german = `Wochenendpaket ${stamp}`;
  const russian = `Пакет выходного дня ${stamp}`;
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/tuning_service/credit_packages');
  await page.getByTestId('add-credit-package').click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('Package name').fill(english);
  await form.getByLabel('Credits').fill('20');
  await form.getByLabel('Price').fill('19');
  await form.getByLabel('Currency').fill('EUR');
  await page.getByTestId('save-credit-package').click();
  const row = page.getByTestId('credit-package-table').locator('tr', { hasText: english });
  await expect(row).toContainText('19.00');

  await row.getByRole('button', { name: 'Languages' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#tr-de-name').fill(german);
  await dialog.locator('#tr-ru-name').fill(russian);
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  // Reopened, the dialog shows what was stored.
  await row.getByRole('button', { name: 'Languages' }).click();
  await expect(page.getByRole('dialog').locator('#tr-de-name')).toHaveValue(german);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A customer who signed up in German (profile language) and reads the page in German buys it by bank.
  const customer = freshIdentity('pkglang');
  const signup = await request.post('/api/auth/signup', {
    data: {
      username: customer.username,
      email: customer.email,
      password: customer.password,
      firstname: customer.firstname,
      lastname: customer.lastname,
      language: 'de',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { user } = await apiSignIn(request, customer.username, customer.password);
  const approve = await request.put(`/api/user/${user._id}`, {
    headers: { 'x-access-token': await adminToken(request) },
    data: { status: 1, verified: true, country: 'DE' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await dismissCookies(shopper);
  await signInUi(shopper, customer.username, customer.password);
  await shopper.goto('/buy_credits');
  const choice = shopper.getByTestId('credit-packages').getByText(german);
  await expect(choice).toBeVisible();
  await expect(shopper.getByTestId('credit-packages').getByText(english)).toHaveCount(0);
  await choice.click();
  await shopper.getByText('Banküberweisung', { exact: true }).click();
  await shopper.getByTestId('buy-credits').click();
  await expect(shopper.getByTestId('bank-amount')).toBeVisible();

  // The invoice line and its PDF name the package in German.
  await shopper.goto('/my_invoices');
  const line = shopper.getByTestId('my-invoices').locator('tr', { hasText: german });
  await expect(line).toBeVisible();
  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const mine = (await (
    await request.get('/api/credits_user', { headers: { 'x-access-token': token } })
  ).json()) as {
    items: { _id: number; item_name: string }[];
  };
  expect(mine.items[0].item_name).toBe(`${german} (20 Credits)`);
  const pdf = await request.get(`/api/credits/${mine.items[0]._id}/download_invoice`, {
    headers: { 'x-access-token': token },
  });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(squash(text)).toContain(squash(german));
  expect(squash(text)).not.toContain(squash(english));
  await context.close();

  // Letters beyond Western European ones print too: a Russian customer's invoice names the package in Russian.
  const ru = freshIdentity('pkgru');
  const ruSignup = await request.post('/api/auth/signup', {
    data: { ...ru, language: 'ru' },
  });
  expect(ruSignup.status(), await ruSignup.text()).toBe(200);
  const ruId = (await apiSignIn(request, ru.username, ru.password)).user._id;
  const ruApproved = await request.put(`/api/user/${ruId}`, {
    headers: { 'x-access-token': await adminToken(request) },
    data: { status: 1, verified: true, country: 'DE' },
  });
  expect(ruApproved.status(), await ruApproved.text()).toBe(200);
  const ruToken = (await apiSignIn(request, ru.username, ru.password)).access_token;
  const pkg = (await (await request.get('/api/price_all')).json()) as {
    items: { _id: number; name: string }[];
  };
  const bought = await request.post('/api/credits_user', {
    headers: { 'x-access-token': ruToken },
    data: { price_id: pkg.items.find((p) => p.name === english)?._id, payment_method: 'bank' },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const ruInvoice = (await bought.json()) as { invoice: { _id: number; item_name: string } };
  expect(ruInvoice.invoice.item_name).toBe(`${russian} (20 кредитов)`);
  const ruPdf = await request.get(`/api/credits/${ruInvoice.invoice._id}/download_invoice`, {
    headers: { 'x-access-token': ruToken },
  });
  expect(squash(await pdfText(await ruPdf.body()))).toContain(squash(`${russian} (20 кредитов)`));
});
