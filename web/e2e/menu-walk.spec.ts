import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * Every page of the left menu, opened by who the menu shows it to, asks the server only for what that person
 * may read: no answer of 400 or more, so no page shows a refusal or a broken figure. An admin, a customer and
 * a staff member with a few permissions (whose pages mix what they may and may not see) walk their menus.
 */

test.describe.configure({ timeout: 300_000 });

/** The paths of the menu's entries, with every group opened. */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('li.ant-menu-item').first()).toBeVisible();
  const groups = menu.locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  const ids = await menu
    .locator('li.ant-menu-item[data-menu-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-id') ?? ''));
  // antd names an item `<menu id>-<key>`; the keys are the entries' paths.
  return [...new Set(ids.map((id) => id.slice(id.indexOf('-/') + 1)).filter((p) => p.startsWith('/')))];
}

async function walk(page: Page, login: string, password: string) {
  const refused: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400)
      refused.push(
        `${r.status()} ${r.request().method()} ${url.pathname} on ${new URL(page.url()).pathname}`,
      );
  });
  await dismissCookies(page);
  await signInUi(page, login, password);
  const paths = await menuPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Still there: a page the menu offers never sends its reader away.
    expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
  }
  expect(refused).toEqual([]);
}

test('an admin walks every page of the menu without one refused request', async ({ page }) => {
  await walk(page, ADMIN.login, ADMIN.password);
});

test('a customer walks every page of the menu without one refused request', async ({ page, request }) => {
  const customer = await createUser(request, 'walker', { status: 1, verified: true });
  await walk(page, customer.username, customer.password);
});

test('a staff member with a few permissions walks their menu without one refused request', async ({
  page,
  request,
}) => {
  const staff = await createUser(request, 'walkstaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: {
      tickets: true,
      dealers_manager: { dealers_list: true, dealers_invoices: true },
      vehicle_statistics: { enabled: true },
      shop_manager: { ship_order: true },
    },
  });
  await walk(page, staff.username, staff.password);
});
