import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { STRIPE_FAKE_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickCountry, pickOption } from './support/select';
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
  // Bank transfer is offered only with an account to pay into; one entered by another spec is kept.
  const billing = await request.get('/api/credits/billing_settings', { headers });
  const { bank_iban } = (await billing.json()) as { bank_iban: string };
  await ok(
    await request.put('/api/credits/billing_settings', {
      headers,
      data: {
        seller_name: 'Tuning Portal GmbH',
        seller_country: 'DE',
        ...(bank_iban ? {} : { bank_iban: 'DE89370400440532013000' }),
      },
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
  await pickCountry(page, page.locator('#country'), 'DE');
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
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
  await staff.locator('#eta').fill(`${new Date().getFullYear() + 1}-12-24`);
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
  await pickCountry(page, page.locator('#country'), 'DE');
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
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

/** A published product made through the API: its id. */
async function apiProduct(request: APIRequestContext, name: string, price: number, inventory: number) {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const added = await request.post('/api/shop/product/add', {
    headers: admin,
    data: {
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      product_code: `${name.slice(0, 3)}${TAG}`.slice(0, 10),
      price,
      inventory,
      status: 'published',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return (await added.json()).product._id as number;
}

/** A new customer with `quantity` of `productId` in the cart: the account and its API headers. */
async function customerWithCart(request: APIRequestContext, prefix: string, productId: number, quantity = 1) {
  const customer = await createUser(request, prefix, { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const put = await request.post('/api/shop/cart/add_item', {
    headers,
    data: { product_id: productId, quantity },
  });
  expect(put.status(), await put.text()).toBe(200);
  return { customer, headers };
}

async function fillAddress(page: Page, country = 'DE') {
  await page.locator('#name').fill('Test Shopper');
  await page.locator('#address').fill('Hauptstrasse 1');
  await page.locator('#city').fill('Berlin');
  await pickCountry(page, page.locator('#country'), country);
}

/** Signs the customer in and fills the checkout address: the checkout page, ready to choose shipping. */
async function atCheckout(page: Page, customer: { username: string; password: string }, country = 'DE') {
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/checkout');
  await fillAddress(page, country);
}

test('checkout shows no shipping cost, VAT or total until a shipping method is chosen', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  // A second way of delivery: the customer has to choose.
  const express = await request.post('/api/shop/shipping_method/add', {
    headers: admin,
    data: {
      name: `Express ${TAG}`,
      local_shipping_cost: 2500,
      international_shipping_cost: 4000,
      local_shipping_time: 'next day',
      international_shipping_time: '2-3 days',
    },
  });
  expect(express.status(), await express.text()).toBe(200);
  const productId = await apiProduct(request, `Summary ${TAG}`, 10_000, 5);
  const { customer } = await customerWithCart(request, 'summary', productId);

  await atCheckout(page, customer);
  // The cart's sums are in; before a choice, nothing that changes with it is shown as if it were final.
  await expect(page.getByText('Subtotal')).toBeVisible();
  await expect(page.getByTestId('shop-checkout-total')).toHaveCount(0);
  const summary = page.getByTestId('shop-checkout-summary');
  await expect(summary).toContainText('100.00');
  await expect(page.getByTestId('shop-checkout-total-pending')).toHaveText(
    'Shown once a shipping method is chosen',
  );
  await expect(summary).toContainText('Choose a shipping method');
  await expect(summary).not.toContainText('VAT');
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Express ${TAG}`);
  // 100.00 + 25.00 = 125.00 net; 19 % VAT 23.75.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('148.75');
  await expect(summary).toContainText('VAT (19%)');
  await expect(page.getByTestId('shop-checkout-total-pending')).toHaveCount(0);
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
  // 100.00 + 5.00 = 105.00 net; VAT 19.95.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');
});

test('an applied coupon can be taken off again, with its button or by emptying its field', async ({
  page,
  request,
}) => {
  const productId = await apiProduct(request, `Coupon off ${TAG}`, 10_000, 5);
  const { customer, headers } = await customerWithCart(request, 'couponoff', productId);
  await atCheckout(page, customer);
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
  // 100.00 + 5.00 = 105.00 net; VAT 19.95.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');

  await page.getByTestId('shop-coupon-input').fill(COUPON);
  await page.getByTestId('shop-coupon-apply').click();
  await expect(page.getByTestId('shop-checkout-discount')).toContainText('10.00');
  // 90.00 + 5.00 = 95.00 net; VAT 18.05.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('113.05');
  await expect(page.getByTestId('shop-coupon-applied')).toContainText(COUPON);
  await page.getByTestId('shop-coupon-remove').click();
  await expect(page.getByTestId('shop-checkout-discount')).toHaveCount(0);
  await expect(page.getByTestId('shop-coupon-applied')).toHaveCount(0);
  await expect(page.getByTestId('shop-coupon-input')).toHaveValue('');
  await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');

  // Emptying the field takes it off too, instead of keeping a discount whose code is no longer shown.
  await page.getByTestId('shop-coupon-input').fill(COUPON);
  await page.getByTestId('shop-coupon-apply').click();
  await expect(page.getByTestId('shop-checkout-total')).toContainText('113.05');
  await page.getByTestId('shop-coupon-input').fill('');
  await expect(page.getByTestId('shop-checkout-discount')).toHaveCount(0);
  await expect(page.getByTestId('shop-coupon-applied')).toHaveCount(0);
  await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');

  // The order is placed without it.
  await page.getByLabel('Bank transfer').check();
  await page.getByTestId('shop-place-order').click();
  await expect(page.getByTestId('bank-transfer')).toContainText('124.95');
  const orders = (await (await request.get('/api/shop/order/get_mine', { headers })).json()).items;
  expect(orders[0]).toMatchObject({ discount: 0, coupon_code: null, total: 12_495 });
});

test('once the order is placed, the checkout asks for no more quotes and nothing fails', async ({
  page,
  request,
}) => {
  const productId = await apiProduct(request, `Settled ${TAG}`, 10_000, 5);
  const { customer } = await customerWithCart(request, 'settled', productId);
  await atCheckout(page, customer);
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
  await page.getByTestId('shop-coupon-input').fill(COUPON);
  await page.getByTestId('shop-coupon-apply').click();
  await expect(page.getByTestId('shop-checkout-total')).toContainText('113.05');
  await page.getByLabel('Bank transfer').check();

  const quotes: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.url().includes('/api/shop/checkout/quote') && quotes.push(r.url()));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.getByTestId('shop-place-order').click();
  await expect(page.getByText('Pay by bank transfer')).toBeVisible();
  await expect(page.getByTestId('bank-transfer')).toContainText('113.05');
  // The live event of the new order and the refetched (now empty) cart have come and gone.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(quotes).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('a cart quantity above the stock is explained under the field and sent only once typed and allowed', async ({
  page,
  request,
}) => {
  const name = `Power supply ${TAG}`;
  const productId = await apiProduct(request, name, 2_000, 9);
  // Two in the cart: the "1" typed first is another quantity, which must not be sent on its own.
  const { customer, headers } = await customerWithCart(request, 'qty', productId, 2);
  const sent: number[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/shop/cart/update')) return;
    for (const item of (r.postDataJSON() as { items: { quantity: number }[] }).items)
      sent.push(item.quantity);
  });

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/cart');
  const row = page.getByTestId('shop-cart').getByRole('row').filter({ hasText: name });
  const field = row.getByRole('spinbutton', { name: 'Quantity' });
  await expect(field).toHaveValue('2');
  await field.fill('');
  await field.pressSequentially('15');
  // Nothing goes out while typing (not the "1" typed first either).
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await field.press('Tab');
  // Over the stock: the field keeps what was typed and says why it is not taken.
  await expect(row.getByTestId('cart-quantity-error')).toHaveText('Only 9 in stock.');
  await expect(field).toHaveValue('15');
  await expect(page.getByTestId('shop-go-checkout')).toBeDisabled();
  await expect(page.getByTestId('cart-quantity-hint')).toBeVisible();
  await expect(page.getByTestId('shop-cart-subtotal')).toContainText('40.00');
  expect(sent).toEqual([]);

  await field.fill('0');
  await field.press('Enter');
  await expect(row.getByTestId('cart-quantity-error')).toHaveText('Enter a whole number from 1 to 9');
  expect(sent).toEqual([]);

  // An allowed quantity is sent once the typing is done (Enter here).
  await field.fill('');
  await field.pressSequentially('4');
  await field.press('Enter');
  await expect(page.getByTestId('shop-cart-subtotal')).toContainText('80.00');
  await expect(row.getByTestId('cart-quantity-error')).toHaveCount(0);
  await expect(page.getByTestId('shop-go-checkout')).toBeEnabled();
  expect(sent).toEqual([4]);
  const cart = (await (await request.get('/api/shop/cart', { headers })).json()).cart;
  expect(cart.items[0].quantity).toBe(4);
});

test('a reverse-charge sale says why there is no VAT, at checkout and on the order page', async ({
  browser,
  page,
  request,
}) => {
  const notice = 'Reverse charge: no VAT is charged; you account for the VAT in your country.';
  const productId = await apiProduct(request, `Reverse ${TAG}`, 10_000, 5);
  const { customer, headers } = await customerWithCart(request, 'business', productId);
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  // A Swedish business with a Swedish VAT number buys from the German shop.
  const business = await request.put(`/api/user/${customer.id}`, {
    headers: admin,
    data: { country: 'SE', vat_no: 'SE556677889901' },
  });
  expect(business.status(), await business.text()).toBe(200);

  await atCheckout(page, customer, 'SE');
  await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
  // 100.00 + 20.00 shipping abroad, no VAT.
  await expect(page.getByTestId('shop-checkout-total')).toContainText('120.00');
  await expect(page.getByTestId('shop-reverse-charge')).toHaveText(notice);
  await expect(page.getByTestId('shop-checkout-summary')).toContainText('VAT (0%)');
  await page.getByLabel('Bank transfer').check();
  await page.getByTestId('shop-place-order').click();
  await page.getByRole('button', { name: 'See the order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/SO-/);
  await expect(page.getByTestId('shop-total-vat')).toContainText('0.00');
  await expect(page.getByTestId('shop-reverse-charge')).toHaveText(notice);

  // An order with VAT has no such note.
  const other = await customerWithCart(request, 'consumer', productId);
  const placed = await request.post('/api/shop/checkout', {
    headers: other.headers,
    data: {
      shipping_method_id: (
        (await (await request.get('/api/shop/shipping_method/get_all?size=100', { headers })).json())
          .items as { _id: number; name: string }[]
      ).find((s) => s.name === `Parcel ${TAG}`)?._id,
      payment_method: 'bank',
      address: {
        name: 'Plain Buyer',
        address: 'Main street 1',
        city: 'Berlin',
        zip: '10115',
        country: 'DE',
        phone: '',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const context = await browser.newContext();
  const plain = await context.newPage();
  await dismissCookies(plain);
  await signInUi(plain, other.customer.username, other.customer.password);
  await plain.goto(`/shop/order/${(await placed.json()).order.invoice_no}`);
  await expect(plain.getByTestId('shop-total-vat')).toContainText('19.95');
  await expect(plain.getByTestId('shop-total-total')).toContainText('124.95');
  await expect(plain.getByTestId('shop-reverse-charge')).toHaveCount(0);
  await context.close();
});

test('with one shipping method on offer it is chosen at once and the total is final', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const all = (
    await (await request.get('/api/shop/shipping_method/get_all?size=100', { headers: admin })).json()
  ).items as { _id: number; name: string; status: string }[];
  const others = all.filter((m) => m.status === 'active' && m.name !== `Parcel ${TAG}`);
  const setStatus = async (id: number, status: 'active' | 'inactive') => {
    const res = await request.post('/api/shop/shipping_method/update_status', {
      headers: admin,
      data: { id, status },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  // Only the parcel service is offered during this test; the others come back after it.
  for (const m of others) await setStatus(m._id, 'inactive');
  try {
    const productId = await apiProduct(request, `Single ${TAG}`, 10_000, 5);
    const { customer } = await customerWithCart(request, 'single', productId);
    await atCheckout(page, customer);
    await expect(page.getByTestId('shop-shipping-select')).toContainText(`Parcel ${TAG}`);
    // 100.00 + 5.00 = 105.00 net; VAT 19.95.
    await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');
    await expect(page.getByTestId('shop-checkout-total-pending')).toHaveCount(0);
  } finally {
    for (const m of others) await setStatus(m._id, 'active');
  }
});

test('a cart line wanting more than another buyer left is marked, holds checkout, and is lowered to what is left', async ({
  page,
  request,
}) => {
  const name = `Boot adapter ${TAG}`;
  const productId = await apiProduct(request, name, 4_500, 3);
  const { customer, headers } = await customerWithCart(request, 'short', productId, 2);
  // Another buyer takes two of the three: one is left for the two in this cart.
  const other = await customerWithCart(request, 'taker', productId, 2);
  const taken = await request.post('/api/shop/checkout', {
    headers: other.headers,
    data: {
      shipping_method_id: (
        await (await request.get('/api/shop/shipping_method/get_all?size=100', { headers })).json()
      ).items.find((m: { name: string }) => m.name === `Parcel ${TAG}`)._id,
      payment_method: 'bank',
      address: { name: 'T', address: 'S 1', city: 'Berlin', zip: '10115', country: 'DE', phone: '' },
    },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);
  await page.goto('/shop/cart');
  const row = page.getByTestId('shop-cart').getByRole('row').filter({ hasText: name });
  const field = row.getByRole('spinbutton', { name: 'Quantity' });
  await expect(field).toHaveValue('2');
  await expect(row.getByTestId('cart-quantity-error')).toHaveText('Only 1 in stock.');
  await expect(page.getByTestId('cart-quantity-hint')).toBeVisible();
  await expect(page.getByTestId('shop-go-checkout')).toBeDisabled();

  await field.fill('1');
  await field.press('Enter');
  await expect(page.getByTestId('shop-cart-subtotal')).toContainText('45.00');
  await expect(row.getByTestId('cart-quantity-error')).toHaveCount(0);
  await expect(page.getByTestId('shop-go-checkout')).toBeEnabled();
});

test('a shop with no way to pay says so at checkout and offers no order to place', async ({
  page,
  request,
}) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const setPayments = async (on: boolean) => {
    const res = await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { stripe_payment: on, bank_payment: on },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const productId = await apiProduct(request, `Unpayable ${TAG}`, 10_000, 5);
  const { customer } = await customerWithCart(request, 'nopay', productId);
  // Bank transfer off and no provider: the cart and the quote still work, nothing can be paid.
  await setPayments(false);
  try {
    await atCheckout(page, customer);
    await pickOption(page, page.getByTestId('shop-shipping-select'), `Parcel ${TAG}`);
    await expect(page.getByTestId('shop-checkout-total')).toContainText('124.95');
    await expect(page.getByTestId('shop-no-payment')).toHaveText(
      'The shop cannot take payments at the moment, so no order can be placed. Please contact us.',
    );
    await expect(page.getByTestId('shop-place-order')).toBeDisabled();
  } finally {
    await setPayments(true);
  }
});
