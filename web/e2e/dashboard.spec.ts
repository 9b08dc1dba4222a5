import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, nextLiveSocket, personPage } from './support/people';

test('the staff dashboard counts waiting orders and lists a new one without a reload', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const service = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: `Stage dash ${Date.now().toString(36)}`,
      main_service: true,
      type_1_price: 500,
      type_2_price: 500,
      type_3_price: 500,
      status: 'online',
    },
  });
  expect(service.status(), await service.text()).toBe(200);
  const created = (await service.json()) as { _id?: number; service?: { _id: number } };
  const serviceId = created._id ?? created.service?._id;
  const customer = await createUser(request, 'dashcust', { status: 1, verified: true });
  const credited = await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 1000, reason: 'e2e credits' },
  });
  expect(credited.status(), await credited.text()).toBe(200);
  const staff = await createUser(request, 'dashstaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { orders: true },
  });

  const page = await personPage(browser, staff.username, staff.password);
  const live = nextLiveSocket(page);
  await page.goto('/admin');
  const waiting = page.getByTestId('orders-pending').locator('.ant-statistic-content-value');
  await expect(waiting).toHaveText(/^\d+$/);
  const before = Number(await waiting.textContent());
  await live;

  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const site = (await (await request.get('/api/auth/get_site_data')).json()) as { supported_tools: string[] };
  const order = await request.post('/api/order', {
    headers: auth(token),
    multipart: {
      reg_no: 'DA5H123',
      make: 'Peugeot',
      model: '308',
      engine: '1.5 BlueHDi',
      tool: site.supported_tools[0] ?? 'KESS3',
      master_or_slave: 'master',
      ecu_brand: 'Bosch',
      services: String(serviceId),
      time_frame: 'asap',
      agree_terms: 'true',
      vehicle_info_correct: 'true',
      instructions_checked: 'true',
      original_file: { name: 'read.bin', mimeType: 'application/octet-stream', buffer: randomBytes(2048) },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = ((await order.json()) as { order: { _id: number } }).order._id;

  // Both follow the realtime events: no reload in between.
  await expect(waiting).toHaveText(String(before + 1), { timeout: 15_000 });
  const latest = page.getByTestId('orders-latest');
  await expect(latest.getByRole('link', { name: `#${id}` })).toBeVisible();
  await expect(latest).toContainText('Peugeot 308');
  await latest.getByRole('link', { name: `#${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage_orders/order_details/${id}$`));

  // Staff without the orders permission see no order figures.
  const other = await createUser(request, 'dashnone', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { dealers_manager: { dealers_list: true } },
  });
  const otherPage = await personPage(browser, other.username, other.password);
  await expect(otherPage.getByTestId('count-customers')).toBeVisible();
  await expect(otherPage.getByTestId('orders-pending')).toHaveCount(0);
});
