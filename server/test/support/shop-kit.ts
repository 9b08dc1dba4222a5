/** Shop test kit: catalogue records through the API and many signed-in customers quickly. */
import { randomBytes } from 'node:crypto';
import { ROLE, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { insertUser } from '../../src/modules/users/repo.js';
import { buildTestApp, createAdmin } from '../helpers.js';

export type Headers = { 'x-access-token': string };

/** A verified, active customer with a token, without the password round trip (for races of many buyers). */
export async function quickCustomer(
  app: FastifyInstance,
  country = 'DE',
): Promise<{ id: number; headers: Headers }> {
  const name = `buyer_${randomBytes(5).toString('hex')}`;
  const id = await insertUser(app.db, {
    username: name,
    email: `${name}@example.test`,
    password_hash: 'x',
    firstname: 'Buyer',
    lastname: name,
    role_id: ROLE.CUSTOMER,
    status: USER_STATUS.ACTIVE,
    verified: true,
    country,
  } as never);
  return { id, headers: { 'x-access-token': app.signAccessToken(id) } };
}

export async function post(app: FastifyInstance, url: string, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
}
export async function get(app: FastifyInstance, url: string, headers?: Headers) {
  return app.inject({ method: 'GET', url: `/api${url}`, headers });
}

export async function ok(app: FastifyInstance, url: string, headers: Headers, payload: object) {
  const res = await post(app, url, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let n = 0;
/** A published product (JSON add) with an extra option. */
export async function addProduct(app: FastifyInstance, admin: Headers, over: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${n}${randomBytes(2).toString('hex')}`;
  const body = await ok(app, '/shop/product/add', admin, {
    name: `Cable ${tag}`,
    slug: `cable-${tag}`,
    product_code: `C${tag}`.slice(0, 10),
    price: 5000,
    inventory: 20,
    status: 'published',
    extra_options: [{ name: 'OBD adapter', price: 2000 }],
    ...over,
  });
  return body.product as { _id: number; slug: string; product_code: string; inventory: number };
}

export async function addShipping(app: FastifyInstance, admin: Headers, over: Record<string, unknown> = {}) {
  const body = await ok(app, '/shop/shipping_method/add', admin, {
    name: 'Parcel',
    local_shipping_cost: 500,
    international_shipping_cost: 2000,
    local_shipping_time: '1-2 days',
    international_shipping_time: '5-8 days',
    charge_per_product: false,
    ...over,
  });
  return body.shipping_method as { _id: number };
}

export const address = (country = 'DE') => ({
  name: 'Test Buyer',
  address: 'Main street 1',
  city: 'Berlin',
  zip: '10115',
  country,
  phone: '+49 30 1234',
});

/**
 * What most shop tests start from: a test app with an admin and one shipping method; `env` adds settings,
 * e.g. a payment provider's keys.
 */
export async function shopTestApp(env: NodeJS.ProcessEnv = {}) {
  const app = await buildTestApp({}, env);
  const admin = await createAdmin(app);
  const shippingId = (await addShipping(app, admin.headers))._id as number;
  return { app, admin, shippingId };
}

/** A paid shop order in processing, written straight to its table (for mails about its next status). */
export async function processingShopOrder(
  app: FastifyInstance,
  userId: number,
  invoice: string,
): Promise<number> {
  const [id] = await app.db('shop_orders').insert({
    user_id: userId,
    status: 'processing',
    items: JSON.stringify([]),
    subtotal: 1000,
    discount: 0,
    shipping_cost: 0,
    net: 1000,
    vat_bp: 0,
    vat: 0,
    total: 1000,
    currency: 'EUR',
    shipping_method: JSON.stringify({ name: 'Parcel', time: '2 days', local: true }),
    address: JSON.stringify({
      name: 'B',
      address: 'S 1',
      city: 'Berlin',
      zip: '10115',
      country: 'DE',
      phone: '',
    }),
    payment_method: 'stripe',
    paid_at: new Date(),
    invoice_no: invoice,
    created_at: new Date(),
    updated_at: new Date(),
  });
  return Number(id);
}
