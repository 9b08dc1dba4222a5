import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * Staff's list of dealers' API accesses with long websites: on a 1366 px laptop the whole row, its status and
 * buttons included, is in view and long websites are cut with the whole address on hover; on a phone the
 * buttons stay at the right edge while the table scrolls.
 */

const tag = Date.now().toString(36);
const SITE = `https://www.warsztat-tuningowy-z-bardzo-dluga-nazwa-domeny-${tag}.example`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function dealerWithAccess(request: APIRequestContext) {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const dealer = await createUser(request, 'accesslayout', { status: 1, verified: true });
  const granted = await request.post('/api/access_api', {
    headers: { 'x-access-token': admin.access_token },
    data: {
      user_id: dealer.id,
      start_date: day(-1),
      expiration_date: day(365),
      api_rate: 600,
      website_url: [SITE, `https://sklep.${tag}-drugi-adres-tego-samego-warsztatu.example`],
      api_for: 'both',
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return dealer;
}

async function openList(page: Page, username: string) {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/access_api?keyword=${username}`);
  const row = page.getByTestId('api-access-list').locator('.ant-table-row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

/** Whether the element lies wholly inside the table's visible area (not cut by its edge or the card's). */
async function insideTable(page: Page, element: ReturnType<Page['locator']>) {
  const box = await element.boundingBox();
  const area = await page
    .getByTestId('api-access-list')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .boundingBox();
  if (!box || !area) return false;
  return box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
}

test('at 1366 px the whole row is in view, status and buttons included; a long website is cut, whole on hover', async ({
  page,
  request,
}) => {
  const dealer = await dealerWithAccess(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  const row = await openList(page, dealer.username);
  for (const element of [
    row.getByText('Active', { exact: true }),
    row.getByRole('button', { name: 'Edit' }),
    row.getByRole('button', { name: 'Delete' }),
  ]) {
    await expect(element).toBeInViewport({ ratio: 1 });
    expect(await insideTable(page, element)).toBe(true);
  }
  // Nothing of the row is off to the side: the table does not need to scroll at this width.
  const scroll = await page
    .getByTestId('api-access-list')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(scroll).toBeLessThanOrEqual(1);
  const site = row.getByText(SITE);
  expect(await site.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
  expect(await site.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await site.hover();
  await expect(page.getByRole('tooltip')).toHaveText(SITE);

  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog')).toContainText(dealer.username);
});

test('on a phone the buttons stay at the right edge while the table scrolls', async ({ page, request }) => {
  const dealer = await dealerWithAccess(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const row = await openList(page, dealer.username);
  const edit = row.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeInViewport({ ratio: 1 });
  expect(await insideTable(page, edit)).toBe(true);
  // Scrolled to the other end, the customer is out of sight but the buttons are where they were.
  await page
    .getByTestId('api-access-list')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(edit).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await edit.click();
  await expect(page.getByRole('dialog')).toContainText(dealer.username);
});
