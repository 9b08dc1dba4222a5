import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

test('a customer reads the services of their orders in the language picked in the page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const stamp = Date.now().toString(36);
  const english = `Exhaust valve ${stamp}`;
  const german = `Abgasklappe ${stamp}`;
  const svc = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: english,
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
  const named = await request.put(`/api/catalogue/translations/service/${serviceId}`, {
    headers: auth(admin.access_token),
    data: { translations: { de: { name: german } } },
  });
  expect(named.status(), await named.text()).toBe(200);

  // The profile stays English; only the page is switched to German.
  const customer = await createUser(request, 'ordlang', { status: 1, verified: true });
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
  const order = (await placed.json()) as { order: { _id: number } };

  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/your_order');
  const row = page.locator('tr', { hasText: `${order.order._id}` }).first();
  await expect(row).toContainText(english);

  await page.getByTestId('language-picker').click();
  await page.getByTitle('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The list already on screen is read again in German, without a reload.
  await expect(row).toContainText(german);
  await expect(row).not.toContainText(english);

  await page.goto(`/order_details/${order.order._id}`);
  await expect(page.getByText(german).first()).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);
  await page.context().close();
});
