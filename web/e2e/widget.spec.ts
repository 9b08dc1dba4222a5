import type { Server } from 'node:http';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { startHostSite } from './support/host-site';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTAL = `http://127.0.0.1:${E2E_PORT}`;
const HOST_PORT = Number(process.env.E2E_WIDGET_HOST_PORT ?? 3450);
const OTHER_PORT = Number(process.env.E2E_WIDGET_OTHER_PORT ?? HOST_PORT + 1);
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const OTHER = `http://127.0.0.1:${OTHER_PORT}`;

let host: Server;
let other: Server;
const tag = Date.now().toString(36);
const names = { make: `Make${tag}`, model: `Model${tag}`, generation: 'Mk1', variant: '2.0 TDI 150hp' };

test.beforeAll(async () => {
  host = await startHostSite(HOST_PORT, PORTAL);
  other = await startHostSite(OTHER_PORT, PORTAL);
});
test.afterAll(async () => {
  host?.close();
  other?.close();
});
test.beforeEach(async ({ page }) => dismissCookies(page));

let seeded = false;
async function seedVehicle(request: APIRequestContext, headers: Record<string, string>) {
  // Once per run: each test may need the vehicle, and a second copy would make its name ambiguous.
  if (seeded) return;
  seeded = true;
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json())._id as number;
  };
  // The dropdown list: all types at once (after a failed test the worker starts again, "Car" already there).
  const types = await request.get('/api/vehicle/vtype/selected/all', { headers });
  const car = ((await types.json()).items ?? []).find((t: { name: string }) => t.name === 'Car');
  const vtype = car?._id ?? (await post('/api/vehicle/vtype', { name: 'Car' }));
  const manufacturer = await post('/api/vehicle/manufacturer', { name: names.make, vtype });
  const vmodel = await post('/api/vehicle/vmodel', { name: names.model, manufacturer });
  const generation = await post('/api/vehicle/generation', { name: names.generation, vmodel });
  const variant = await post('/api/vehicle/variant', { name: names.variant, generation });
  const details = await request.put(`/api/vehicle/variant/${variant}/details`, {
    headers,
    data: {
      fuel_type: 'Diesel',
      stock_hp: 150,
      stock_torque: 340,
      stages: [
        { stage: 1, hp: 185, torque: 400 },
        { stage: 2, hp: 205, torque: 440 },
      ],
    },
  });
  expect(details.status(), await details.text()).toBe(200);
}

