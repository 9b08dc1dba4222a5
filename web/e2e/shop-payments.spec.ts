import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PAYPAL_FAKE_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickCountry, pickOption } from './support/select';
import { auth } from './support/people';

/*
 * A shop order paid with PayPal and refunded: the customer pays at a local PayPal stand-in (OAuth, Orders
 * v2, capture, refund as PayPal documents them) and comes back to the success page; staff cancel the paid
 * order and both staff and customer read that the money went back through PayPal.
 */

interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  custom_id: string;
  amount: { currency_code: string; value: string };
  return_url: string;
  refunds: string[];
}
const CLIENT = 'pp-e2e-client';
const SECRET = 'pp-e2e-secret';
const TOKEN = `A21AA${randomBytes(6).toString('hex')}`;
const orders = new Map<string, PaypalOrder>();
let paypal: Server;

const view = (o: PaypalOrder) => ({
  id: o.id,
  status: o.status,
  links: [{ rel: 'payer-action', href: `http://127.0.0.1:${PAYPAL_FAKE_PORT}/checkoutnow?token=${o.id}` }],
  purchase_units: [
    {
      custom_id: o.custom_id,
      amount: o.amount,
      payments:
        o.status === 'COMPLETED'
          ? { captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED', amount: o.amount }] }
          : undefined,
    },
  ],
});

function startPaypal(): Promise<void> {
  paypal = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    // The buyer's approval page: paying approves the order and goes back to the shop.
    if (url.pathname === '/checkoutnow') {
      const o = orders.get(url.searchParams.get('token') ?? '');
      if (!o) return json(404, {});
      if (req.method === 'POST') {
        o.status = 'APPROVED';
        res.writeHead(303, { location: `${o.return_url}&token=${o.id}` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<html><body><form method="post"><button id="pp-pay">Pay ${o.amount.value} ${o.amount.currency_code}</button></form></body></html>`,
      );
    }
    if (url.pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== basic) return json(401, { error: 'invalid_client' });
      return json(200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const b = JSON.parse(body);
      const o: PaypalOrder = {
        id: `PP${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'CREATED',
        custom_id: b.purchase_units[0].custom_id,
        amount: b.purchase_units[0].amount,
        return_url: b.payment_source.paypal.experience_context.return_url,
        refunds: [],
      };
      orders.set(o.id, o);
      return json(201, view(o));
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    if (req.method === 'POST' && capture) {
      const o = orders.get(capture[1]);
      if (!o) return json(404, {});
      if (o.status !== 'APPROVED') return json(422, { name: 'UNPROCESSABLE_ENTITY' });
      o.status = 'COMPLETED';
      return json(201, view(o));
    }
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && read && orders.has(read[1]))
      return json(200, view(orders.get(read[1]) as PaypalOrder));
    const refund = /^\/v2\/payments\/captures\/CAP-([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const o = orders.get(refund[1]);
      if (o?.status !== 'COMPLETED') return json(404, {});
      if (!o.refunds.length) o.refunds.push(`RF${randomBytes(4).toString('hex').toUpperCase()}`);
      return json(201, { id: o.refunds[0], status: 'COMPLETED' });
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND' });
  });
  return new Promise((resolve) => paypal.listen(PAYPAL_FAKE_PORT, '127.0.0.1', () => resolve()));
}

const TAG = Date.now().toString(36);
const PRODUCT = `PayPal Cable ${TAG}`;
let admin: { 'x-access-token': string };

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as unknown;
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  await startPaypal();
  admin = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  await ok(
    await request.put('/api/payments/providers/paypal/keys', {
      headers: admin,
      data: { keys: { client_id: CLIENT, client_secret: SECRET, webhook_id: 'WH-E2E' } },
    }),
  );
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, paypal_payment: true },
    }),
  );
  await ok(
    await request.post('/api/shop/shipping_method/add', {
      headers: admin,
      data: {
        name: `Post ${TAG}`,
        local_shipping_cost: 0,
        international_shipping_cost: 0,
        local_shipping_time: '2 days',
        international_shipping_time: '6 days',
      },
    }),
  );
  await ok(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: PRODUCT,
        slug: `paypal-cable-${TAG}`,
        product_code: `P${TAG}`.slice(0, 10),
        price: 4000,
        inventory: 3,
        status: 'published',
      },
    }),
  );
});

test.afterAll(async ({ request }) => {
  // Later specs meet the site without PayPal, as it was.
  await request.post('/api/shop/settings/update', { headers: admin, data: { paypal_payment: false } });
  await request.put('/api/payments/providers/paypal/keys', {
    headers: admin,
    data: { keys: { client_id: null, client_secret: null, webhook_id: null } },
  });
  await new Promise<void>((r) => paypal.close(() => r()));
});

