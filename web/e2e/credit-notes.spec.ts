import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, freshIdentity, signInUi } from './support/accounts';

test('staff correct a paid invoice with a credit note; the customer finds both in My invoices', async ({
  browser,
  request,
}) => {
  const admin = (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
  const headers = { 'x-access-token': admin };
  // German accounts of their own: the shared admin's language stays as other specs expect it.
  const shape = async (data: Record<string, unknown>, prefix: string) => {
    const who = freshIdentity(prefix);
    const signup = await request.post('/api/auth/signup', { data: { ...who, language: 'de' } });
    expect(signup.status(), await signup.text()).toBe(200);
    const id = (await apiSignIn(request, who.username, who.password)).user._id;
    const put = await request.put(`/api/user/${id}`, {
      headers,
      data: { status: 1, verified: true, ...data },
    });
    expect(put.status(), await put.text()).toBe(200);
    return { ...who, id };
  };
  const staff = await shape({ role_id: 1 }, 'cnstaff');
  const customer = await shape({ role_id: 2, country: 'DE' }, 'cncustomer');
  const made = await request.post('/api/credits/generate-invoice', {
    headers,
    data: { user: customer.id, item_name: '10 Credits', count: 1000, amount: 5000, vat: 19, status: 'paid' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const invoice = (await made.json()) as { _id: number; invoice: string };

  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await staffContext.newPage();
  await dismissCookies(page);
  await signInUi(page, staff.username, staff.password);
  await page.goto('/admin/agent_manager/agency_invoices');
  await page.getByTestId('invoice-search').locator('input').fill(customer.email);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  await page.getByTestId(`credit-note-${invoice._id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Stornorechnung zu Rechnung ${invoice.invoice}`);
  await expect(dialog).toContainText('storniert die gesamte Rechnung');
  // The reason is required.
  await page.getByTestId('credit-note-confirm').click();
  await expect(dialog).toContainText('Ein Grund ist erforderlich');
  await page.getByTestId('credit-note-reason').fill('Versehentlich als bezahlt markiert');
  await page.getByTestId('credit-note-confirm').click();
  await expect(page.getByText(/Stornorechnung CN-\d{4}-\d{6} ausgestellt\./)).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId('agency-invoices').locator('tbody tr.ant-table-row');
  const noteRow = rows.filter({ hasText: /CN-\d{4}-\d{6}/ });
  await expect(noteRow).toContainText(`Storniert ${invoice.invoice}`);
  await expect(noteRow.locator('.ant-tag', { hasText: 'Stornorechnung' })).toBeVisible();
  await expect(noteRow).toContainText('-59,50');
  const invoiceRow = rows.filter({ hasText: invoice.invoice }).filter({ hasNotText: /CN-/ });
  await expect(invoiceRow.locator('.ant-tag', { hasText: 'Storniert' })).toBeVisible();
  // Credited once: the action is gone.
  await expect(page.getByTestId(`credit-note-${invoice._id}`)).toHaveCount(0);
  await staffContext.close();

  const customerContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const mine = await customerContext.newPage();
  await dismissCookies(mine);
  await signInUi(mine, customer.username, customer.password);
  await mine.goto('/my_invoices');
  const list = mine.getByTestId('my-invoices').locator('tbody tr.ant-table-row');
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText(/CN-\d{4}-\d{6}/);
  await expect(list.nth(0)).toContainText(`Storniert ${invoice.invoice}`);
  await expect(list.nth(0).locator('.ant-tag', { hasText: 'Stornorechnung' })).toBeVisible();
  await expect(list.nth(0)).toContainText('-59,50');
  await expect(list.nth(1).locator('.ant-tag', { hasText: 'Storniert' })).toBeVisible();
  const download = mine.waitForEvent('download');
  await list.nth(0).getByRole('button').last().click();
  expect((await download).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
  await customerContext.close();
});

test('after a refused credit note, one for another invoice goes through at the first click', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const who = freshIdentity('cnretry');
  const signup = await request.post('/api/auth/signup', { data: who });
  expect(signup.status(), await signup.text()).toBe(200);
  const id = (await apiSignIn(request, who.username, who.password)).user._id;
  const put = await request.put(`/api/user/${id}`, {
    headers,
    data: { status: 1, verified: true, role_id: 2 },
  });
  expect(put.status(), await put.text()).toBe(200);
  const paid = async (count: number) => {
    const made = await request.post('/api/credits/generate-invoice', {
      headers,
      data: { user: id, item_name: 'Credits', count, amount: 5000, vat: 19, status: 'paid' },
    });
    expect(made.status(), await made.text()).toBe(200);
    return (await made.json()) as { _id: number; invoice: string };
  };
  // 10 credits, then 5; 10 spent: the first invoice's note is refused, the second's can take its 5 back.
  const first = await paid(1000);
  const second = await paid(500);
  const spent = await request.post('/api/credits/adjust', {
    headers,
    data: { user_id: id, amount: -1000, reason: 'spent' },
  });
  expect(spent.status(), await spent.text()).toBe(200);

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agency_invoices');
  await page.getByTestId('invoice-search').locator('input').fill(who.email);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  const issue = async (invoiceId: number) => {
    await page.getByTestId(`credit-note-${invoiceId}`).click();
    await page.getByTestId('credit-note-reason').fill('Marked paid by mistake');
    await page.getByTestId('credit-note-confirm').click();
  };
  await issue(first._id);
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: /only 5 credits available/ }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await issue(second._id);
  await expect(page.getByText(/Credit note CN-\d{4}-\d{6} issued\./)).toBeVisible();
  await expect(page.getByTestId(`credit-note-${second._id}`)).toHaveCount(0);
});
