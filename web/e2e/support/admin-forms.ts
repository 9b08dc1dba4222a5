import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The error antd shows under the form field that holds `input`. */
export const fieldError = (input: Locator) =>
  input
    .locator('xpath=ancestor::div[contains(@class, "ant-form-item ")][1]')
    .locator('.ant-form-item-explain');

/**
 * Types each value into its field and leaves the field, then checks what the field shows (`shows`) and the
 * reason under it (`error`; null: no reason). A check left out is not made.
 */
export async function enter(
  ...steps: { field: Locator; typed: string; shows?: string; error?: string | null }[]
) {
  for (const { field, typed, shows, error } of steps) {
    await field.fill(typed);
    await field.press('Tab');
    if (shows !== undefined) await expect(field).toHaveValue(shows);
    if (error === null) await expect(fieldError(field)).toBeHidden();
    else if (error !== undefined) await expect(fieldError(field)).toHaveText(error);
  }
}

/** antd's "Saved" message at the top of the page, in the page's language. */
export const savedToast = (page: Page, saved = 'Saved') =>
  page.locator('.ant-message').getByText(saved, { exact: true });

/** Every request to the server that would change something, so a test can say none was sent. */
export function writes(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(path))
      seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

/** Opens a staff list filtered by `name` and its row's edit dialog; answers the dialog. */
export async function editListed(page: Page, listPath: string, name: string): Promise<Locator> {
  await page.goto(`${listPath}?keyword=${encodeURIComponent(name)}`);
  await page
    .locator('.ant-table-row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Edit' })
    .click();
  return page.getByRole('dialog');
}
