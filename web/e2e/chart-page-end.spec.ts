import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';

// The figures behind a chart are kept for screen readers in a visually hidden table. A table grows to its
// rows whatever height it is given, so hiding the table itself left 30 rows (about 1000 px) of empty page
// below the last card.
test('a page with a chart ends with its content, while the hidden figures stay readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin');
  const chart = page.getByTestId('chart-orders-per-day');
  await expect(chart.locator('svg').first()).toBeVisible();
  // Thirty days: the hidden table is far taller than the cards below the chart.
  const rows = chart.locator('table.portal-chart-table tbody tr');
  await expect(rows).toHaveCount(30);
  // Screen readers still find the figures as a table with its headers.
  await expect(chart.getByRole('table')).toHaveCount(1);
  await expect(chart.getByRole('columnheader', { name: 'Day' })).toBeAttached();

  const measure = () =>
    page.evaluate(() => {
      // The lowest edge of anything a person can see, ignoring the hidden figures.
      let contentEnd = 0;
      for (const el of document.querySelectorAll('body *')) {
        if (el.closest('.portal-chart-table')) continue;
        const box = el.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) contentEnd = Math.max(contentEnd, box.bottom + window.scrollY);
      }
      return { contentEnd, documentEnd: document.documentElement.scrollHeight };
    });
  const { contentEnd, documentEnd } = await measure();
  expect(documentEnd).toBeLessThanOrEqual(Math.max(Math.ceil(contentEnd), 720) + 2);
});
