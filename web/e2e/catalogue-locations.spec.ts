import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, choose } from './catalogue-support';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

const run = Date.now().toString(36);
// A 4x4 red PNG: small, but a real picture the browser has to decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface Car {
  type: string;
  make: string;
  model: string;
  generation: string;
  engine: string;
  ids: Record<'vtype' | 'manufacturer' | 'vmodel' | 'generation' | 'variant', number>;
}

async function addNode(request: APIRequestContext, token: string, level: string, body: object) {
  const res = await request.post(`/api/vehicle/${level}`, {
    headers: { 'x-access-token': token },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { _id: number })._id;
}

/** A whole vehicle from type to engine, set up through the API. */
async function makeCar(request: APIRequestContext, token: string, tag: string): Promise<Car> {
  const car = {
    type: `Loc type ${tag} ${run}`,
    make: `Loc make ${tag} ${run}`,
    model: `Loc model ${tag} ${run}`,
    generation: `Loc gen ${tag} ${run}`,
    engine: `Loc engine ${tag} ${run}`,
  };
  const vtype = await addNode(request, token, 'vtype', { name: car.type });
  const manufacturer = await addNode(request, token, 'manufacturer', { name: car.make, vtype });
  const vmodel = await addNode(request, token, 'vmodel', { name: car.model, manufacturer });
  const generation = await addNode(request, token, 'generation', { name: car.generation, vmodel });
  const variant = await addNode(request, token, 'variant', { name: car.engine, generation });
  return { ...car, ids: { vtype, manufacturer, vmodel, generation, variant } };
}

/** Picks the whole vehicle in the dropdown chain whose element ids start with `prefix`. */
async function pickCar(page: Page, scope: Locator, prefix: string, car: Car) {
  await choose(page, scope, `${prefix}-vtype`, car.type);
  await choose(page, scope, `${prefix}-manufacturer`, car.make);
  await choose(page, scope, `${prefix}-vmodel`, car.model);
  await choose(page, scope, `${prefix}-generation`, car.generation);
  await choose(page, scope, `${prefix}-variant`, car.engine);
}

/** The picture has been fetched and decoded by the browser, not just placed in the page. */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

async function customerPage(browser: import('@playwright/test').Browser, request: APIRequestContext) {
  const dealer = await createUser(request, 'locdealer', { status: 1, verified: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, dealer.username, dealer.password);
  return { context, page };
}

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an admin records an ECU and AdBlue location with a picture and a customer sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const car = await makeCar(request, await adminToken(request), 'a');
  const ecuText = `Behind the glovebox ${run}`;
  const adblueText = `Under the boot floor ${run}`;

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/ecu-and-adblue-locations');
  await page.getByTestId('add-record').click();
  const modal = page.locator('.ant-modal:visible');
  await pickCar(page, modal, 'loc', car);
  await modal.getByLabel('ECU location').fill(ecuText);
  await modal.getByLabel('AdBlue location').fill(adblueText);
  await modal.getByTestId('ecu-images').locator('input[type=file]').setInputFiles(png('ecu.png'));
  await expect(modal.getByText('ecu.png')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: car.engine });
  await expect(row).toContainText(ecuText);
  await expect(row).toContainText(adblueText);

  const { context, page: customer } = await customerPage(browser, request);
  await customer.goto('/ecu-adblue-locations');
  const body = customer.locator('body');
  // A vehicle without a record says so.
  await choose(customer, body, 'pick-vtype', car.type);
  await choose(customer, body, 'pick-manufacturer', car.make);
  await expect(customer.getByTestId('no-location')).toContainText('No location recorded for this vehicle');
  await pickCar(customer, body, 'pick', car);
  const ecu = customer.getByTestId('ecu-location');
  await expect(ecu).toContainText(ecuText);
  await expect(customer.getByTestId('adblue-location')).toContainText(adblueText);
  await expectLoaded(ecu.locator('img'));
  await context.close();

  // Editing: the ECU picture is dropped, an AdBlue picture added.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expectLoaded(modal.getByTestId('ecu-images').getByTestId('stored-image').locator('img'));
  await modal.getByTestId('ecu-images').getByRole('button', { name: 'Remove' }).click();
  await modal.getByTestId('adblue-images').locator('input[type=file]').setInputFiles(png('adblue.png'));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  const token = await adminToken(request);
  const stored = await request.get('/api/vehicle/one-ecu-adblue-location', {
    headers: { 'x-access-token': token },
    params: { variant: car.ids.variant },
  });
  const { location } = (await stored.json()) as {
    location: { ecu_location_images: unknown[]; adblue_location_images: { name: string }[] };
  };
  expect(location.ecu_location_images).toEqual([]);
  expect(location.adblue_location_images.map((i) => i.name)).toEqual(['adblue.png']);
});

