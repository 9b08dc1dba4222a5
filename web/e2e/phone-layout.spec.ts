import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, signInUi } from './support/accounts';
import { auth } from './support/people';

/*
 * A dealer on a 390 px phone: no page of the customer's side scrolls sideways, the header and shop buttons
 * are large enough for a finger, the notifications panel and the shop's header stay on the screen, the order
 * form's choices and a long list's page buttons are finger-sized, and the cookie notice never hides a form's
 * last button.
 */

const WIDTH = 390;
const TAG = Date.now().toString(36);
// Long names, as real products have, that make the cart's table wider than a phone.
const PRODUCTS = [`Bench harness set with adapters ${TAG}`, `Stabilised power supply 30 A ${TAG}`];
const SERVICE = `Stage 1 phone ${TAG}`;

test.describe.configure({ timeout: 120_000 });

let customer: Awaited<ReturnType<typeof createUser>>;

test.beforeAll(async ({ request }) => {
  const headers = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  const ok = async (res: Awaited<ReturnType<typeof request.post>>) =>
    expect(res.status(), await res.text()).toBeLessThan(300);
  await ok(await request.post('/api/shop/settings/update', { headers, data: { status: true } }));
  await ok(
    await request.post('/api/service', {
      headers,
      data: {
        service_name: SERVICE,
        main_service: true,
        type_1_price: 1000,
        type_2_price: 2000,
        type_3_price: 1500,
        status: 'online',
      },
    }),
  );
  customer = await createUser(request, 'phone', { status: 1, verified: true });
  const mine = auth((await apiSignIn(request, customer.username, customer.password)).access_token);
  for (const [i, name] of PRODUCTS.entries()) {
    const added = await request.post('/api/shop/product/add', {
      headers,
      data: {
        name,
        slug: `phone-${i}-${TAG}`,
        product_code: `P${i}${TAG}`.slice(0, 10),
        price: 4990,
        inventory: 5,
        status: 'published',
      },
    });
    await ok(added);
    const id = (await added.json()).product._id as number;
    await ok(
      await request.post('/api/shop/cart/add_item', { headers: mine, data: { product_id: id, quantity: 1 } }),
    );
  }
});

/** A phone-sized, touch browser page signed in as the customer; the cookie notice is dismissed unless kept. */
async function phone(browser: Browser, { keepCookieNotice = false, width = WIDTH } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (!keepCookieNotice) {
    await page.addInitScript(() => window.localStorage.setItem('cookie_notice_dismissed', '1'));
  }
  await signInUi(page, customer.username, customer.password);
  return page;
}

/**
 * A page wider than the phone makes a mobile browser zoom out (its innerWidth grows with it), so the width is
 * compared with the phone's own.
 */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${where} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

/** On screen whole, and at least 40 px each way. Soft, so that one run names every control that is not. */
async function expectTappable(control: Locator, name: string) {
  await expect.soft(control, name).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  expect
    .soft(box && Math.min(box.width, box.height), `${name} is too small to tap`)
    .toBeGreaterThanOrEqual(40);
}

test('the customer pages fit a 390 px phone and their controls can be tapped', async ({ browser }) => {
  const page = await phone(browser);

  for (const path of [
    '/',
    '/your_order',
    '/buy_credits',
    '/credit_history',
    '/my_invoices',
    '/shop/orders',
    '/my_tickets',
    '/open_ticket',
    '/chat_support',
    '/messages',
    '/user_profile',
    '/profile_settings',
    '/access_api',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }

  // The header: every tool is on screen and finger-sized.
  for (const id of ['menu-toggle', 'message-badge', 'notification-bell', 'header-more', 'sign-out']) {
    await expectTappable(page.getByTestId(id), id);
  }
  // The notifications panel opens on the screen, not past its left edge.
  await page.getByTestId('notification-bell').click();
  const panel = page.locator('.ant-popover:visible');
  await expect(panel).toContainText('Notifications');
  const box = await panel.boundingBox();
  expect.soft(box?.x, 'the notifications panel starts left of the screen').toBeGreaterThanOrEqual(0);
  expect.soft(box && box.x + box.width).toBeLessThanOrEqual(WIDTH);

  // The order form: services and confirmations are rows a finger can hit.
  await page.goto('/');
  for (const text of [SERVICE, 'I agree to the terms']) {
    const choice = page.locator('label', { hasText: text });
    await choice.scrollIntoViewIfNeeded();
    await expectTappable(choice, text);
  }
});

test('on a 360 px phone in German the long opening-hours badge leaves the header buttons their size', async ({
  browser,
}) => {
  const page = await phone(browser, { width: 360 });
  await page.evaluate(() => window.localStorage.setItem('lng', 'de'));
  await page.goto('/your_order');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('open-status')).toBeVisible();
  for (const id of ['menu-toggle', 'message-badge', 'notification-bell', 'header-more', 'sign-out']) {
    await expectTappable(page.getByTestId(id), id);
  }
});

