import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

test('the bell reads notifications written earlier in the language picked now', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const svc = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: `Bell ${Date.now().toString(36)}`,
      main_service: true,
      type_1_price: 1000,
      type_2_price: 1000,
      type_3_price: 1000,
      status: 'online',
    },
  });
  expect(svc.status(), await svc.text()).toBe(200);
  const made = (await svc.json()) as { _id?: number; service?: { _id: number } };
  const serviceId = made._id ?? made.service?._id;
  const customer = await createUser(request, 'belllang', { status: 1, verified: true });
  const credits = await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 5000, reason: 'e2e credits' },
  });
  expect(credits.status(), await credits.text()).toBe(200);
  const session = await apiSignIn(request, customer.username, customer.password);
  const site = (await (await request.get('/api/auth/get_site_data')).json()) as { supported_tools: string[] };
  const placed = await request.post('/api/order', {
    headers: auth(session.access_token),
    multipart: {
      original_file: { name: 'read.bin', mimeType: 'application/octet-stream', buffer: randomBytes(4096) },
      make: 'Audi',
      model: 'A4',
      engine: '2.0 TDI',
      reg_no: 'AB12CDE',
      tool: site.supported_tools[0] ?? 'KESS3',
      master_or_slave: 'master',
      ecu_brand: 'Bosch EDC17',
      services: String(serviceId),
      time_frame: 'asap',
      agree_terms: 'true',
      vehicle_info_correct: 'true',
      instructions_checked: 'true',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = ((await placed.json()) as { order: { _id: number } }).order._id;
  // Written while the customer's account is in English.
  const changed = await request.put(`/api/order/${orderId}/change_status`, {
    headers: auth(admin.access_token),
    data: { status: 'in_progress' },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/credit_history');
  await page.getByTestId('notification-bell').click();
  const popover = page.locator('.ant-popover');
  await expect(popover).toContainText(`Order #${orderId}: In progress`);
  await page.keyboard.press('Escape');

  await page.getByTestId('language-picker').click();
  await page.getByTitle('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('notification-bell').click();
  await expect(popover).toContainText(`Auftrag #${orderId}: In Bearbeitung`);
  await expect(popover).not.toContainText('In progress');

  // Still German after a reload: the page and the account both hold the language now.
  await page.reload();
  await page.getByTestId('notification-bell').click();
  await expect(page.locator('.ant-popover')).toContainText(`Auftrag #${orderId}: In Bearbeitung`);
  await page.context().close();
});
