import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { openShop, placeBankOrder } from './support/shop-kit';

/*
 * A shop order's page keeps the Shop section open with Orders marked (its path does not start with the
 * list's); the API-access dialog says the app's own "required" text; a dialog that builds its own form is
 * named after the record and brings the first error into view on Save.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
});

test('a shop order page marks Orders in the open Shop section', async ({ page, request }) => {
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const shop = await openShop(request, admin, 'Menu');
  const customer = await createUser(request, 'menubuyer', { role_id: 2, status: 1, verified: true });
  const buyer = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const order = await placeBankOrder(request, buyer, shop);

  await page.goto(`/admin/shop_manager/order/${order._id}`);
  await expect(page.getByText(order.invoice_no).first()).toBeVisible();
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('.ant-menu-item-selected')).toContainText('Shop orders');
  await expect(menu.getByText('Products', { exact: true })).toBeVisible();

  // Staff say an order's number: the page opens by it too, with its actions, and an unknown one is named so.
  await page.goto(`/admin/shop_manager/order/${order.invoice_no}`);
  await expect(page.getByRole('heading', { name: new RegExp(order.invoice_no) })).toBeVisible();
  await expect(page.getByTestId('shop-action-cancel')).toBeVisible();
  await page.goto('/admin/shop_manager/order/SO-1999-999999');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: /SO-1999/ })).toHaveCount(0);
});

test('the API-access dialog asks for the customer in the app’s words', async ({ page }) => {
  await page.goto('/admin/access_api');
  await page.getByTestId('api-access-list').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const customer = dialog.locator('.ant-form-item').filter({ hasText: 'Customer' }).first();
  await expect(customer.locator('.ant-form-item-explain-error')).toHaveText('Please fill in this field');
  await expect(dialog.getByText(/Please enter/)).toHaveCount(0);
});

test('own-form dialogs: named after one record, Save brings the first error into view', async ({ page }) => {
  // On a phone the price dialog's fields stack, so Save at its foot leaves the first field out of view.
  await page.setViewportSize({ width: 390, height: 480 });
  await page.goto('/admin/price-list');
  await page.getByRole('button', { name: 'Add' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('New price');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const firstError = dialog.locator('.ant-form-item-explain-error').first();
  await expect(firstError).toBeVisible();
  await expect(firstError).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/tuning_service/special-ecu-brands');
  await page.getByRole('button', { name: 'Add' }).first().click();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('New special ECU brand');
});
