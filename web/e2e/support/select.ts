import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Opens the antd select `field` (its combobox) and picks the option reading `text` (the select then
 * shows `shown`, the option's text unless it says otherwise). The list slides in and
 * may re-render while it does; a click in that moment can miss, so the pick waits for the slide to end and
 * is retried until the select shows the choice.
 */
export async function pickOption(page: Page, field: Locator, text: string, shown = text) {
  const select = field.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await field.click();
    const list = page.locator('.ant-select-dropdown:visible');
    await expect(list).toHaveCount(1, { timeout: 2_000 });
    await expect(list).not.toHaveClass(/-(appear|enter)/, { timeout: 2_000 });
    await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 2_000 });
    await expect(select).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Chooses a country in the app's country select (`field`: its search box) by the English name of ISO `code`:
 * types the name and takes the first match with Enter.
 */
export async function pickCountry(page: Page, field: Locator, code: string) {
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  const select = field.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await field.click();
  await field.fill(name);
  await field.press('Enter');
  await expect(select).toContainText(name);
  // The list closes on Enter; nothing of it covers the fields below afterwards.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