test('a shop order is paid with PayPal, and cancelling it refunds the payment through PayPal', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'ppbuyer', { role_id: 2, status: 1, verified: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop');
  await page.getByTestId('shop-product-card').filter({ hasText: PRODUCT }).click();
  await page.getByTestId('shop-add-to-cart').click();
  await page.goto('/shop/checkout');
  await page.locator('#name').fill('Pay Pal Buyer');
  await page.locator('#address').fill('Long street 5');
  await page.locator('#city').fill('Vienna');
  await pickCountry(page, page.locator('#country'), 'AT');
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Post ${TAG}`);
  await page.getByLabel('PayPal').check();
  await page.getByTestId('shop-place-order').click();

  // At PayPal: the amount asked is the order's; paying brings the buyer back to the success page.
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${PAYPAL_FAKE_PORT}/checkoutnow`));
  const ppOrder = [...orders.values()].at(-1) as PaypalOrder;
  expect(ppOrder.custom_id).toMatch(/^shop-\d+$/);
  await page.locator('#pp-pay').click();
  await page.waitForURL(/\/shop\/checkout\/success\/SO-/);
  const invoice = page.url().split('/').pop() as string;
  await page.goto(`/shop/order/${invoice}`);
  await expect(page.getByTestId('shop-order-status')).toHaveText('Paid');

  // Staff cancel the paid order: the refund goes through PayPal at once.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await dismissCookies(staff);
  await signInUi(staff, ADMIN.login, ADMIN.password);
  await staff.goto('/admin/shop_manager/orders');
  await staff.getByRole('link', { name: invoice }).click();
  await staff.getByTestId('shop-action-cancel').click();
  await staff.getByRole('dialog').locator('#reason').fill('Sold out at the supplier');
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByTestId('shop-order-status')).toHaveText('Cancelled');
  expect(ppOrder.refunds).toHaveLength(1);
  await expect(staff.getByTestId('shop-order-refund')).toHaveText(
    `Refunded through PayPal (refund ${ppOrder.refunds[0]}).`,
  );

  // The customer's page follows and says the money went back.
  await expect(page.getByTestId('shop-order-status')).toHaveText('Cancelled', { timeout: 20_000 });
  await expect(page.getByTestId('shop-order-refund')).toContainText('Refunded through PayPal');
  await staffContext.close();
  await context.close();
});

test('a paid bank-transfer order that is cancelled shows staff a refund to make by hand, which they mark as made', async ({
  page,
  browser,
  request,
}) => {
  const customer = await createUser(request, 'bankbuyer', { role_id: 2, status: 1, verified: true });
  const buyer = auth((await apiSignIn(request, customer.username, customer.password)).access_token);
  const products = await (
    await request.get(`/api/shop/product/get_all?name=${encodeURIComponent(PRODUCT)}`)
  ).json();
  const shipping = await (await request.get('/api/shop/shipping_method/get_all', { headers: buyer })).json();
  await ok(
    await request.post('/api/shop/cart/add_item', {
      headers: buyer,
      data: { product_id: products.items[0]._id, quantity: 1 },
    }),
  );
  await ok(await request.post('/api/shop/settings/update', { headers: admin, data: { bank_payment: true } }));
  const placed = (await ok(
    await request.post('/api/shop/checkout', {
      headers: buyer,
      data: {
        shipping_method_id: shipping.items.at(-1)._id,
        payment_method: 'bank',
        address: {
          name: 'Bank Buyer',
          address: 'Quay 2',
          city: 'Graz',
          zip: '8010',
          country: 'AT',
          phone: '',
        },
      },
    }),
  )) as { order: { _id: number; invoice_no: string } };
  const id = placed.order._id;
  await ok(
    await request.post('/api/shop/order/mark_as_paid', {
      headers: admin,
      data: { order_id: id, payment_method: 'bank', txn_id: `BANK-${TAG}` },
    }),
  );
  await ok(
    await request.post('/api/shop/order/cancel', {
      headers: admin,
      data: { order_id: id, reason: 'Out of stock' },
    }),
  );

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/orders?status=cancelled');
  const row = page.getByRole('row').filter({ hasText: placed.order.invoice_no });
  await expect(row.getByTestId('shop-refund-due')).toHaveText('Refund due');
  await row.getByRole('link', { name: placed.order.invoice_no }).click();
  await expect(page.getByTestId('shop-order-refund')).toHaveText(
    'Refund due: Bank transfer cannot be refunded from here. Please refund the customer by hand.',
  );

  // Staff refund by bank themselves and say so, with their transfer's reference.
  await page.getByTestId('shop-mark-refunded').click();
  await page.getByTestId('shop-refund-reference').fill(`RET-${TAG}`);
  await page.getByTestId('shop-mark-refunded-save').click();
  await expect(page.getByTestId('shop-refunded')).toHaveText('Refunded');
  await expect(page.getByTestId('shop-order-refund')).toHaveText(`Refunded by hand (reference RET-${TAG}).`);
  await expect(page.getByTestId('shop-mark-refunded')).toHaveCount(0);
  await page.goto('/admin/shop_manager/orders?status=cancelled');
  await expect(row.getByTestId('shop-refunded')).toHaveText('Refunded');
  await expect(row.getByTestId('shop-refund-due')).toHaveCount(0);

  // The customer's order page says the money went back.
  const context = await browser.newContext();
  const mine = await context.newPage();
  await dismissCookies(mine);
  await signInUi(mine, customer.username, customer.password);
  await mine.goto(`/shop/order/${placed.order.invoice_no}`);
  await expect(mine.getByTestId('shop-order-refund')).toHaveText(
    `Your payment has been refunded (reference RET-${TAG}).`,
  );
  await context.close();
});
