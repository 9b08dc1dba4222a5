import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

test('a customer rates the delivered file; staff see it on the order and in the dashboard averages', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const serviceName = `Stage rate ${Date.now().toString(36)}`;
  const service = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: serviceName,
      main_service: true,
      type_1_price: 500,
      type_2_price: 500,
      type_3_price: 500,
      status: 'online',
    },
  });
  expect(service.status(), await service.text()).toBe(200);
  const created = (await service.json()) as { _id?: number; service?: { _id: number } };
  const customer = await createUser(request, 'ratecust', { status: 1, verified: true });
  const credited = await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 1000, reason: 'e2e credits' },
  });
  expect(credited.status(), await credited.text()).toBe(200);
  const staff = await createUser(request, 'ratestaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { orders: true },
  });

  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const site = (await (await request.get('/api/auth/get_site_data')).json()) as { supported_tools: string[] };
  const order = await request.post('/api/order', {
    headers: auth(token),
    multipart: {
      reg_no: 'RA7E123',
      make: 'Skoda',
      model: 'Superb',
      engine: '2.0 TDI',
      tool: site.supported_tools[0] ?? 'KESS3',
      master_or_slave: 'master',
      ecu_brand: 'Bosch',
      services: String(created._id ?? created.service?._id),
      time_frame: 'asap',
      agree_terms: 'true',
      vehicle_info_correct: 'true',
      instructions_checked: 'true',
      original_file: { name: 'read.bin', mimeType: 'application/octet-stream', buffer: randomBytes(2048) },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = ((await order.json()) as { order: { _id: number } }).order._id;
  const staffToken = (await apiSignIn(request, staff.username, staff.password)).access_token;
  const delivered = await request.put(`/api/order/${id}/submit_order`, {
    headers: auth(staffToken),
    multipart: {
      modified_file: { name: 'tuned.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1024) },
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // The customer rates through the form on the order page.
  const page = await personPage(browser, customer.username, customer.password);
  await page.goto(`/order_details/${id}`);
  const card = page.getByTestId('order-rating');
  await card.getByRole('radio').nth(3).click();
  await card.getByLabel('Comment (optional)').fill('Pulls well, no warning lights.');
  await card.getByTestId('send-rating').click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(card.getByText('Pulls well, no warning lights.')).toBeVisible();
  await expect(card.getByTestId('send-rating')).toHaveCount(0);

  // Staff read it on the order, with who delivered, and in the dashboard averages.
  const staffPage = await personPage(browser, staff.username, staff.password);
  await staffPage.goto(`/admin/manage_orders/order_details/${id}`);
  const staffCard = staffPage.getByTestId('order-rating');
  await expect(staffCard.getByText('Pulls well, no warning lights.')).toBeVisible();
  await expect(staffCard.getByText(`Delivered by ${staff.username}`)).toBeVisible();
  await staffPage.goto('/admin');
  const byStaff = staffPage.getByTestId('ratings-by-staff');
  await byStaff.getByRole('button', { name: 'Show as table' }).click();
  await expect(byStaff.getByRole('row', { name: new RegExp(staff.username) })).toContainText('4.0');
  const byService = staffPage.getByTestId('ratings-by-service');
  await byService.getByRole('button', { name: 'Show as table' }).click();
  await expect(byService.getByRole('row', { name: new RegExp(serviceName) })).toContainText('4.0');
});
