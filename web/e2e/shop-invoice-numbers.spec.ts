import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * A customer's shop orders list each order under its order number and, once paid, under the number of the
 * invoice it was paid with: an order cancelled unpaid in between has none and leaves no gap.
 */

const TAG = Date.now().toString(36);
type Res = Awaited<ReturnType<APIRequestContext['post']>>;
const ok = async <T = unknown>(res: Res): Promise<T> => {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
};
type Placed = { order: { _id: number; invoice_no: string; issued_invoice_no: string | null } };

test('my shop orders show the invoice numbers of paid orders, consecutive across a cancelled one', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, bank_payment: true, country: 'DE' },
    }),
  );
  const shipping = await ok<{ shipping_method: { _id: number } }>(
    await request.post('/api/shop/shipping_method/add', {
      headers: admin,
      data: {
        name: `Letter ${TAG}`,
        local_shipping_cost: 300,
        international_shipping_cost: 900,
        local_shipping_time: '2 days',
        international_shipping_time: '6 days',
      },
    }),
  );
  const product = await ok<{ product: { _id: number } }>(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: `Invoice cable ${TAG}`,
        slug: `invoice-cable-${TAG}`,
        product_code: `IC${TAG}`.slice(0, 10),
        price: 1500,
        inventory: 10,
        status: 'published',
      },
    }),
  );
  const customer = await createUser(request, 'invoices', { role_id: 2, status: 1, verified: true });
  const buyer = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const order = async () => {
    await ok(
      await request.post('/api/shop/cart/add_item', {
        headers: buyer,
        data: { product_id: product.product._id, quantity: 1 },
      }),
    );
    const placed = await ok<Placed>(
      await request.post('/api/shop/checkout', {
        headers: buyer,
        data: {
          shipping_method_id: shipping.shipping_method._id,
          payment_method: 'bank',
          address: {
            name: 'Ina Voice',
            address: 'Ring 3',
            city: 'Köln',
            zip: '50667',
            country: 'DE',
            phone: '',
          },
        },
      }),
    );
    return placed.order;
  };
  const first = await order();
  const dropped = await order();
  const last = await order();
  const markPaid = async (id: number) => {
    const paid = await ok<Placed>(
      await request.post('/api/shop/order/mark_as_paid', {
        headers: admin,
        data: { order_id: id, payment_method: 'bank', txn_id: `T-${TAG}-${id}` },
      }),
    );
    return paid.order.issued_invoice_no ?? '';
  };
  const firstInvoice = await markPaid(first._id);
  await ok(
    await request.post('/api/shop/order/cancel', {
      headers: admin,
      data: { order_id: dropped._id, reason: 'Ordered twice' },
    }),
  );
  const lastInvoice = await markPaid(last._id);
  // Nothing else is paid meanwhile in this run's one-at-a-time tests: the two follow each other.
  const running = (n: string) => Number(n.split('-')[1]);
  expect(running(lastInvoice)).toBe(running(firstInvoice) + 1);

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/orders');
  const list = page.getByTestId('shop-my-orders');
  await expect(list.getByRole('columnheader', { name: 'Order', exact: true })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Invoice number' })).toBeVisible();
  const row = (o: { invoice_no: string }) => list.getByRole('row').filter({ hasText: o.invoice_no });
  await expect(row(first).getByRole('cell', { name: firstInvoice, exact: true })).toBeVisible();
  await expect(row(last).getByRole('cell', { name: lastInvoice, exact: true })).toBeVisible();
  await expect(row(dropped).getByRole('cell', { name: '—', exact: true })).toBeVisible();
  // The order number still leads to the order.
  await row(first).getByRole('link', { name: first.invoice_no }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/order/${first.invoice_no}$`));
  // The order's page names both: the order number and the invoice number it was issued under.
  const summary = page.locator('.ant-descriptions');
  await expect(summary.getByText(first.invoice_no, { exact: true })).toBeVisible();
  await expect(summary.getByText(firstInvoice, { exact: true })).toBeVisible();
});