async function dealerWithKey(
  request: APIRequestContext,
  headers: Record<string, string>,
  dates: { start_date: string; expiration_date: string },
  extra: Record<string, unknown> = {},
) {
  const dealer = await createUser(request, 'widgetdealer', { status: 1, verified: true });
  const res = await request.post('/api/access_api', {
    headers,
    data: { user_id: dealer.id, ...dates, api_rate: 600, website_url: [HOST], api_for: 'both', ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  const access = (await res.json()).access;
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const prices = await request.put(`/api/api-access-update-by-user/${access._id}`, {
    headers: { 'x-access-token': session.access_token },
    data: {
      stage_prices: [{ stage: 1, price: 29_900 }],
      currency: 'EUR',
      look: { primary_color: '#0050b3' },
    },
  });
  expect(prices.status(), await prices.text()).toBe(200);
  return {
    dealer,
    id: access._id as number,
    key: access.keys.publishable_key as string,
    prefix: access.api_key as string,
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, label: string, name: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  // Exact: other tests of the run add entries whose names contain this one (e.g. "Cars and vans").
  const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await expect(select.locator('option').filter({ hasText: exact })).toHaveCount(1);
  await select.selectOption({ label: name });
}

test('a visitor on the dealer’s site picks a vehicle, sees figures and prices and sends a quote that appears live', async ({
  browser,
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  await seedVehicle(request, headers);
  const { dealer, key, prefix } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });

  // The dealer watches their quote list and sees their key on /access_api.
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  await expect(page.getByTestId('key-prefix')).toHaveText(`${prefix}…`);
  await expect(page.getByTestId('snippet')).toContainText('/api/public/v1/widget.js');
  await page.goto('/quotes-through-api');
  await expect(page.getByTestId('api-quotes')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.setViewportSize({ width: 360, height: 800 });
  await visitor.goto(`${HOST}/?key=${key}&lang=en`);
  const widget = visitor.locator('tuning-widget');
  await expect(widget.getByRole('heading', { name: 'Tuning calculator' })).toBeVisible();
  // Host CSS cannot reach inside: the heading keeps its own size.
  const size = await widget
    .getByRole('heading', { name: 'Tuning calculator' })
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(size).toBe('18px');

  await pick(visitor, 'Vehicle type', 'Car');
  await pick(visitor, 'Make', names.make);
  await pick(visitor, 'Model', names.model);
  await pick(visitor, 'Generation', names.generation);
  await pick(visitor, 'Engine', names.variant);
  await expect(
    widget.getByRole('heading', {
      name: `${names.make} ${names.model} ${names.generation} ${names.variant}`,
    }),
  ).toBeVisible();
  const stage1 = widget.getByRole('row', { name: /Stage 1/ });
  await expect(stage1).toContainText('185 hp');
  await expect(stage1).toContainText('400 Nm');
  await expect(stage1).toContainText('€299.00');
  await expect(widget.getByRole('img', { name: 'Stock and tuned power and torque' })).toBeVisible();

  // Validation first, then a real request.
  await widget.getByRole('button', { name: 'Send request' }).click();
  await expect(widget.getByText('Please fill in this field.')).toBeVisible();
  await widget.getByLabel('Name *').fill(`Visitor ${tag}`);
  await widget.getByLabel('E-mail *').fill(`visitor${tag}@example.com`);
  await widget.getByLabel('Registration').fill('AB12CDE');
  await widget.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: 'Stage 1' });
  await widget.getByLabel('Message').fill('Next week if possible');
  await widget.getByRole('button', { name: 'Send request' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thank you. Your request has been sent.');

  // The dealer's open list shows it without a reload.
  const row = page
    .getByTestId('api-quotes')
    .getByRole('row')
    .filter({ hasText: `Visitor ${tag}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('AB12CDE');
  await visitor.close();
});

test('the widget refuses a website that is not allowed and explains an expired key', async ({
  browser,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const live = await dealerWithKey(request, headers, { start_date: day(-1), expiration_date: day(365) });
  const visitor = await browser.newPage();
  await visitor.goto(`${OTHER}/?key=${live.key}`);
  await expect(visitor.locator('tuning-widget').getByRole('status')).toHaveText(
    'This website is not allowed to use this widget.',
  );

  const expired = await dealerWithKey(request, headers, {
    start_date: '2020-01-01',
    expiration_date: '2020-12-31',
  });
  await visitor.goto(`${HOST}/?key=${expired.key}`);
  await expect(visitor.locator('tuning-widget').getByRole('status')).toHaveText(
    'This service is not available at the moment.',
  );
  await visitor.close();
});

test('in Arabic the widget reads right to left', async ({ browser, request }) => {
  const headers = { 'x-access-token': await adminToken(request) };
  await seedVehicle(request, headers);
  const { key } = await dealerWithKey(request, headers, { start_date: day(-1), expiration_date: day(365) });
  const visitor = await browser.newPage();
  await visitor.goto(`${HOST}/?key=${key}&lang=ar`);
  const region = visitor.locator('tuning-widget').getByRole('region', { name: 'حاسبة البرمجة' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('dir', 'rtl');
  await expect(visitor.locator('tuning-widget').getByRole('combobox', { name: 'نوع المركبة' })).toBeVisible();

  // Latin names keep their own order inside the right-to-left widget ("2.0 TDI 150hp", not "TDI 150hp 2.0").
  await pickVehicle(visitor, ['نوع المركبة', 'الشركة المصنعة', 'الطراز', 'الجيل', 'المحرك']);
  const engine = visitor.locator('tuning-widget').getByRole('combobox', { name: 'المحرك', exact: true });
  await expect(engine.locator('option').filter({ hasText: names.variant })).toHaveAttribute('dir', 'auto');
  const vehicle = `${names.make} ${names.model} ${names.generation} ${names.variant}`;
  await expect(visitor.locator('tuning-widget').locator('h3 > bdi')).toHaveText(vehicle);
  await visitor.close();
});

test('staff grant a dealer API access and see the keys once', async ({ page, request }) => {
  const dealer = await createUser(request, 'grantdealer', { status: 1, verified: true });
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/access_api');
  await page.getByRole('button', { name: 'plus Add' }).click();
  const modal = page.locator('.ant-modal:visible');
  // The customer is found by typing part of their e-mail: the server searches, the picker lists matches.
  const picker = modal.getByLabel('Customer');
  await picker.click();
  await picker.fill(dealer.email.slice(0, -4));
  await page.locator('.ant-select-dropdown:visible').getByText(dealer.email).click();
  await expect(modal.getByTestId('customer-search')).toContainText(dealer.email);
  await modal.getByPlaceholder('Start date').click();
  await modal.getByPlaceholder('Start date').fill(day(0));
  await modal.getByPlaceholder('Start date').press('Enter');
  await modal.getByPlaceholder('End date').fill(day(30));
  await modal.getByPlaceholder('End date').press('Enter');
  const sites = modal.getByLabel('Allowed websites');
  await sites.click();
  await sites.fill(HOST);
  await sites.press('Enter');
  await modal.getByRole('button', { name: 'Save' }).click();

  const keys = page.locator('.ant-modal:visible').filter({ hasText: 'Your new keys' });
  await expect(keys.getByTestId('publishable-key')).toContainText(/pk_live_[A-Za-z0-9]{40}/);
  await expect(keys.getByTestId('secret-key')).toContainText(/sk_live_[A-Za-z0-9]{40}/);
  await keys.getByRole('button', { name: 'OK' }).click();
  const row = page.getByTestId('api-access-list').getByRole('row').filter({ hasText: dealer.username });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(HOST);
});

test('a dealer whose access staff revoked asks again on the page and gets new keys; the old ones stay refused', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const { dealer, id, key, prefix } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  expect((await request.delete(`/api/access_api/${id}`, { headers })).status()).toBe(200);

  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const ask = page.getByRole('button', { name: 'Ask for access' });
  await expect(ask).toBeVisible();
  const websites = page.getByRole('combobox', { name: 'Allowed websites' });
  await websites.fill(HOST);
  await websites.press('Enter');
  await ask.click();
  await expect(ask).toBeHidden();
  const shown = page.getByTestId('key-prefix');
  await expect(shown).toBeVisible();
  await expect(shown).not.toHaveText(`${prefix}…`);

  const old = await request.get('/api/public/v1/vehicles/types', {
    headers: { 'x-api-key': key, origin: HOST },
  });
  expect(old.status()).toBe(403);
  expect((await old.json()).code).toBe('API_KEY_REVOKED');
});

async function pickVehicle(page: Page, labels = ['Vehicle type', 'Make', 'Model', 'Generation', 'Engine']) {
  const [type, make, model, generation, engine] = labels as [string, string, string, string, string];
  await pick(page, type, 'Car');
  await pick(page, make, names.make);
  await pick(page, model, names.model);
  await pick(page, generation, names.generation);
  await pick(page, engine, names.variant);
}

test('a German widget in a French browser answers in German, checks the phone and maps the API’s refusals', async ({
  browser,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  await seedVehicle(request, headers);
  const { dealer, id, key } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const captcha = (on: boolean) =>
    request.put(`/api/api-access-update-by-user/${id}`, {
      headers: { 'x-access-token': session.access_token },
      data: { captcha: on },
    });
  expect((await captcha(true)).status()).toBe(200);

  const context = await browser.newContext({ locale: 'fr-FR' });
  const visitor = await context.newPage();
  const languages: string[] = [];
  visitor.on('request', (req) => {
    if (req.url().includes('/api/public/v1/') && !req.url().endsWith('/widget.js'))
      languages.push(req.headers()['accept-language'] ?? '');
  });
  await visitor.goto(`${HOST}/?key=${key}&lang=de`);
  const widget = visitor.locator('tuning-widget');
  await expect(widget.getByRole('heading', { name: 'Tuning-Rechner' })).toBeVisible();
  await pickVehicle(visitor, ['Fahrzeugtyp', 'Marke', 'Modell', 'Generation', 'Motor']);
  // Power in PS, as the portal writes it in German, in the table and in the chart.
  const stufe1 = widget.getByRole('row', { name: /Stufe 1/ });
  await expect(stufe1).toContainText('185 PS');
  await expect(stufe1).toContainText('400 Nm');
  await expect(widget.getByRole('columnheader', { name: 'kW', exact: true })).toBeVisible();
  const figures = widget.getByRole('img', { name: 'Serien- und getunte Leistung und Drehmoment' });
  await expect(figures).toContainText('150 PS');

  // Checked before sending, with the API's own rules.
  await widget.getByLabel('Name *').fill('<b>Kunde</b>');
  await widget.getByLabel('E-Mail *').fill(`kunde${tag}@example.com`);
  await widget.getByLabel('Telefon').fill('ruf mich an');
  await widget.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(widget.getByText('Bitte verwenden Sie nicht die Zeichen < und >.')).toBeVisible();
  await expect(widget.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeVisible();
  await widget.getByLabel('Name *').fill(`Kunde ${tag}`);
  await widget.getByLabel('Telefon').fill('+49 (30) 123-456');

  // A wrong captcha is told under the captcha, in the widget's words and language.
  await widget.getByLabel('Zeichen aus dem Bild eingeben *').fill('zzzzzz');
  await widget.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(
    widget.getByText('Die Zeichen stimmen nicht mit dem Bild überein. Bitte versuchen Sie es erneut.'),
  ).toBeVisible();

  // Without a captcha asked any more the request goes through; the thanks are the widget's own, in German.
  expect((await captcha(false)).status()).toBe(200);
  await widget.getByLabel('Zeichen aus dem Bild eingeben *').fill('abcdef');
  await widget.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(widget.getByRole('status')).toHaveText('Vielen Dank. Ihre Anfrage wurde gesendet.');
  expect(languages.length).toBeGreaterThan(5);
  expect(new Set(languages)).toEqual(new Set(['de']));
  await context.close();
});

test('with a key for quote requests only the visitor picks a stage, priced by the dealer, without figures', async ({
  browser,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  await seedVehicle(request, headers);
  const { key } = await dealerWithKey(
    request,
    headers,
    { start_date: day(-1), expiration_date: day(365) },
    { api_for: 'quotes' },
  );
  const visitor = await browser.newPage();
  await visitor.goto(`${HOST}/?key=${key}&lang=en`);
  const widget = visitor.locator('tuning-widget');
  await pickVehicle(visitor);
  await expect(widget.getByRole('heading', { name: 'Request a quote' })).toBeVisible();
  await expect(widget.getByRole('table')).toHaveCount(0);
  const stage = widget.getByRole('combobox', { name: 'Stage', exact: true });
  await expect(stage.locator('option')).toHaveText(['Choose…', 'Stage 1 (€299.00)', 'Stage 2']);
  await stage.selectOption({ label: 'Stage 2' });
  await widget.getByLabel('Name *').fill(`Quoter ${tag}`);
  await widget.getByLabel('E-mail *').fill(`quoter${tag}@example.com`);
  await widget.getByRole('button', { name: 'Send request' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thank you. Your request has been sent.');
  await visitor.close();
});

test('a replaced key and a suspended dealer are told as such on the dealer’s site', async ({
  browser,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const { dealer, id, key } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const fresh = await request.put(`/api/access_api_user/${id}`, {
    headers: { 'x-access-token': session.access_token },
    data: { key: 'publishable' },
  });
  expect(fresh.status(), await fresh.text()).toBe(200);
  const visitor = await browser.newPage();
  await visitor.goto(`${HOST}/?key=${key}`);
  await expect(visitor.locator('tuning-widget').getByRole('status')).toHaveText(
    'This widget’s key is not valid. Please let the website’s owner know.',
  );

  const newKey = (await fresh.json()).access.keys.publishable_key as string;
  await visitor.goto(`${HOST}/?key=${newKey}`);
  await expect(
    visitor.locator('tuning-widget').getByRole('combobox', { name: 'Vehicle type' }),
  ).toBeEnabled();
  const suspend = await request.put(`/api/user/${dealer.id}`, { headers, data: { status: 2 } });
  expect(suspend.status(), await suspend.text()).toBe(200);
  await visitor.goto(`${HOST}/?key=${newKey}`);
  await expect(visitor.locator('tuning-widget').getByRole('status')).toHaveText(
    'This service is not available at the moment.',
  );
  await visitor.close();
});

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b as Box;
}

test('the dealer’s snippet copies a key that works when pasted, or a placeholder nobody takes for a key', async ({
  page,
  browser,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const { dealer, prefix } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const snippet = page.getByTestId('snippet');
  const copy = page
    .locator('.ant-card')
    .filter({ hasText: 'Add the widget to your website' })
    .getByRole('button', { name: 'Copy' });
  const copied = async () => {
    await copy.click();
    return page.evaluate(() => navigator.clipboard.readText());
  };

  // Staff made the keys, so this page knows only the key's prefix: the snippet asks for the key in words
  // instead of carrying a cut one that looks real.
  await expect(snippet).toContainText('data-key="pk_live_YOUR_PUBLISHABLE_KEY"');
  await expect(snippet).not.toContainText(prefix);
  await expect(page.getByTestId('snippet-key-hint')).toContainText(
    'Replace pk_live_YOUR_PUBLISHABLE_KEY with your publishable key.',
  );
  const placeholder = await copied();
  expect(placeholder).toContain('data-key="pk_live_YOUR_PUBLISHABLE_KEY"');
  expect(placeholder).not.toContain('…');

  // A new key is shown once; from then on the snippet carries it in full, shown and copied.
  await page.getByRole('button', { name: 'New key' }).first().click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
  const keys = page.locator('.ant-modal:visible').filter({ hasText: 'Your new keys' });
  const key = ((await keys.getByTestId('publishable-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^pk_live_[A-Za-z0-9]{40}$/);
  await keys.getByRole('button', { name: 'OK' }).click();
  await expect(snippet).toContainText(`data-key="${key}"`);
  await expect(page.getByTestId('snippet-key-hint')).toHaveCount(0);
  const code = await copied();
  expect(code).toContain(`data-key="${key}"`);
  expect(code).toBe(await snippet.textContent());

  // Pasted into the dealer's page as it is, the widget runs.
  const visitor = await browser.newPage();
  await visitor.goto(`${HOST}/pasted?snippet=${encodeURIComponent(code)}`);
  await expect(
    visitor.locator('tuning-widget').getByRole('combobox', { name: 'Vehicle type' }),
  ).toBeEnabled();
  await visitor.close();
});

test('on a wide screen every price per stage starts under its title, its Delete button beside its fields', async ({
  page,
  request,
}) => {
  const headers = { 'x-access-token': await adminToken(request) };
  const { dealer, id } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const prices = await request.put(`/api/api-access-update-by-user/${id}`, {
    headers: { 'x-access-token': session.access_token },
    data: {
      stage_prices: [
        { stage: 1, price: 29_900 },
        { stage: 2, price: 45_050 },
      ],
    },
  });
  expect(prices.status(), await prices.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const stages = page.getByLabel('Stage', { exact: true });
  await expect(stages).toHaveCount(2);
  const title = await box(page.getByText('Your price per stage', { exact: true }));
  let above = title.y + title.height;
  for (let i = 0; i < 2; i += 1) {
    const label = await box(page.getByText('Stage', { exact: true }).nth(i));
    const price = await box(page.getByLabel('Price', { exact: true }).nth(i));
    const remove = await box(page.getByRole('button', { name: 'Delete' }).nth(i));
    // Each row starts where the title starts, below the title and below the row before it.
    expect(Math.abs(label.x - title.x)).toBeLessThanOrEqual(1);
    expect(label.y).toBeGreaterThanOrEqual(above);
    // The button is on the fields' line, not on their labels' line.
    expect(Math.abs(remove.y + remove.height / 2 - (price.y + price.height / 2))).toBeLessThanOrEqual(2);
    above = price.y + price.height;
  }
});

/** A dealer whose key is valid now, and the PUT requests the page sends to `path` (a refused form sends none). */
async function dealerWithPuts(page: Page, request: APIRequestContext, path: string) {
  const headers = { 'x-access-token': await adminToken(request) };
  const { dealer } = await dealerWithKey(request, headers, {
    start_date: day(-1),
    expiration_date: day(365),
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(path)) sent.push(r.url());
  });
  return { dealer, sent };
}

test('staff editing a dealer’s access see whose it is, and a website with a path is named under the field, not sent', async ({
  page,
  request,
}) => {
  const { dealer, sent } = await dealerWithPuts(page, request, '/api/access_api/');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/access_api?keyword=${dealer.username}`);
  const row = page.getByTestId('api-access-list').getByRole('row').filter({ hasText: dealer.email });
  await row.getByRole('button', { name: 'Edit' }).click();
  // The row's customer stays in view beside its buttons, however far the table scrolled to reach them.
  await expect(row.getByRole('cell').first()).toBeInViewport({ ratio: 1 });

  const modal = page.locator('.ant-modal:visible');
  await expect(modal.locator('.ant-modal-title')).toHaveText(
    `API access for ${dealer.username} (${dealer.email})`,
  );
  const sites = modal.getByLabel('Allowed websites');
  await sites.click();
  await sites.fill('www.dealer-two.example/shop');
  await sites.press('Enter');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('.ant-form-item-explain-error')).toHaveText(
    "“www.dealer-two.example/shop” is not a website address. Enter only the site's address, such as https://www.example.com",
  );
  await expect(page.locator('.ant-message')).toHaveCount(0);
  expect(sent).toEqual([]);
  await expect(modal).toBeVisible();
});

test('a widget font the portal would refuse is named under the field and not sent; a font list in any script is saved', async ({
  page,
  request,
}) => {
  const { dealer, sent } = await dealerWithPuts(page, request, '/api/api-access-update-by-user/');
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/access_api');
  const card = page.locator('.ant-card').filter({ hasText: 'Websites and look' });
  const font = card.getByLabel('Font', { exact: true });
  await font.fill('Arial; color: red');
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.locator('.ant-form-item-explain-error')).toHaveText(
    'The font must be one or more font names separated by commas, such as "Open Sans", Arial, sans-serif. A name may contain letters, digits, spaces and hyphens, and may be put in quotes.',
  );
  await expect(page.locator('.ant-message')).toHaveCount(0);
  expect(sent).toEqual([]);

  // Names in other scripts pass as the portal takes them.
  const good = '"Noto Sans JP", メイリオ, sans-serif';
  await font.fill(good);
  await expect(card.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-message')).toContainText('Saved');
  expect(sent).toHaveLength(1);
  const session = await apiSignIn(request, dealer.username, dealer.password);
  const mine = await request.get('/api/access_api_user', {
    headers: { 'x-access-token': session.access_token },
  });
  expect((await mine.json()).access.look.font_family).toBe(good);
});