test('deleting a make with models names them and deletes all only when confirmed', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const car = await makeCar(request, token, 'b');
  const second = `Loc second model ${run}`;
  const secondId = await addNode(request, token, 'vmodel', {
    name: second,
    manufacturer: car.ids.manufacturer,
  });

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/vehicle_statistics/manufacture');
  await page.getByPlaceholder('Search').fill(car.make);
  await page.getByPlaceholder('Search').press('Enter');
  const row = page.getByRole('row').filter({ hasText: car.make });
  const dialog = page.getByTestId('cascade-dialog');

  const startDelete = async () => {
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('at the level Model (2)');
    await expect(dialog.getByTestId('cascade-children')).toContainText(car.model);
    await expect(dialog.getByTestId('cascade-children')).toContainText(second);
  };

  await startDelete();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  const still = await request.get(`/api/vehicle/vmodel/${secondId}`, {
    headers: { 'x-access-token': token },
  });
  expect(still.status()).toBe(200);

  await startDelete();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete all' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: car.make })).toHaveCount(0);
  for (const [level, id] of [
    ['manufacturer', car.ids.manufacturer],
    ['vmodel', car.ids.vmodel],
    ['vmodel', secondId],
  ] as const) {
    const gone = await request.get(`/api/vehicle/${level}/${id}`, { headers: { 'x-access-token': token } });
    expect(gone.status(), `${level} ${id}`).toBe(404);
  }
});

test('an admin uploads a picture of an engine and the customer sees it on vehicle statistics', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const car = await makeCar(request, token, 'c');
  // Complete figures, so that customers are offered the engine at all.
  const details = await request.put(`/api/vehicle/variant/${car.ids.variant}/details`, {
    headers: { 'x-access-token': token },
    data: {
      fuel_type: 'Diesel',
      stock_hp: 150,
      stock_kw: 110,
      stock_torque: 320,
      stages: [{ stage: 1, hp: 190, torque: 400 }],
    },
  });
  expect(details.status(), await details.text()).toBe(200);

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/vehicle_statistics/variant');
  await page.getByPlaceholder('Search').fill(car.engine);
  await page.getByPlaceholder('Search').press('Enter');
  const row = page.getByRole('row').filter({ hasText: car.engine });
  await row.getByRole('button', { name: 'Details' }).click();
  const modal = page.locator('.ant-modal:visible');
  await modal.getByTestId('variant-images').locator('input[type=file]').setInputFiles(png('engine.png'));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  // Opened again, the stored picture shows as a thumbnail.
  await row.getByRole('button', { name: 'Details' }).click();
  await expectLoaded(modal.getByTestId('stored-image').locator('img'));
  await modal.getByRole('button', { name: 'Cancel' }).click();

  const { context, page: customer } = await customerPage(browser, request);
  await customer.goto('/vehicle_statistics');
  await pickCar(customer, customer.locator('body'), 'pick', car);
  const card = customer.getByTestId('variant-card');
  await expect(card).toContainText('+40 hp');
  await expectLoaded(card.getByTestId('variant-image').locator('img'));
  await context.close();
});
