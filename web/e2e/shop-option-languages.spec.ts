import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

test("shop staff name a product's extra option in German; a German buyer picks it so and finds it so in the cart", async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = auth(admin.access_token);
  const stamp = Date.now().toString(36);
  const open = await request.post('/api/shop/settings/update', { headers, data: { status: true } });
  expect(open.status(), await open.text()).toBe(200);
  const added = await request.post('/api/shop/product/add', {
    headers,
    data: {
      name: `Flash tool ${stamp}`,
      slug: `flash-tool-${stamp}`,
      product_code: `FT${stamp}`.slice(0, 10),
      price: 9900,
      inventory: 5,
      status: 'published',
      extra_options: [
        { name: 'With OBD cable', price: 1500 },
        { name: 'Gift wrap', price: 300 },
      ],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const product = (await added.json()).product as {
    _id: number;
    slug: string;
    extra_options: { name: string; key: string }[];
  };
  const cable = product.extra_options[0].key;

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/shop_manager/products');
  await page.getByTestId(`languages-shop-product-${product._id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Option “With OBD cable”').first()).toBeVisible();
  await dialog.locator(`#tr-de-option-${cable}`).fill('Mit OBD-Kabel');
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByText('Saved')).toBeVisible();

  const customer = await createUser(request, 'optbuyer', { role_id: 2, status: 1, verified: true });
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await dismissCookies(buyer);
  await buyer.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await signInUi(buyer, customer.username, customer.password);
  await buyer.goto(`/shop/product/${product.slug}`);
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'de');
  // The option named by staff reads in German; the one without a German name keeps its own.
  await buyer.getByRole('checkbox', { name: /Mit OBD-Kabel/ }).check();
  await expect(buyer.getByRole('checkbox', { name: /Gift wrap/ })).toBeVisible();
  await expect(buyer.getByText(/With OBD cable/)).toHaveCount(0);
  await buyer.getByTestId('shop-add-to-cart').click();
  await buyer.goto('/shop/cart');
  await expect(buyer.getByTestId('shop-cart')).toContainText('(Mit OBD-Kabel)');
  await context.close();
});
