import { expect, test } from '@playwright/test';
import { ADMIN, dismissCookies, freshIdentity, signInUi } from './support/accounts';
import { startNoMailServer } from './support/no-mail-server';

/*
 * A fresh install without an e-mail server, on a second server of its own (the shared one has a mail sink):
 * admins are told, the test send says why it cannot work, and new customers are not promised a code.
 */
let server: Awaited<ReturnType<typeof startNoMailServer>>;

test.beforeAll(async () => {
  server = await startNoMailServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an admin sees the mail banner and the test send explains that no e-mail server is set up', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const banner = page.getByTestId('mail-banner');
  await expect(banner).toContainText('E-mail is not set up');
  await banner.getByTestId('mail-test').click();
  await expect(page.locator('.ant-message')).toContainText('No e-mail server is set up yet');
  // The banner stays until mail works; its link leads to the settings.
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'E-mail settings' }).click();
  await expect(page).toHaveURL(/\/admin\/website_settings/);
  await context.close();
});

test('a new customer is told honestly that no code was sent', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await dismissCookies(page);
  const who = freshIdentity('nomail');
  await page.goto('/register');
  await page.locator('#firstname').fill(who.firstname);
  await page.locator('#lastname').fill(who.lastname);
  await page.locator('#username').fill(who.username);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('#confirm').fill(who.password);
  await page.getByTestId('register').click();

  // No code can be sent, so none is asked for: the account waits for an admin, and the page says why.
  await expect(page).toHaveURL(/\/verify_account$/);
  await expect(page.getByTestId('mail-not-ready')).toHaveText(
    'This portal cannot send e-mails yet, so no code was sent. An administrator will confirm your account.',
  );
  await expect(page.getByText('We have sent a code')).toHaveCount(0);
  await context.close();
});
