import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN, apiSignIn } from './support/accounts';

/**
 * Picks `name` in the searchable dropdown with this id: type to filter, then click the option. The list
 * re-renders when the typed filter applies, so the pick is retried until the dropdown shows the choice.
 */
export async function choose(page: Page, scope: Locator, id: string, name: string) {
  const select = scope.locator(`#${id}`);
  await expect(select).toBeEnabled();
  await expect(async () => {
    await select.click();
    await select.fill(name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: name })
      .first()
      .click({ timeout: 5_000 });
    await expect(scope.locator(`.ant-select:has(#${id}) [title="${name}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The admin's access token, for setting up data through the API. */
export async function adminToken(request: APIRequestContext) {
  return (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
}