test('the shop fits a phone: its header stays above the products and the cart scrolls inside itself', async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto('/shop');
  const cart = page.getByTestId('shop-cart-link');
  const search = page.getByPlaceholder('Search products');
  await expect(search).toBeVisible();
  await expectTappable(cart.getByRole('button'), 'the cart button');
  // The header grows to hold its tools instead of spilling them over the search box.
  const cartBox = await cart.boundingBox();
  const searchBox = await search.boundingBox();
  expect
    .soft(cartBox && searchBox && cartBox.y + cartBox.height, 'the cart button lies over the search box')
    .toBeLessThanOrEqual(searchBox?.y ?? 0);
  await expectNoSidewaysScroll(page, 'the shop');

  await page.goto('/shop/cart');
  await expect(page.getByTestId('shop-cart')).toContainText(PRODUCTS[1]);
  await expectNoSidewaysScroll(page, 'the cart');
  await expect(page.getByTestId('shop-go-checkout')).toBeInViewport({ ratio: 1 });

  // Right to left the same.
  await page.evaluate(() => window.localStorage.setItem('lng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('shop-cart')).toContainText(PRODUCTS[1]);
  await expectNoSidewaysScroll(page, 'the Arabic cart');
});

test('a long list pages with finger-sized buttons and still fits the phone', async ({ browser, request }) => {
  // Eight pages of twenty in the customer's credit history: page numbers, a jump ahead, previous and next.
  const headers = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  for (let batch = 0; batch < 10; batch++) {
    const adjusted = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        request.post('/api/credits/adjust', {
          headers,
          data: { user_id: customer.id, amount: 100, reason: `phone pages ${batch}-${i}` },
        }),
      ),
    );
    for (const res of adjusted) expect(res.status(), await res.text()).toBe(200);
  }
  const page = await phone(browser);
  await page.goto('/credit_history');
  const pagination = page.locator('.ant-pagination');
  await expect(pagination.locator('.ant-pagination-jump-next')).toBeVisible();
  await pagination.scrollIntoViewIfNeeded();
  // antd hides the page numbers next to a jump on narrow screens; the ones shown are measured.
  const buttons = pagination
    .locator('.ant-pagination-prev, .ant-pagination-item, .ant-pagination-jump-next, .ant-pagination-next')
    .filter({ visible: true });
  expect(await buttons.count()).toBeGreaterThanOrEqual(7);
  for (const [i, button] of (await buttons.all()).entries()) {
    await expectTappable(button, `pagination button ${i + 1} (${await button.getAttribute('title')})`);
  }
  await expectNoSidewaysScroll(page, 'the credit history');

  // A wide screen keeps antd's desktop size.
  await page.setViewportSize({ width: 1280, height: 800 });
  const desktop = await pagination.locator('.ant-pagination-item').first().boundingBox();
  expect(desktop?.height).toBe(32);
});

test("the cookie notice leaves room to scroll the order form's button out from under it", async ({
  browser,
}) => {
  const page = await phone(browser, { keepCookieNotice: true });
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  const send = page.getByTestId('submit-order');
  await expect(send).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(send).toBeInViewport({ ratio: 1 });
  const button = await send.boundingBox();
  const banner = await notice.boundingBox();
  expect(button && banner && button.y + button.height, 'the notice covers the button').toBeLessThanOrEqual(
    banner?.y ?? 0,
  );
});

test('staff pages with a row of segments fit the phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie_notice_dismissed', '1'));
  await signInUi(page, ADMIN.login, ADMIN.password);
  for (const path of ['/admin/terms_and_conditions', '/admin/jobs', '/admin/vehicle_statistics/variant']) {
    await page.goto(path);
    await expect(page.locator('.ant-segmented').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await context.close();
});
