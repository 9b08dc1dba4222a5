import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

/*
 * The dealer's "Quotes through the API" list with a long quote: on a 1366 px laptop the whole row, its
 * button included, is in view and the phone number and vehicle keep to one line each; on a phone the
 * button stays at the right edge while the table scrolls.
 */

const ORIGIN = 'https://quotes-layout.example';
const tag = Date.now().toString(36);
let made = 0;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function dealerWithQuote(request: APIRequestContext) {
  const headers = {
    'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token,
  };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json())._id as number;
  };
  // Each test its own vehicle: type names are unique.
  const own = `${tag}-${++made}`;
  const vtype = await post('/api/vehicle/vtype', { name: `Layout type ${own}` });
  const manufacturer = await post('/api/vehicle/manufacturer', { name: `Volkswagen ${own}`, vtype });
  const vmodel = await post('/api/vehicle/vmodel', { name: 'Transporter Multivan Highline', manufacturer });
  const generation = await post('/api/vehicle/generation', { name: 'T6.1 2019-2024', vmodel });
  const variant = await post('/api/vehicle/variant', { name: '2.0 TDI BiTurbo 4Motion 199hp', generation });
  const details = await request.put(`/api/vehicle/variant/${variant}/details`, {
    headers,
    data: {
      fuel_type: 'Diesel',
      stock_hp: 199,
      stock_torque: 450,
      stages: [{ stage: 1, hp: 240, torque: 520 }],
    },
  });
  expect(details.status(), await details.text()).toBe(200);

  const dealer = await createUser(request, 'quotelayout', { status: 1, verified: true });
  const granted = await request.post('/api/access_api', {
    headers,
    data: {
      user_id: dealer.id,
      start_date: day(-1),
      expiration_date: day(365),
      api_rate: 600,
      website_url: [ORIGIN],
      api_for: 'both',
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const key = (await granted.json()).access.keys.publishable_key as string;
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const prices = await request.put(`/api/api-access-update-by-user/${(await granted.json()).access._id}`, {
    headers: { 'x-access-token': session.access_token },
    data: { stage_prices: [{ stage: 1, price: 129_900 }], currency: 'PLN' },
  });
  expect(prices.status(), await prices.text()).toBe(200);
  const quote = await request.post('/api/public/v1/quotes', {
    headers: { 'x-api-key': key, origin: ORIGIN },
    data: {
      name: `Aleksandra Wiśniewska-Kowalczyk ${tag}`,
      email: `aleksandra.wisniewska-kowalczyk.${tag}@przyklad-firmy.example`,
      phone: '+48 601 234 567',
      registration: 'WPI 12345',
      variant_id: variant,
      stage: 1,
      message:
        'Dzień dobry, proszę o wycenę stage 1 wraz z montażem. Samochód jest używany do holowania przyczepy, ' +
        'więc zależy mi na momencie obrotowym. Czy możliwy jest termin w przyszłym tygodniu?',
      language: 'pl',
    },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  return dealer;
}

async function openList(page: Page, dealer: { username: string; password: string }, item = '.ant-table-row') {
  await page.addInitScript(() => window.localStorage.setItem('lng', 'pl'));
  await dismissCookies(page);
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/quotes-through-api');
  const row = page.getByTestId('api-quotes').locator(item).filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  return row;
}

/** Whether the element lies wholly inside the table's visible area (not cut by its edge or the card's). */
async function insideTable(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const area = await page
    .getByTestId('api-quotes')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .boundingBox();
  if (!box || !area) return false;
  return box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
}

test('at 1366 px the whole row with its button is in view, phone and vehicle on one line each', async ({
  page,
  request,
}) => {
  const dealer = await dealerWithQuote(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  const row = await openList(page, dealer);
  const button = row.getByRole('button', { name: 'Oznacz jako odpowiedziane' });
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(await insideTable(page, button)).toBe(true);
  // No part of the row is off to the side: the table does not need to scroll at this width.
  const scroll = await page
    .getByTestId('api-quotes')
    .locator('.ant-table-content')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(scroll).toBeLessThanOrEqual(1);
  for (const text of ['+48 601 234 567', 'Transporter Multivan Highline']) {
    const cell = row.getByText(text).first();
    const height = await cell.evaluate((el) => el.getBoundingClientRect().height);
    expect(height, text).toBeLessThan(30);
  }
  // The long message is cut to a line; the whole of it is at hand on hover.
  const message = row.getByText(/Dzień dobry/);
  expect(await message.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
  await message.hover();
  await expect(page.getByRole('tooltip')).toContainText('termin w przyszłym tygodniu');

  await button.click();
  await expect(row.getByRole('button', { name: 'Oznacz jako nowe' })).toBeVisible();
});

test('on a phone each quote is a card with its button in reach, and the page does not scroll sideways', async ({
  page,
  request,
}) => {
  const dealer = await dealerWithQuote(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openList(page, dealer, '[data-testid="api-quote"]');
  const button = card.getByRole('button', { name: 'Oznacz jako odpowiedziane' });
  await expect(button).toBeInViewport({ ratio: 1 });
  await expect(card).toContainText('WPI 12345');
  await expect(card).toContainText('termin w przyszłym tygodniu');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await button.click();
  await expect(card.getByRole('button', { name: 'Oznacz jako nowe' })).toBeVisible();
});
