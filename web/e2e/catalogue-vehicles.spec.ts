import { expect, test } from '@playwright/test';
import { choose } from './catalogue-support';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';

const run = Date.now().toString(36);
const car = {
  type: `Car ${run}`,
  make: `Make ${run}`,
  model: `Model ${run}`,
  generation: `Gen ${run}`,
  engine: `2.0 TDI ${run}`,
};

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an admin builds a vehicle from type to engine and a customer sees its gain', async ({
  page,
  browser,
  request,
}) => {
  // Five levels and two sign-ins through the real UI: slower than the default minute on a busy machine.
  test.setTimeout(240_000);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const modal = page.locator('.ant-modal:visible');
  const addNode = async (segment: string, parents: [string, string][], name: string) => {
    await page.goto(`/admin/vehicle_statistics/${segment}`);
    await page.getByTestId('add-record').click();
    for (const [id, value] of parents) await choose(page, modal, id, value);
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  };

  await addNode('type', [], car.type);
  await addNode('manufacture', [['node-vtype', car.type]], car.make);
  await addNode(
    'model',
    [
      ['node-vtype', car.type],
      ['node-manufacturer', car.make],
    ],
    car.model,
  );
  await addNode(
    'generation',
    [
      ['node-vtype', car.type],
      ['node-manufacturer', car.make],
      ['node-vmodel', car.model],
    ],
    car.generation,
  );
  await addNode(
    'variant',
    [
      ['node-vtype', car.type],
      ['node-manufacturer', car.make],
      ['node-vmodel', car.model],
      ['node-generation', car.generation],
    ],
    car.engine,
  );

  // Figures (fuel, stock and at least one stage make them complete): stock 150 hp / 320 Nm, stage 1 at 190 hp / 400 Nm.
  const row = page.getByRole('row').filter({ hasText: car.engine });
  await row.getByRole('button', { name: 'Details' }).click();
  await modal.getByLabel('Fuel').fill('Diesel');
  await modal.getByLabel('Stock power (hp)').fill('150');
  await modal.getByLabel('Stock power (kW)').fill('110');
  await modal.getByLabel('Stock torque (Nm)').fill('320');
  await modal.getByRole('button', { name: 'Add stage' }).click();
  await modal.getByLabel('Tuned power (hp)').fill('190');
  await modal.getByLabel('Tuned torque (Nm)').fill('400');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  await expect(row.getByText('Complete', { exact: true })).toBeVisible();

  // A customer finds it through the dropdowns.
  const dealer = await createUser(request, 'vehdealer', { status: 1, verified: true });
  const context = await browser.newContext();
  const customer = await context.newPage();
  await dismissCookies(customer);
  await signInUi(customer, dealer.username, dealer.password);
  await customer.goto('/vehicle_statistics');
  const body = customer.locator('body');
  await choose(customer, body, 'pick-vtype', car.type);
  await choose(customer, body, 'pick-manufacturer', car.make);
  await choose(customer, body, 'pick-vmodel', car.model);
  await choose(customer, body, 'pick-generation', car.generation);
  await choose(customer, body, 'pick-variant', car.engine);
  const card = customer.getByTestId('variant-card');
  await expect(card).toContainText('+40 hp');
  await expect(card).toContainText('+80 Nm');
  await expect(card.getByTestId('gain-chart')).toContainText('190 hp');
  await context.close();

  // In Japanese the figures carry the unit the registration search writes ("{{value}} 馬力"), not "hp".
  const japanese = await browser.newContext();
  const jaPage = await japanese.newPage();
  await dismissCookies(jaPage);
  await jaPage.addInitScript(() => window.localStorage.setItem('lng', 'ja'));
  await signInUi(jaPage, dealer.username, dealer.password);
  await jaPage.goto('/vehicle_statistics');
  await expect(jaPage.locator('html')).toHaveAttribute('lang', 'ja');
  const jaBody = jaPage.locator('body');
  await choose(jaPage, jaBody, 'pick-vtype', car.type);
  await choose(jaPage, jaBody, 'pick-manufacturer', car.make);
  await choose(jaPage, jaBody, 'pick-vmodel', car.model);
  await choose(jaPage, jaBody, 'pick-generation', car.generation);
  await choose(jaPage, jaBody, 'pick-variant', car.engine);
  const jaCard = jaPage.getByTestId('variant-card');
  await expect(jaCard).toContainText('+40 馬力');
  await expect(jaCard).toContainText('+80 N·m');
  await expect(jaCard.getByTestId('gain-chart')).toContainText('190 馬力');
  await expect(jaCard.getByTestId('gain-chart')).not.toContainText('hp');
  await japanese.close();
});
