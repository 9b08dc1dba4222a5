import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

/*
 * Staff pages on a 390 px phone end where their content ends (the closed menu used to stretch the page by
 * thousands of px, its open section floating at the bottom), and the menu still opens and leads to a page.
 * A long dialog's Save with empty required fields brings the first error into view, dialogs are named after
 * what they create or edit, and the chat inbox's empty state does not point to a side.
 */

const PHONE = { width: 390, height: 844 };
const TAG = Date.now().toString(36);

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const headers = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  const res = await request.post('/api/shop/settings/update', { headers, data: { status: true } });
  expect(res.status(), await res.text()).toBeLessThan(300);
});

async function phoneAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  return page;
}

/** How far the document scrolls, and where the shell's own frame (header, page, footer) ends. */
function heights(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('.ant-layout-header')?.parentElement;
    return {
      document: document.documentElement.scrollHeight,
      content: Math.ceil(main?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
    };
  });
}

async function expectEndsWithContent(page: Page) {
  // Wait until the list has drawn, so the content has its final height.
  await expect(page.locator('.ant-table-tbody').first()).toBeVisible();
  const h = await heights(page);
  expect(h.content).toBeGreaterThan(0);
  expect(h.document).toBeLessThanOrEqual(Math.max(h.content, PHONE.height) + 2);
}

test('on a phone, pages of a menu section end with their content and the menu still leads to a page', async ({
  browser,
}) => {
  const page = await phoneAdmin(browser);
  for (const path of ['/admin/shop_manager/products', '/admin/shop_manager/coupons', '/admin/p_codes']) {
    await page.goto(path);
    await expectEndsWithContent(page);
  }

  await page.goto('/admin/shop_manager/products');
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  // The current page's section is open, with the current page marked.
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Products');
  await menu.getByText('Coupons', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/shop_manager\/coupons$/);
  await expect(page.getByTestId('shop-coupons')).toBeVisible();
  await expectEndsWithContent(page);
  // The menu closed after the choice and opens again as it was.
  await page.getByTestId('menu-toggle').click();
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Coupons');
  await page.context().close();
});

test('the chat inbox asks for a conversation from the list, not from a side', async ({ browser }) => {
  const page = await phoneAdmin(browser);
  await page.goto('/admin/chat_support');
  await expect(page.getByText('Choose a conversation from the list.')).toBeVisible();
  await page.context().close();
});

test('Save on an empty product dialog shows the first error; dialogs are named after one record', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/products');
  await page.getByTestId('shop-products').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('New product');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const firstError = dialog.locator('.ant-form-item-explain-error').first();
  await expect(firstError).toBeVisible();
  await expect(firstError).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Editing a product says so.
  const headers = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  const name = `Dialog title ${TAG}`;
  const added = await request.post('/api/shop/product/add', {
    headers,
    data: {
      name,
      slug: `dialog-${TAG}`,
      product_code: `D${TAG}`.slice(0, 10),
      price: 100,
      inventory: 1,
      status: 'draft',
    },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await page.goto(`/admin/shop_manager/products?keyword=${encodeURIComponent(name)}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('Edit product');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/shop_manager/coupons');
  await page.getByTestId('shop-coupons').getByRole('button', { name: 'Add' }).click();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('New coupon');
});
