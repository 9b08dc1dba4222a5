import { type APIRequestContext, expect, test } from '@playwright/test';
import { STRIPE_FAKE_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { mailsTo } from './support/mailbox';
import { payAndNotify, type StripeSession, startStripe } from './support/stripe';

/*
 * The shop end to end against the real server: staff add a product in the shop manager; a guest browses
 * the storefront, picks an option, signs in and finds the pick in the cart, applies a coupon, chooses
 * shipping and pays through a local Stripe stand-in; staff process and ship the order, and the customer's
 * order page follows without a reload; the shipping e-mail reaches the test SMTP server.
 */

let stripe: Awaited<ReturnType<typeof startStripe>>;

const TAG = Date.now().toString(36);
const PRODUCT = `OBD Tool ${TAG}`;
const COUPON = `TEN${TAG}`.toUpperCase().slice(0, 20);

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  stripe = await startStripe();
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) =>
    expect(res.status(), await res.text()).toBeLessThan(300);
  await ok(await request.post('/api/settings', { headers, data: { currency: 'EUR' } }));
  await ok(
    await request.put('/api/credits/billing_settings', {
      headers,
      data: { seller_name: 'Tuning Portal GmbH', seller_country: 'DE' },
    }),
  );
  const vat = await request.post('/api/vat', {
    headers,
    data: { country: 'DE', percentage: 19, enabled: true },
  });
  expect([200, 409]).toContain(vat.status());
  await ok(
    await request.post('/api/shop/settings/update', {
      headers,
      data: { status: true, stripe_payment: true, bank_payment: true, country: 'DE' },
    }),
  );
  await ok(
    await request.post('/api/shop/shipping_method/add', {
      headers,
      data: {
        name: `Parcel ${TAG}`,
        local_shipping_cost: 500,
        international_shipping_cost: 2000,
        local_shipping_time: '1-2 days',
        international_shipping_time: '5-8 days',
      },
    }),
  );
  await ok(
    await request.post('/api/shop/coupon/add', {
      headers,
      data: { name: 'Ten percent', code: COUPON, percentage: 10 },
    }),
  );
});

test.afterAll(async () => {
  await stripe.close();
});

