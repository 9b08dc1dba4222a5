import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

test('shop staff name a product in German; a German visitor reads it in the storefront', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = auth(admin.access_token);
  const stamp = Date.now().toString(36);
  const english = `Bench cable ${stamp}`;
  const german = `Bench-Kabel ${stamp}`;
  const open = await request.post('/api/shop/settings/update', { headers, data: { status: true } });
  expect(open.status(), await open.text()).toBe(200);
  const added = await request.post('/api/shop/product/add', {
    headers,
    data: {
      name: english,
      slug: `bench-cable-${stamp}`,
      product_code: `BC${stamp}`.slice(0, 10),
      price: 2500,
      inventory: 5,
      status: 'published',
      short_description: 'For the bench.',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const product = (await added.json()).product as { _id: number; slug: string };

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/products');
  await page.getByTestId(`languages-shop-product-${product._id}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#tr-de-name').fill(german);
  await dialog.locator('#tr-de-short_description').fill('Für den Prüfstand.');
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByText('Saved')).toBeVisible();
  // The shop manager's list keeps the default language's name.
  await expect(page.getByTestId('shop-products')).toContainText(english);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await dismissCookies(visitor);
  // The visitor reads the portal in German (the choice the language picker stores).
  await visitor.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await visitor.goto(`/shop/product/${product.slug}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.getByTestId('shop-product-name')).toHaveText(german);
  await expect(visitor.getByText('Für den Prüfstand.')).toBeVisible();
  // A language picked on the page names the product in it at once, without a reload.
  await expect(async () => {
    await visitor.getByTestId('language-picker').click();
    await visitor.getByTitle('English').click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.getByTestId('shop-product-name')).toHaveText(english);
  await context.close();
});
