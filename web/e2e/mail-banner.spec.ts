import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, freshIdentity, signInUi, fillSignUp } from './support/accounts';
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
  const selected = (name: string) =>
    expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(banner).toContainText('E-mail is not set up');
  await banner.getByTestId('mail-test').click();
  await expect(page.locator('.ant-message')).toContainText('No e-mail server is set up yet');
  // The banner stays until mail works; its link opens the settings at the e-mail server's fields.
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'E-mail settings' }).click();
  await expect(page).toHaveURL(/\/admin\/website_settings\?tab=smtp$/);
  await selected('E-mail (SMTP)');
  await expect(page.getByLabel('Server', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Port', { exact: true })).toBeVisible();

  // Another tab goes into the address too, in place of the entry: Back leaves the page, and a reload (or the
  // link copied) opens that tab again.
  await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/website_settings\?tab=notifications$/);
  await page.reload();
  await selected('Notifications');
  await expect(page.getByTestId('send-notification')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/website_settings/);

  // A tab that does not exist opens the first one.
  await page.goto('/admin/website_settings?tab=nonsense');
  await selected('General');
  await context.close();
});

for (const { lng, text, buttons } of [
  {
    lng: 'de',
    text: 'E-Mail ist nicht eingerichtet',
    buttons: ['E-Mail-Einstellungen', 'Test-E-Mail senden'],
  },
  {
    lng: 'ar',
    text: 'البريد الإلكتروني غير مُعدّ',
    buttons: ['إعدادات البريد الإلكتروني', 'إرسال بريد اختبار'],
  },
]) {
  test(`on a phone (${lng}) the mail banner puts its buttons under the text, which keeps the full width`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await dismissCookies(page);
    await page.addInitScript((l) => window.localStorage.setItem('lng', l), lng);
    await signInUi(page, ADMIN.login, ADMIN.password);
    await page.goto('/admin/manage_orders/pending_orders');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const banner = page.getByTestId('mail-banner');
    await expect(banner).toContainText(text);
    for (const name of buttons) await expect(banner.getByRole('button', { name })).toBeVisible();
    const box = async (l: ReturnType<typeof page.locator>) => {
      const b = await l.boundingBox();
      expect(b).not.toBeNull();
      return b as { x: number; y: number; width: number; height: number };
    };
    const words = await box(banner.getByText(text));
    const settings = await box(banner.getByRole('link').getByRole('button'));
    const testSend = await box(banner.getByTestId('mail-test'));
    const whole = await box(banner);
    // The text runs over (nearly) the banner's width, with the buttons on lines below it, not beside it.
    expect(words.width).toBeGreaterThan(whole.width * 0.7);
    expect(settings.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
    expect(testSend.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
    // A few lines of text and a row of buttons, not a column of a few letters a line.
    expect(whole.height).toBeLessThan(260);
    // Nothing sticks out of the banner on either side (right to left as left to right).
    for (const b of [words, settings, testSend]) {
      expect(b.x).toBeGreaterThanOrEqual(whole.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(whole.x + whole.width + 1);
    }
    // The buttons start where the text starts: at the left in German, at the right in Arabic.
    if (lng === 'ar') expect(Math.abs(settings.x + settings.width - (words.x + words.width))).toBeLessThan(2);
    else expect(Math.abs(settings.x - words.x)).toBeLessThan(2);
    await context.close();
  });
}

test('a new customer is told honestly that no code was sent', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await dismissCookies(page);
  const who = freshIdentity('nomail');
  await fillSignUp(page, who);
  await page.getByTestId('register').click();

  // No code can be sent, so none is asked for: the account waits for an admin, and the page says why. (The
  // page after sign-up is the same for an address that already has an account, so it is the e-mail page.)
  await expect(page).toHaveURL(/\/verify_email$/);
  await expect(page.getByTestId('mail-not-ready')).toHaveText(
    'This portal cannot send e-mails yet, so no code was sent. An administrator will confirm your account.',
  );
  await expect(page.getByText('We have sent a code')).toHaveCount(0);
  await expect(page.getByTestId('verification-code')).toBeHidden();
  await context.close();
});

test('without an e-mail server, message senders see E-mail shown but not choosable, with why and where to set it up', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const token = (await apiSignIn(context.request, ADMIN.login, ADMIN.password)).access_token;
  const channels = await context.request.get('/api/message/channels', {
    headers: { 'x-access-token': token },
  });
  expect(await channels.json()).toEqual({ sms: false, email: false });

  await page.goto('/admin/agent_manager/agent_bulk_email');
  const choice = (name: string) => page.getByTestId('bulk-channel').getByRole('radio', { name, exact: true });
  await expect(choice('E-mail')).toBeDisabled();
  // The page's usual choice, e-mail, gives way to one that can go out.
  await expect(choice('In the portal')).toBeEnabled();
  await expect(choice('In the portal')).toBeChecked();
  const why = page.getByTestId('email-unavailable');
  await expect(why).toContainText(
    'E-mail cannot be chosen: no e-mail server is set up yet. It is set up under Website settings, E-mail (SMTP).',
  );
  await why.getByRole('button', { name: 'E-mail settings' }).click();
  await expect(page).toHaveURL(/\/admin\/website_settings\?tab=smtp$/);
  await expect(page.getByLabel('Server', { exact: true })).toBeVisible();

  // The notification composer of the settings says the same, without a link to the page it is on.
  await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
  const notify = page.getByTestId('send-notification');
  await expect(notify.getByRole('radio', { name: 'E-mail', exact: true })).toBeDisabled();
  await expect(notify.getByTestId('email-unavailable')).toBeVisible();
  await expect(notify.getByTestId('email-unavailable').getByRole('button')).toHaveCount(0);
  await context.close();
});
