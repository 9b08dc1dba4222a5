import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, choose } from './catalogue-support';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

const auth = (token: string) => ({ 'x-access-token': token });

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  return page;
}

/** Places of the named services in the admin table, top to bottom. */
async function tablePlaces(page: Page, names: string[]) {
  const rows = await page.getByTestId('service-table').locator('tbody tr').allInnerTexts();
  return names.map((n) => rows.findIndex((r) => r.includes(n)));
}

async function setDownloadsPublic(request: APIRequestContext, token: string, on: boolean) {
  const res = await request.post('/api/settings', { headers: auth(token), data: { downloads_public: on } });
  expect(res.status(), await res.text()).toBe(200);
}

test('admin adds a service with three prices and an option, reorders services, customers can order it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const first = `Stage A ${tag}`;
  const second = `Stage B ${tag}`;
  const optionName = `Pops and bangs ${tag}`;
  const page = await adminPage(browser);

  await page.goto('/admin/tuning_service/services');
  await page.getByTestId('add-service').click();
  await page.locator('#service_service_name').fill(first);
  await page.locator('#service_type_1_price').fill('12.5');
  await page.locator('#service_type_2_price').fill('30');
  await page.locator('#service_type_3_price').fill('8');
  await page.getByTestId('save-service').click();
  const row = page.getByTestId('service-table').locator('tbody tr').filter({ hasText: first });
  await expect(row).toContainText('12.5');
  await expect(row).toContainText('30');
  await expect(row).toContainText('8');

  // The server keeps the three prices in hundredths of a credit.
  const token = await adminToken(request);
  const listed = await request.get('/api/service', {
    headers: auth(token),
    params: { keyword: first, size: -1 },
  });
  const created = ((await listed.json()) as { items: Record<string, unknown>[] }).items[0];
  expect(created).toMatchObject({ type_1_price: 1250, type_2_price: 3000, type_3_price: 800 });

  const other = await request.post('/api/service', {
    headers: auth(token),
    data: { service_name: second, type_1_price: 500, type_2_price: 600, type_3_price: 700 },
  });
  expect(other.status(), await other.text()).toBe(200);
  const secondId = ((await other.json()) as { _id: number })._id;

  // The newer service sits below the first; one move up puts it above, and that order is kept.
  await page.reload();
  await expect(page.getByTestId('service-table')).toContainText(second);
  const [a, b] = await tablePlaces(page, [first, second]);
  expect(a).toBeGreaterThanOrEqual(0);
  expect(b).toBe(a + 1);
  await page.getByTestId(`service-${secondId}-up`).click();
  await expect.poll(() => tablePlaces(page, [first, second])).toEqual([a + 1, a]);
  await page.reload();
  await expect(page.getByTestId('service-table')).toContainText(first);
  expect(await tablePlaces(page, [first, second])).toEqual([a + 1, a]);

  // An option of the first service, with its additional price.
  await page.goto('/admin/tuning_service/options');
  await page.getByTestId('add-option').click();
  await page.locator('#option_option_name').fill(optionName);
  await choose(page, page.locator('.ant-modal'), 'option_service_id', first);
  await page.locator('#option_price').fill('2.5');
  await page.getByTestId('save-option').click();
  const optionRow = page.getByTestId('option-table').locator('tbody tr').filter({ hasText: optionName });
  await expect(optionRow).toContainText(first);
  await expect(optionRow).toContainText('+2.5');

  // The customer's order form offers the service at its car price, and the option with it.
  const customer = await createUser(request, 'tuningcust', { status: 1, verified: true });
  const shopper = await (await browser.newContext()).newPage();
  await dismissCookies(shopper);
  await signInUi(shopper, customer.username, customer.password);
  await shopper.goto('/');
  await expect(shopper.getByText(`${first} (12.5)`)).toBeVisible();
  await expect(shopper.getByText(`${second} (5)`)).toBeVisible();
  await shopper.getByText(`${first} (12.5)`).click();
  await expect(shopper.getByText(`${optionName} (+2.5)`)).toBeVisible();
});

test('downloads: admin uploads a file; visitors see it only while downloads are public', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await setDownloadsPublic(request, token, false);
  const tag = Date.now().toString(36);
  const title = `Flash tool manual ${tag}`;
  const hidden = `Dealer price sheet ${tag}`;
  const category = `Manuals ${tag}`;
  const content = randomBytes(256 * 1024);

  try {
    const page = await adminPage(browser);
    await page.goto('/admin/downloads');
    await page.getByTestId('add-download').click();
    await page.locator('#download_title').fill(title);
    await page.locator('#download_category').fill(category);
    await page.locator('#download_is_public').click();
    await page
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'manual.bin', mimeType: 'application/octet-stream', buffer: content });
    await page.getByTestId('save-download').click();
    const row = page.getByTestId('download-table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText(category);
    await expect(row).toContainText('manual.bin');

    // A download only for signed-in customers, next to the public one.
    const privateOne = await request.post('/api/flink', {
      headers: auth(token),
      multipart: {
        title: hidden,
        category,
        file: { name: 'prices.bin', mimeType: 'application/octet-stream', buffer: randomBytes(64) },
      },
    });
    expect(privateOne.status(), await privateOne.text()).toBe(200);

    const visitor = await (await browser.newContext()).newPage();
    await dismissCookies(visitor);
    await visitor.goto('/downloads');
    await expect(visitor).toHaveURL(/\/login\?redirect=%2Fdownloads$/);

    // A signed-in customer sees every download, public or not, whatever the flag says.
    const customer = await createUser(request, 'dlcust', { status: 1, verified: true });
    const member = await (await browser.newContext()).newPage();
    await dismissCookies(member);
    await signInUi(member, customer.username, customer.password);
    await member.goto('/downloads');
    await expect(member.getByTestId('download-list')).toContainText(title);
    await expect(member.getByTestId('download-list')).toContainText(hidden);
    // ...inside their own menu, with the page's entry highlighted; visitors get no menu.
    await expect(member.getByTestId('side-menu').locator('.ant-menu-item-selected')).toHaveText('Downloads');

    await setDownloadsPublic(request, token, true);
    await visitor.goto('/downloads');
    await expect(visitor).toHaveURL(/\/downloads$/);
    const list = visitor.getByTestId('download-list');
    await expect(visitor.getByTestId('side-menu')).toHaveCount(0);
    await expect(list).toContainText(title);
    await expect(list).toContainText(category);
    await expect(list).not.toContainText(hidden);
    const id = (
      (await (
        await request.get('/api/flink_all', { headers: auth(token), params: { keyword: title } })
      ).json()) as { items: { _id: number }[] }
    ).items[0]._id;
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId(`download-${id}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe('manual.bin');
    expect(readFileSync(await download.path()).equals(content)).toBe(true);
  } finally {
    await setDownloadsPublic(request, token, false);
  }
});
