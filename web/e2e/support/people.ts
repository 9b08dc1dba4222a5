import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, type Response, type WebSocket } from '@playwright/test';
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

/**
 * Picks the first tool in the order form. The choices come with the site data, and the dropdown may be
 * re-rendered while it opens, so the pick is retried until the field shows a tool.
 */
export async function pickFirstTool(page: Page) {
  const site = (await (await page.request.get('/api/auth/get_site_data')).json()) as {
    supported_tools: string[];
  };
  const tool = site.supported_tools[0] ?? '';
  await expect(async () => {
    await page.locator('#order-tool').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: tool })
      .first()
      .click({ timeout: 5_000 });
    await expect(page.locator(`.ant-select:has(#order-tool) [title="${tool}"]`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

/**
 * Resolves when the live socket of the page's next document has said hello: from then on the page hears
 * every event. Arm it before the navigation; a person cannot act within the moment it takes, a test can.
 * Sockets the page being left still opens (its own start-up may finish after this is armed) do not count:
 * only those opened after the new document's response do, and one closed before its hello is passed over.
 */
export function nextLiveSocket(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let navigated = false;
    const onResponse = (res: Response) => {
      if (res.request().isNavigationRequest() && res.frame() === page.mainFrame()) navigated = true;
    };
    const onSocket = (ws: WebSocket) => {
      if (!navigated || !ws.url().includes('/api/ws')) return;
      const hello = () => {
        page.off('websocket', onSocket);
        page.off('response', onResponse);
        resolve();
      };
      ws.once('framereceived', hello);
      ws.once('close', () => ws.off('framereceived', hello));
    };
    page.on('response', onResponse);
    page.on('websocket', onSocket);
  });
}
