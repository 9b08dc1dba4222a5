import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { dismissCookies, signInUi } from './accounts';

export const auth = (token: string) => ({ 'x-access-token': token });

/** A browser of its own for each person, so that several sessions run side by side. */
export async function personPage(browser: Browser, login: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, login, password);
  return page;
}

/** Clicks the element that starts a download and answers the downloaded bytes. */
export async function downloadBytes(page: Page, testId: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync(await download.path());
}