test('a product is added by staff, bought with a coupon by card, shipped, and the customer follows it live', async ({
  browser,
  request,
}) => {
  // Staff add the product in the shop manager.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await dismissCookies(staff);
  await signInUi(staff, ADMIN.login, ADMIN.password);
  await staff.goto('/admin/shop_manager/products');
  await staff.getByRole('button', { name: 'Add' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.locator('#name').fill(PRODUCT);
  await dialog.locator('#product_code').fill(`T${TAG}`.slice(0, 10));
  await dialog.locator('#price').fill('100');
  await dialog.locator('#inventory').fill('5');
  await dialog.getByRole('button', { name: 'Add an option' }).click();
  await dialog.getByPlaceholder('Name').fill('OBD cable');
  await dialog.locator('#extra_options_0_price').fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByTestId('shop-products')).toContainText(PRODUCT);

  // A guest browses, picks the option and is asked to sign in; the cart keeps the pick.
  const customer = await createUser(request, 'shopper', { role_id: 2, status: 1, verified: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  await page.goto('/shop');
  await page.getByTestId('shop-product-card').filter({ hasText: PRODUCT }).click();
  await expect(page.getByTestId('shop-product-name')).toHaveText(PRODUCT);
  await page.getByLabel(/OBD cable/).check();
  await expect(page.getByTestId('shop-product-price')).toContainText('120');
  await page.getByTestId('shop-add-to-cart').click();
  await page.waitForURL(/\/login/);
  // Signing in leads to the cart, where the pick is waiting.
  await page.locator('#login').fill(customer.username);
  await page.locator('#password').fill(customer.password);
  await page.getByTestId('sign-in').click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId('shop-cart')).toContainText(PRODUCT);
  await expect(page.getByTestId('shop-cart')).toContainText('OBD cable');

  // Checkout: address, shipping, coupon, card.
  await page.getByTestId('shop-go-checkout').click();
  await page.locator('#name').fill('Test Shopper');
  await page.locator('#address').fill('Hauptstrasse 1');
  await page.locator('#city').fill('Berlin');
  await page.locator('#country').fill('DE');
  await page.getByTestId('shop-shipping-select').click();
  await page.getByTitle(`Parcel ${TAG}`).click();
  // 125.00 net and 23.75 VAT; without a coupon there is no discount line (not "-0.00").
  await expect(page.getByTestId('shop-checkout-total')).toContainText('148.75');
  await expect(page.getByTestId('shop-checkout-discount')).toHaveCount(0);
  await page.getByTestId('shop-coupon-input').fill(COUPON);
  await page.getByTestId('shop-coupon-apply').click();
  await expect(page.getByTestId('shop-checkout-discount')).toContainText('12.00');
  // 120.00 - 12.00 coupon + 5.00 local shipping = 113.00 net; 19 % VAT 21.47; 134.47 in all.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('134.47');
  await page.getByLabel('Card (Stripe)').check();
  await page.getByTestId('shop-place-order').click();
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/pay/`));
  const session = [...stripe.state.sessions.values()].at(-1) as StripeSession;
  expect(session.amount_total).toBe(13447);
  expect(session.metadata.kind).toBe('shop');
  await payAndNotify(request, session);
  await page.locator('#back').click();
  await page.waitForURL(/\/shop\/checkout\/success\/SO-/);
  await expect(page.getByTestId('shop-checkout-result')).toBeVisible();
  const invoice = page.url().split('/').pop() as string;

  // The customer's order page: paid; it follows staff's changes without reloading.
  await page.goto(`/shop/order/${invoice}`);
  await expect(page.getByTestId('shop-order-status')).toHaveText('Paid');
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));

  await staff.goto('/admin/shop_manager/orders');
  await staff.getByRole('link', { name: invoice }).click();
  await staff.getByTestId('shop-action-mark_as_processing').click();
  await expect(staff.getByTestId('shop-order-status')).toHaveText('Processing');
  await staff.getByTestId('shop-action-mark_as_shipped').click();
  await staff.locator('#parcel_tracking_number').fill('DHL-0042');
  await staff.locator('#eta').click();
  await staff.locator('#eta').fill('2026-12-24');
  await staff.locator('#eta').press('Enter');
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByTestId('shop-order-status')).toHaveText('Shipped');

  await expect(page.getByTestId('shop-order-status')).toHaveText('Shipped', { timeout: 20_000 });
  await expect(page.getByTestId('shop-order-tracking')).toHaveText('DHL-0042');
  expect(navigations).toEqual([]);

  // The e-mail about the shipment reached the test SMTP server.
  await expect
    .poll(async () => (await mailsTo(customer.email)).some((m) => m.text.includes('DHL-0042')), {
      timeout: 20_000,
    })
    .toBe(true);
  await staffContext.close();
  await context.close();
});

test('checkout with an empty cart shows the way back to the shop, without a form or a quote', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'emptycart', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  const quotes: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.url().includes('/api/shop/checkout/quote') && quotes.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/shop/checkout');
  const empty = page.getByTestId('shop-checkout-empty');
  await expect(empty).toContainText('Your cart is empty.');
  await expect(page.getByTestId('shop-place-order')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(quotes).toEqual([]);
  expect(errors).toEqual([]);
  await empty.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/shop(\?.*)?$/);
});

test('a signed-in customer finds the shop and their shop orders in the menu, and the way back from the shop', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'shopmenu', { role_id: 2, status: 1, verified: true });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.getByRole('menuitem', { name: /\bShop$/ }).click();
  await expect(page).toHaveURL(/\/shop(\?.*)?$/);
  await expect(page.getByTestId('shop-header')).toBeVisible();
  await page.getByTestId('shop-portal-link').click();
  await expect(page).toHaveURL(/\/your_order$/);
  await page.getByRole('menuitem', { name: /My shop orders/ }).click();
  await expect(page).toHaveURL(/\/shop\/orders$/);
});

test("the shop's terms are edited in the shop settings and shown on the storefront's terms page", async ({
  browser,
  request,
}) => {
  const terms = `## Shop terms ${TAG}\n\nGoods travel at the buyer's risk once handed to the carrier.`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await dismissCookies(staff);
  await signInUi(staff, ADMIN.login, ADMIN.password);
  await staff.goto('/admin/shop_manager/settings');
  await staff.locator('#terms_and_conditions').fill(terms);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Saved')).toBeVisible();

  const guest = await browser.newContext();
  const page = await guest.newPage();
  await dismissCookies(page);
  await page.goto('/shop/terms-and-conditions');
  await expect(page.getByTestId('shop-terms')).toContainText(`Shop terms ${TAG}`);
  await expect(page.getByTestId('shop-terms')).toContainText("Goods travel at the buyer's risk");

  // Emptied again, the page shows the shop terms of the terms pages, as before.
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const cleared = await request.post('/api/shop/settings/update', {
    headers,
    data: { terms_and_conditions: '' },
  });
  expect(cleared.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('shop-terms')).not.toContainText(`Shop terms ${TAG}`);
  await staffContext.close();
  await guest.close();
});

test('the storefront grid shows the small thumbnail made from the uploaded product image', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const name = `Pictured ${TAG}`;
  const added = await request.post('/api/shop/product/add', {
    headers,
    multipart: {
      name,
      slug: `pictured-${TAG}`,
      product_code: `G${TAG}`.slice(0, 10),
      price: '2500',
      inventory: '2',
      status: 'published',
      image1: { name: 'p.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await dismissCookies(page);
  await page.goto(`/shop?name=${encodeURIComponent(name)}`);
  const img = page.getByTestId('shop-product-card').filter({ hasText: name }).locator('img');
  await expect(img).toHaveAttribute('src', /\/api\/shop\/product\/thumbnail\/\d+\?v=/);
  // The browser decoded it: a thumbnail, not a broken image.
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
});

test('a price changed by staff after the customer saw the total stops the order until the new total is seen', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const added = await request.post('/api/shop/product/add', {
    headers: admin,
    data: {
      name: `Repriced ${TAG}`,
      slug: `repriced-${TAG}`,
      product_code: `R${TAG}`.slice(0, 10),
      price: 10_000,
      inventory: 5,
      status: 'published',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const productId = (await added.json()).product._id as number;
  const customer = await createUser(request, 'repriced', { role_id: 2, status: 1, verified: true });
  const mine = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const put = await request.post('/api/shop/cart/add_item', {
    headers: mine,
    data: { product_id: productId, quantity: 1 },
  });
  expect(put.status(), await put.text()).toBe(200);

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/checkout');
  await page.locator('#name').fill('Test Shopper');
  await page.locator('#address').fill('Hauptstrasse 1');
  await page.locator('#city').fill('Berlin');
  await page.locator('#country').fill('DE');
  await page.getByTestId('shop-shipping-select').click();
  await page.getByTitle(`Parcel ${TAG}`).click();
  // 100.00 + 5.00 shipping = 105.00 net; 19 % VAT 19.95.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');
  await page.getByLabel('Bank transfer').check();

  const repriced = await request.post('/api/shop/product/update', {
    headers: admin,
    data: { id: productId, price: 12_000 },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  await page.getByTestId('shop-place-order').click();
  await expect(page.getByText('The prices in your cart changed; please check the new total.')).toBeVisible();
  // 120.00 + 5.00 = 125.00 net; 23.75 VAT.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('148.75');
  const none = await request.get('/api/shop/order/get_mine', { headers: mine });
  expect((await none.json()).items).toEqual([]);

  // The new total seen, the order goes through at it.
  await page.getByTestId('shop-place-order').click();
  await expect(page.getByText('Pay by bank transfer')).toBeVisible();
  const orders = (await (await request.get('/api/shop/order/get_mine', { headers: mine })).json()).items;
  expect(orders).toHaveLength(1);
  expect(orders[0].total).toBe(14_875);
  // The transfer's details stay on the order's page until it is paid (they were shown once only).
  await page.getByRole('button', { name: 'See the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orders[0].invoice_no}$`));
  await page.reload();
  await expect(page.getByTestId('bank-transfer')).toContainText(orders[0].invoice_no);
  await expect(page.getByTestId('bank-transfer')).toContainText('148.75');
});

test("the statistics' best sellers show every product's name on its own line", async ({ page, request }) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const shipping = (
    await (await request.get('/api/shop/shipping_method/get_all?size=100', { headers: admin })).json()
  ).items as { _id: number; name: string }[];
  const shippingId = shipping.find((s) => s.name === `Parcel ${TAG}`)?._id;
  const customer = await createUser(request, 'bestseller', { role_id: 2, status: 1, verified: true });
  const mine = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const names: string[] = [];
  for (const [i, quantity] of [90, 80, 70, 60, 50].entries()) {
    const name = `Stage ${i} performance remap cable kit ${TAG}`;
    names.push(name);
    const added = await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name,
        slug: `bestseller-${i}-${TAG}`,
        product_code: `B${i}${TAG}`.slice(0, 10),
        price: 100,
        inventory: 1000,
        status: 'published',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const productId = (await added.json()).product._id as number;
    const put = await request.post('/api/shop/cart/add_item', {
      headers: mine,
      data: { product_id: productId, quantity },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  const placed = await request.post('/api/shop/checkout', {
    headers: mine,
    data: {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: {
        name: 'Best Seller',
        address: 'Main street 1',
        city: 'Berlin',
        zip: '10115',
        country: 'DE',
        phone: '+49 30 1234',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const paid = await request.post('/api/shop/order/mark_as_paid', {
    headers: admin,
    data: { order_id: (await placed.json()).order._id, payment_method: 'bank', txn_id: 'TRANSFER-1' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/statistics');
  const chart = page.getByTestId('shop-top-products');
  const labels = chart.locator('.recharts-cartesian-axis-tick-value');
  for (const name of names) await expect(labels.filter({ hasText: name.slice(0, 20) })).toHaveCount(1);
  // No two names drawn over each other.
  const boxes = await labels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, JSON.stringify([a, b])).toBe(true);
    }
  }
});

test('a cart line that ran out is marked, keeps nothing else from the cart, and holds checkout until removed', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const product = async (name: string, inventory: number) => {
    const added = await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        product_code: `${name.slice(0, 3)}${TAG}`.slice(0, 10),
        price: 1000,
        inventory,
        status: 'published',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    return (await added.json()).product._id as number;
  };
  const scarce = await product(`Scarce ${TAG}`, 1);
  const plenty = await product(`Plenty ${TAG}`, 50);
  const customer = await createUser(request, 'soldout', { role_id: 2, status: 1, verified: true });
  const mine = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const put = (product_id: number) =>
    request.post('/api/shop/cart/add_item', { headers: mine, data: { product_id, quantity: 1 } });
  expect((await put(scarce)).status()).toBe(200);
  const gone = await request.post('/api/shop/product/update', {
    headers: admin,
    data: { id: scarce, inventory: 0 },
  });
  expect(gone.status(), await gone.text()).toBe(200);
  // The line that ran out does not stop the customer adding something else.
  const more = await put(plenty);
  expect(more.status(), await more.text()).toBe(200);

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/cart');
  const cart = page.getByTestId('shop-cart');
  await expect(cart.getByRole('row').filter({ hasText: `Scarce ${TAG}` })).toContainText('Out of stock');
  await expect(cart.getByRole('row').filter({ hasText: `Plenty ${TAG}` })).not.toContainText('Out of stock');
  await expect(page.getByTestId('cart-sold-out-hint')).toBeVisible();
  await expect(page.getByTestId('shop-go-checkout')).toBeDisabled();
  await cart
    .getByRole('row')
    .filter({ hasText: `Scarce ${TAG}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cart.getByRole('row').filter({ hasText: `Scarce ${TAG}` })).toHaveCount(0);
  await expect(page.getByTestId('cart-sold-out-hint')).toHaveCount(0);
  await expect(page.getByTestId('shop-go-checkout')).toBeEnabled();
});
