import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickOption } from './support/select';
import { addParcel, ok } from './support/shop-kit';

/*
 * The shop for a customer on a phone in Hebrew: the cart fits the screen, the only way to pay is already
 * chosen at checkout, and the bank account holder reads "Demo Tuning Files B.V." with its full stop at the end.
 * Shop and billing settings are shared by every spec: the ones changed here are put back afterwards.
 */

const TAG = Date.now().toString(36);
const PARCEL = `Parcel ${TAG}`;
const HOLDER = 'Demo Tuning Files B.V.';
type Headers = { 'x-access-token': string };
let admin: Headers;
let productId: number;
let shopBefore: Record<string, unknown>;
let billingBefore: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const shop = (await ok(await request.get('/api/shop/settings/get'))).settings as Record<string, boolean>;
  shopBefore = { status: shop.status, stripe_payment: shop.stripe_payment, bank_payment: shop.bank_payment };
  const billing = await ok(await request.get('/api/credits/billing_settings', { headers: admin }));
  billingBefore = { bank_account_holder: billing.bank_account_holder, bank_iban: billing.bank_iban };
  await ok(await request.post('/api/settings', { headers: admin, data: { currency: 'EUR' } }));
  await ok(
    await request.put('/api/credits/billing_settings', {
      headers: admin,
      data: { seller_country: 'DE', bank_account_holder: HOLDER, bank_iban: 'DE89370400440532013000' },
    }),
  );
  // Bank transfer alone (PayPal and the rest are off unless a spec turns them on).
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, stripe_payment: false, bank_payment: true, country: 'DE' },
    }),
  );
  await addParcel(request, admin, PARCEL);
  const added = await ok(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: `Sticker pack ${TAG}`,
        slug: `stickers-${TAG}`,
        product_code: `ST${TAG}`.slice(0, 10),
        price: 1_234_567,
        inventory: 10,
        status: 'published',
      },
    }),
  );
  productId = (added.product as { _id: number })._id;
});

test.afterAll(async ({ request }) => {
  await ok(await request.post('/api/shop/settings/update', { headers: admin, data: shopBefore }));
  await ok(await request.put('/api/credits/billing_settings', { headers: admin, data: billingBefore }));
});

test('a Hebrew customer on a phone: the cart fits, the one way to pay is chosen, the bank holder reads right', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'rtlphone', { role_id: 2, status: 1, verified: true });
  const headers = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  await ok(
    await request.post('/api/shop/cart/add_item', { headers, data: { product_id: productId, quantity: 3 } }),
  );
  const profile = await request.put(`/api/user/${customer.id}`, {
    headers: admin,
    data: { address: 'Herzl 1', city: 'Tel Aviv', country: 'DE' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lng', 'he'));
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);

  // The cart: every column, the line total too, is inside the 390 px screen; nothing scrolls sideways.
  await page.goto('/shop/cart');
  const cart = page.getByTestId('shop-cart');
  await expect(cart).toContainText(`Sticker pack ${TAG}`);
  // 3 × 12,345.67: the line total, the widest figure of the line.
  const lineTotal = cart.locator('tbody td').filter({ hasText: /37.037.01/ });
  await expect(lineTotal).toHaveCount(1);
  const box = await lineTotal.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const overflow = await cart.evaluate((el) => {
    const scroller = el.querySelector('.ant-table-content, .ant-table-body') ?? el;
    return { table: scroller.scrollWidth - scroller.clientWidth, page: document.documentElement.scrollWidth };
  });
  expect(overflow.table).toBeLessThanOrEqual(0);
  expect(overflow.page).toBeLessThanOrEqual(390);
  await expect(cart.getByTestId('cart-remove')).toBeVisible();

  // Checkout: bank transfer, the only way offered, is chosen; the first "Place order" places it.
  await page.getByTestId('shop-go-checkout').click();
  await pickOption(page, page.getByTestId('shop-shipping-select'), PARCEL);
  await expect(page.getByTestId('shop-checkout-total')).toBeVisible();
  // Postcode and city fill the width of the fields above them, edge to edge.
  const edges = async (testId: string) => {
    const b = await page.getByTestId(testId).boundingBox();
    return [Math.round(b?.x ?? 0), Math.round((b?.x ?? 0) + (b?.width ?? 0))];
  };
  const address = await page.locator('#address').boundingBox();
  const line = [Math.round(address?.x ?? -1), Math.round((address?.x ?? 0) + (address?.width ?? 0))];
  expect(await edges('checkout-city')).toEqual(line);
  expect(await edges('checkout-zip')).toEqual(line);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio')).toBeChecked();
  await page.getByTestId('shop-place-order').click();
  const holder = page.getByTestId('bank-transfer-account_holder');
  await expect(holder).toHaveText(HOLDER);

  // In the right-to-left page the holder's name is isolated and runs left to right: its full stop stays last.
  const readsLtr = (el: Element) => el.tagName === 'BDI' && el.matches(':dir(ltr)');
  expect(await holder.evaluate(readsLtr)).toBe(true);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

  // The same on the order's own page.
  await page.getByTestId('shop-see-order').click();
  await expect(page).toHaveURL(/\/shop\/order\//);
  const again = page.getByTestId('bank-transfer-account_holder');
  await expect(again).toHaveText(HOLDER);
  expect(await again.evaluate(readsLtr)).toBe(true);
  await context.close();
});

test('in Hebrew the website settings show colour codes as "#FFFFFF", the "#" on the left', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lng', 'he'));
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings?tab=theme');
  const code = page.locator('.ant-color-picker-trigger-text').filter({ hasText: '#' }).first();
  await expect(code).toHaveText(/^#[0-9A-F]{6}$/);
  // Where the "#" and the first digit are drawn: left to right, the "#" comes first.
  const hashFirst = await code.evaluate((el) => {
    const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const at = (i: number) => {
      const r = document.createRange();
      r.setStart(text, i);
      r.setEnd(text, i + 1);
      return r.getBoundingClientRect().left;
    };
    const hash = text.data.indexOf('#');
    return at(hash) < at(hash + 1);
  });
  expect(hashFirst).toBe(true);
  await context.close();
});
