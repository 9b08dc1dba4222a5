import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';

const ROWS = 10_000;
const BROKEN = 4_321;

/** 10,000 variants in one generation; one row has a word where the power must be a number. */
function variantsCsv(tag: string): string {
  const lines = ['type,manufacturer,model,generation,variant,stock_hp,stock_torque,stage1_hp,stage1_torque'];
  for (let i = 1; i <= ROWS; i++) {
    const hp = i === BROKEN ? 'lots' : String(100 + (i % 200));
    lines.push(`Import ${tag},Make ${tag},Model ${tag},Gen ${tag},Engine ${i},${hp},300,180,380`);
  }
  return `${lines.join('\n')}\n`;
}

test('a CSV import of 10,000 variants finishes and reports the broken row without importing it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/vehicle_statistics/variant');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const modal = page.locator('.ant-modal:visible');
  // The header the file needs is named before the first attempt.
  await expect(modal.getByTestId('import-columns')).toContainText(
    'type, manufacturer, model, generation, variant',
  );
  await expect(modal.getByTestId('import-columns')).toContainText('stage1_hp');
  await modal.locator('input[type=file]').setInputFiles({
    name: 'variants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(variantsCsv(tag)),
  });
  await modal.getByText('Skip rows with problems and import the others').click();
  await modal.getByTestId('run-import').click();

  const report = modal.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 150_000 });
  await expect(report).toContainText(`Imported: ${ROWS - 1}`);
  await expect(report).toContainText('rejected: 1');
  // The broken row is named by its line in the file: the header is line 1.
  const rejected = modal.getByTestId('import-rejected');
  await expect(rejected.getByRole('cell', { name: String(BROKEN + 1), exact: true })).toBeVisible();

  // Nothing of the broken row reached the database.
  const token = await adminToken(request);
  const headers = { 'x-access-token': token };
  const list = await request.get('/api/vehicle/variant', {
    headers,
    params: { keyword: `Engine ${BROKEN}`, size: 50 },
  });
  const names = ((await list.json()).items as { name: string; generation?: { name: string } }[])
    .filter((v) => v.generation?.name === `Gen ${tag}`)
    .map((v) => v.name);
  expect(names).not.toContain(`Engine ${BROKEN}`);
  const all = await request.get('/api/vehicle/variant', { headers, params: { keyword: 'Engine', size: 1 } });
  expect((await all.json()).total).toBeGreaterThanOrEqual(ROWS - 1);
});
