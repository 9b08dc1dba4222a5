import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { enter, fieldError, writes } from './support/admin-forms';
import { pickOption } from './support/select';

/** Opens "Generate invoice" and picks the customer by typing part of their user name. */
async function openInvoiceDialog(page: Page, customer: { username: string; email: string }) {
  await page.goto('/admin/agent_manager/agency_invoices');
  await page.getByRole('button', { name: 'Generate invoice' }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel('Customer');
  await picker.click();
  await picker.fill(customer.username.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible').getByText(customer.email).click();
  return dialog;
}

// The invoice dialogs pick their customer through a server-side search, not a list of every user.
test('an admin generates an invoice for a customer found by typing part of their name', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'pickme', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const dialog = await openInvoiceDialog(page, customer);
  await expect(dialog.getByTestId('customer-search')).toContainText(customer.email);
  await dialog.getByLabel('Item').fill('Workshop training');
  await dialog.getByLabel(/^Net amount/).fill('120.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('invoice-search').locator('input').fill(customer.username);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  const row = page.getByTestId('agency-invoices').locator('tr', { hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Workshop training');
});

/** Opens "Generate invoice" and fills in a paid invoice of 7 credits for the customer. */
async function fillPaidInvoice(page: Page, customer: { username: string; email: string }) {
  const dialog = await openInvoiceDialog(page, customer);
  await dialog.getByLabel('Item').fill('Credits by hand');
  await dialog.getByLabel('Credits').fill('7');
  await dialog.getByLabel(/^Net amount/).fill('7.00');
  await pickOption(page, dialog.getByLabel('Status'), 'Paid');
  return dialog;
}

/** The customer's invoices in the staff list and their credit movements: one of each is expected. */
async function expectOneInvoiceAndMovement(
  page: Page,
  request: APIRequestContext,
  customer: { username: string; email: string; password: string },
) {
  await page.getByTestId('invoice-search').locator('input').fill(customer.username);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  await expect(page.getByTestId('agency-invoices').locator('tr', { hasText: customer.email })).toHaveCount(1);
  const own = await apiSignIn(request, customer.username, customer.password);
  const history = await request.get('/api/credits_history_user', {
    headers: { 'x-access-token': own.access_token },
  });
  expect(await history.json()).toMatchObject({ total: 1, balance: 700 });
}

const GENERATE = /\/api\/credits\/generate-invoice$/;

// A double click on Save must not make two paid invoices or add the credits twice.
test('a double click on Save makes one paid invoice and adds its credits once', async ({ page, request }) => {
  const customer = await createUser(request, 'twice', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (GENERATE.test(r.url())) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  const dialog = await fillPaidInvoice(page, customer);
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(dialog).toBeHidden();
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(1);
  await expectOneInvoiceAndMovement(page, request, customer);
});

// The answer is lost on the way back (the invoice was made); saving again gets that answer, not a second invoice.
test('saving again after a lost answer makes no second invoice', async ({ page, request }) => {
  const customer = await createUser(request, 'resend', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  let lost = false;
  await page.route(GENERATE, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const dialog = await fillPaidInvoice(page, customer);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The server cannot be reached.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectOneInvoiceAndMovement(page, request, customer);
});

// The net amount was a text box that only refused a minus sign: an amount over the server's limit was sent
// and refused with a message at the top of the page, and the dialog's own check said nothing about it.
test('a net amount that is no number, over the limit or below 0 stays with the reason; nothing is sent', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'netlimit', { status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const sent = writes(page, '/api/credits/generate-invoice');
  const dialog = await openInvoiceDialog(page, customer);
  await dialog.getByLabel('Item').fill('Over the limit');
  const net = dialog.getByLabel(/^Net amount/);
  const save = dialog.getByRole('button', { name: 'Save' });
  // Not a number at all: the box holds none, and the dialog asks for one.
  await enter({ field: net, typed: 'twelve', shows: '' });
  await save.click();
  await expect(fieldError(net)).toHaveText('Please fill in this field');
  const range = 'Enter a number from 0 to 100,000,000';
  await enter(
    { field: net, typed: '100000000.01', shows: '100000000.01', error: range },
    { field: net, typed: '-5', shows: '-5.00', error: range },
  );
  await save.click();
  await expect(fieldError(net)).toHaveText(range);
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);

  // Corrected, the invoice is made with the amount typed, in cents.
  await enter({ field: net, typed: '19.99', shows: '19.99', error: null });
  await save.click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  await page.getByTestId('invoice-search').locator('input').fill(customer.username);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  const row = page.getByTestId('agency-invoices').locator('tr', { hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Over the limit');
  const own = await apiSignIn(request, customer.username, customer.password);
  const invoices = await request.get('/api/credits_user', {
    headers: { 'x-access-token': own.access_token },
  });
  expect((await invoices.json()).items[0]).toMatchObject({ amount: 1999 });
});
