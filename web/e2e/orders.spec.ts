import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage, downloadBytes, pickFirstTool } from './support/people';

async function held(request: APIRequestContext, token: string) {
  const res = await request.get('/api/credits_balance_user', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { credits: { balance: number; held: number; available: number } }).credits;
}

test('an order goes from the customer to staff and back live; cancelling returns the credits', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const serviceName = `Stage 1 ${Date.now().toString(36)}`;
  const svc = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: serviceName,
      main_service: true,
      type_1_price: 1000,
      type_2_price: 2000,
      type_3_price: 1500,
      status: 'online',
    },
  });
  expect(svc.status(), await svc.text()).toBe(200);
  const serviceId = (await svc.json()) as { _id?: number; service?: { _id: number } };
  const sid = serviceId._id ?? serviceId.service?._id;
  const customer = await createUser(request, 'ordercust', { status: 1, verified: true });
  const other = await createUser(request, 'orderother', { status: 1, verified: true });
  const staff = await createUser(request, 'orderstaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { orders: true },
  });
  const adjust = await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 5000, reason: 'e2e credits' },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);

  // Staff watch the pending list before the order exists.
  const staffPage = await personPage(browser, staff.username, staff.password);
  await staffPage.goto('/admin/manage_orders/pending_orders');
  await expect(staffPage.getByTestId('order-table')).toBeVisible();

  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/');
  await expect(page.getByTestId('credit-balance')).toContainText('50');
  await page.locator('#order-reg-no').fill('AB12CDE');
  await page.getByText('Type it in').click();
  await page.locator('#order-make').fill('Audi');
  await page.locator('#order-model').fill('A4');
  await page.locator('#order-engine').fill('2.0 TDI');
  await pickFirstTool(page);
  await page.locator('#order-ecu-brand').fill('Bosch EDC17');
  const original = randomBytes(4 * 1024 * 1024);
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2048)]);
  const inputs = page.locator('input[type=file]');
  await inputs
    .nth(0)
    .setInputFiles({ name: 'read.bin', mimeType: 'application/octet-stream', buffer: original });
  await inputs.nth(1).setInputFiles({ name: 'extras.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText(serviceName).click();
  await expect(page.getByTestId('order-total')).toContainText('10');
  await page.getByText('I agree to the terms').click();
  await page.getByText('The vehicle information is correct').click();
  await page.getByText('I have checked the instructions').click();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/order_details\/\d+$/, { timeout: 30_000 });
  const orderId = Number(page.url().split('/').pop());
  expect(
    (await held(request, (await apiSignIn(request, customer.username, customer.password)).access_token)).held,
  ).toBe(1000);
  await page.goto('/');
  await expect(page.getByTestId('credit-balance')).toContainText('40');
  await page.goto(`/order_details/${orderId}`);
  await expect(page.getByTestId('order-status').first()).toContainText('Pending');

  // The staff list shows the new order without a reload.
  await staffPage.getByTestId(`order-link-${orderId}`).click();
  expect((await downloadBytes(staffPage, 'download-original')).equals(original)).toBe(true);
  expect((await downloadBytes(staffPage, 'download-extras')).equals(zip)).toBe(true);
  const modified = randomBytes(4 * 1024 * 1024);
  await staffPage
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'tuned.bin', mimeType: 'application/octet-stream', buffer: modified });
  await staffPage.getByTestId('deliver').click();
  await expect(staffPage.getByTestId('order-status').first()).toContainText('Completed');
  // The timeline tells staff who delivered it, by name.
  await expect(staffPage.getByTestId('timeline-event').last()).toContainText(
    `by ${staff.firstname} ${staff.lastname}`,
  );

  // The customer's open page follows live.
  await expect(page.getByTestId('order-status').first()).toContainText('Completed', { timeout: 15_000 });
  expect((await downloadBytes(page, 'download-modified')).equals(modified)).toBe(true);

  // A second order, cancelled by the customer: its credits come back.
  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const site = (await (await request.get('/api/auth/get_site_data')).json()) as { supported_tools: string[] };
  const second = await request.post('/api/order', {
    headers: auth(token),
    multipart: {
      reg_no: 'XY99ZZZ',
      make: 'Ford',
      model: 'Focus',
      engine: '1.0',
      tool: site.supported_tools[0],
      master_or_slave: 'master',
      ecu_brand: 'Siemens',
      services: String(sid),
      time_frame: 'asap',
      agree_terms: 'true',
      vehicle_info_correct: 'true',
      instructions_checked: 'true',
      original_file: { name: 'second.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1024) },
    },
  });
  expect(second.status(), await second.text()).toBe(200);
  const secondId = ((await second.json()) as { order: { _id: number } }).order._id;
  const before = await held(request, token);
  expect(before.held).toBe(1000);
  await page.goto(`/order_details/${secondId}`);
  await page.getByTestId('cancel-order').click();
  await page.locator('#cancel-reason').fill('Wrong file');
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('order-status').first()).toContainText('Cancelled');
  await expect(page.getByTestId('timeline-event').last()).toContainText('by the customer');
  // The reason is isolated (U+2068 ... U+2069) so it keeps its own direction in right-to-left pages.
  await expect(page.getByTestId('timeline-event').last()).toContainText('Reason: \u2068Wrong file\u2069');
  const after = await held(request, token);
  expect(after.held).toBe(0);
  expect(after.available).toBe(before.available + 1000);

  // Another customer sees neither the order nor its files.
  const otherToken = (await apiSignIn(request, other.username, other.password)).access_token;
  expect((await request.get(`/api/order/${orderId}`, { headers: auth(otherToken) })).status()).toBe(404);
  expect(
    (await request.get(`/api/order/${orderId}/download_old_file`, { headers: auth(otherToken) })).status(),
  ).toBe(404);
  const otherPage = await personPage(browser, other.username, other.password);
  await otherPage.goto(`/order_details/${orderId}`);
  await expect(otherPage.getByText('Order not found.')).toBeVisible();
  await otherPage.goto('/your_order');
  await expect(otherPage.getByTestId(`order-link-${orderId}`)).toHaveCount(0);
});
