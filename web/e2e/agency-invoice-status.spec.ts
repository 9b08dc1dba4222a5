import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, freshIdentity, signInUi } from './support/accounts';

test('staff see an invoice’s status beside its actions at 1366 px in Spanish, not under them', async ({
  browser,
  request,
}) => {
  const admin = (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
  const headers = { 'x-access-token': admin };
  // A Spanish staff account of its own: the shared admin's language stays as other specs expect it.
  const shape = async (data: Record<string, unknown>, language: string, prefix: string) => {
    const who = freshIdentity(prefix);
    const signup = await request.post('/api/auth/signup', { data: { ...who, language } });
    expect(signup.status(), await signup.text()).toBe(200);
    const id = (await apiSignIn(request, who.username, who.password)).user._id;
    const put = await request.put(`/api/user/${id}`, {
      headers,
      data: { status: 1, verified: true, ...data },
    });
    expect(put.status(), await put.text()).toBe(200);
    return { ...who, id };
  };
  const staff = await shape({ role_id: 1 }, 'es', 'invstaff');
  // A long e-mail address and a bank transfer: the widest row the list shows.
  const customer = await shape({ role_id: 2, country: 'DE' }, 'es', 'invoicewidthcustomerwithlongname');
  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const bought = await request.post('/api/credits_user', {
    headers: { 'x-access-token': token },
    data: { count: 5000, payment_method: 'bank' },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const invoice = ((await bought.json()) as { invoice: { _id: number } }).invoice._id;

  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, staff.username, staff.password);
  await page.goto('/admin/agent_manager/agency_invoices');
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();
  const row = page.getByTestId('agency-invoices').locator('tr', { hasText: customer.email });
  const statusCell = row.locator('td').filter({ hasText: 'Pendiente' });
  await expect(statusCell).toHaveCount(1);
  const actions = page.getByTestId(`mark-paid-${invoice}`).locator('xpath=ancestor::td[1]');
  const statusBox = await statusCell.boundingBox();
  const actionsBox = await actions.boundingBox();
  if (!statusBox || !actionsBox) throw new Error('cells not drawn');
  // The whole status cell lies before the actions cell, and what is drawn at its tag is the tag itself.
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(actionsBox.x + 1);
  const tag = await statusCell.locator('.ant-tag').boundingBox();
  if (!tag) throw new Error('tag not drawn');
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.ant-tag')?.textContent ?? null,
    { x: tag.x + tag.width / 2, y: tag.y + tag.height / 2 },
  );
  expect(hit).toBe('Pendiente');
  const header = page.getByRole('columnheader', { name: 'Estado' });
  const headerBox = await header.boundingBox();
  const actionsHeader = await page.getByRole('columnheader', { name: 'Acciones' }).boundingBox();
  if (!headerBox || !actionsHeader) throw new Error('headers not drawn');
  expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(actionsHeader.x + 1);
  await context.close();
});
