import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';

const t: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../packages/i18n/locales/catalogue/de.json', import.meta.url), 'utf8'),
).catalogue.import;

test('the fault-code import names its columns, then lists each rejected row and its problem in German', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase().slice(-4);
  await page.addInitScript(() => window.localStorage.setItem('lng', 'de'));
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/df_to_p_codes');
  await page.getByRole('button', { name: t.button }).click();
  const modal = page.locator('.ant-modal:visible');
  // The header the file needs is named before the first attempt.
  const columns = modal.getByTestId('import-columns');
  await expect(columns).toContainText('code, p_code, description');
  await expect(columns).toContainText(t.optional_columns.replace('{{columns}}', 'ecu'));

  const csv = [
    'code,p_code,description,ecu',
    `D${tag}1,P0100,Luftmassenmesser,EDC16`,
    `D${tag}2,P0101,,EDC16`,
    `D${tag}1,P0100,Doppelt,EDC16`,
  ].join('\n');
  await modal.locator('input[type=file]').setInputFiles({
    name: 'codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await modal.getByTestId('run-import').click();

  const report = modal.getByTestId('import-report');
  await expect(report).toContainText('Es wurde nichts importiert');
  await expect(report).toContainText(
    t.counts
      .replace('{{imported}}', '0')
      .replace('{{created}}', '0')
      .replace('{{updated}}', '0')
      .replace('{{rejected}}', '2'),
  );
  const rejected = modal.getByTestId('import-rejected');
  await expect(rejected.getByRole('columnheader', { name: t.reason })).toBeVisible();
  const rows = rejected.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('3');
  await expect(rows.nth(0)).toContainText('darf nicht leer sein');
  await expect(rows.nth(1)).toContainText(`Der Code D${tag}1 steht bereits in Zeile 2.`);

  // With the bad rows skipped, the good one goes in and the others are still listed.
  await modal.getByText(t.skip_invalid).click();
  await modal.getByTestId('run-import').click();
  await expect(report).toContainText(
    t.counts
      .replace('{{imported}}', '1')
      .replace('{{created}}', '1')
      .replace('{{updated}}', '0')
      .replace('{{rejected}}', '2'),
  );
  await expect(rows).toHaveCount(2);
});
