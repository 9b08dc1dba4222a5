import { expect, type Page, test } from '@playwright/test';
import { dismissCookies } from './support/accounts';

/** Opens the language list on the sign-in page and tells whether it slid in (antd's motion classes). */
async function listSlidIn(page: Page): Promise<boolean> {
  await page.goto('/login');
  await page.evaluate(() => {
    const seen = { slid: false };
    (window as unknown as { motion: typeof seen }).motion = seen;
    new MutationObserver(() => {
      if (document.querySelector('.ant-select-dropdown[class*="slide-up-appear-active"]')) seen.slid = true;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await page.getByTestId('language-picker').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
  await expect(page.getByTitle('Deutsch')).toBeVisible();
  return page.evaluate(() => (window as unknown as { motion: { slid: boolean } }).motion.slid);
}

test('drop-down lists slide in, except for a person whose system asks for less motion', async ({ page }) => {
  await dismissCookies(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await listSlidIn(page)).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await listSlidIn(page)).toBe(false);
});
