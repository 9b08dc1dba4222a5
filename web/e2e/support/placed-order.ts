import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './accounts';
import { auth } from './people';

/** An online main service of 10 credits, made by the admin: its id. */
export async function onlineService(request: APIRequestContext, adminToken: string, name: string) {
  const svc = await request.post('/api/service', {
    headers: auth(adminToken),
    data: {
      service_name: name,
      main_service: true,
      type_1_price: 1000,
      type_2_price: 1000,
      type_3_price: 1000,
      status: 'online',
    },
  });
  expect(svc.status(), await svc.text()).toBe(200);
  const made = (await svc.json()) as { _id?: number; service?: { _id: number } };
  return (made._id ?? made.service?._id) as number;
}

/** A new customer with 50 credits who orders `serviceId` through the API: the customer and the order's id. */
export async function customerOrder(
  request: APIRequestContext,
  adminToken: string,
  serviceId: number,
  prefix: string,
) {
  const customer = await createUser(request, prefix, { status: 1, verified: true });
  const credits = await request.post('/api/credits/adjust', {
    headers: auth(adminToken),
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
  return { customer, orderId };
}

/**
 * A customer with credits and one order of 10 credits placed through the API, for tests about what follows
 * an order (notices, notifications): the admin's session, the customer and the order's id.
 */
export async function placedOrder(request: APIRequestContext, prefix: string) {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const serviceId = await onlineService(request, admin.access_token, `${prefix} ${Date.now().toString(36)}`);
  return { admin, ...(await customerOrder(request, admin.access_token, serviceId, prefix.toLowerCase())) };
}
