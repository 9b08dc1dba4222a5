import { type Browser, expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, signInUi } from './support/accounts';
import { mailsTo } from './support/mailbox';
import { startNoMailServer } from './support/no-mail-server';

/*
 * The e-mail settings tab sends a test e-mail to the signed-in admin and says how it went, and says when the
 * server's SMTP_URL is what sends the mail (the shared test server has one; the fresh install has none).
 */
async function smtpTab(browser: Browser, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings?tab=smtp');
  await expect(page.getByLabel('Server', { exact: true })).toBeVisible();
  return { page, context };
}

test('with SMTP_URL set, the tab says so and the test e-mail reaches the admin', async ({ browser }) => {
  const { page, context } = await smtpTab(browser);
  await expect(page.getByTestId('smtp-env')).toContainText('SMTP_URL');
  await expect(page.getByText(`The test e-mail goes to your own address (${ADMIN.login})`)).toBeVisible();
  const since = Date.now();
  await page.getByTestId('smtp-mail-test').click();
  const result = page.getByTestId('mail-test-result');
  await expect(result).toHaveClass(/ant-alert-success/);
  await expect(result).toContainText(`Test e-mail sent to: ${ADMIN.login}`);
  await expect
    .poll(async () => (await mailsTo(ADMIN.login)).filter((m) => m.at >= since - 1000).length)
    .toBeGreaterThan(0);
  await context.close();
});

test.describe('a fresh install without a mail server', () => {
  let server: Awaited<ReturnType<typeof startNoMailServer>>;
  test.beforeAll(async () => {
    server = await startNoMailServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows no environment note and the test e-mail says why it cannot be sent', async ({ browser }) => {
    const { page, context } = await smtpTab(browser, server.url);
    await expect(page.getByTestId('smtp-mail-test')).toBeVisible();
    await expect(page.getByTestId('smtp-env')).toHaveCount(0);
    await page.getByTestId('smtp-mail-test').click();
    const result = page.getByTestId('mail-test-result');
    await expect(result).toHaveClass(/ant-alert-error/);
    await expect(result).toContainText('No e-mail server is set up yet');
    await context.close();
  });
});
