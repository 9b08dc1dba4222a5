import { expect, test } from '@playwright/test';
import { startSmtp } from '../../server/test/smtp';
import { loopbackTls } from '../../server/test/support/loopback-tls';
import { MAIL_SMTP_PORT } from '../playwright.config';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { enter, fieldError, savedToast, writes } from './support/admin-forms';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/website_settings');
});

test('the SMTP check reports a working connection and a broken one', async ({ page }) => {
  await page.getByRole('tab', { name: 'E-mail (SMTP)' }).click();
  await page.getByLabel('Server').fill('127.0.0.1');
  // The run's own mail sink: the port can be moved (E2E_MAIL_SMTP_PORT) so that several runs share a machine.
  await page.getByLabel('Port').fill(String(MAIL_SMTP_PORT));
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('smtp-result')).toHaveClass(/ant-alert-success/);

  // Nothing listens on port 9: the server's own message is shown.
  await page.getByLabel('Port').fill('9');
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('smtp-result')).toHaveClass(/ant-alert-error/);
});

test('the SMTP check refuses a self-signed certificate until the admin accepts it', async ({ page }) => {
  // A mail server offering STARTTLS with a certificate made for this test, which nothing trusts.
  const smtp = await startSmtp(loopbackTls());
  try {
    await page.getByRole('tab', { name: 'E-mail (SMTP)' }).click();
    await page.getByLabel('Server').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(smtp.port));
    await page.getByLabel('User name').fill('mailer');
    await page.getByLabel('Password', { exact: true }).fill('mail-secret');
    const accept = page.getByRole('switch', { name: 'Accept a self-signed certificate' });
    await expect(accept).not.toBeChecked();
    await expect(page.getByText('The connection stays encrypted, but the server')).toBeVisible();

    await page.getByRole('button', { name: 'Check connection' }).click();
    const result = page.getByTestId('smtp-result');
    await expect(result).toHaveClass(/ant-alert-error/);
    await expect(result).toContainText("the server's certificate could not be verified");
    await expect(result).toContainText('turn on "Accept a self-signed certificate"');
    expect(smtp.passwords).toEqual([]);

    await accept.click();
    await page.getByRole('button', { name: 'Check connection' }).click();
    await expect(result).toHaveClass(/ant-alert-success/);
    expect(smtp.passwords).toEqual(['mail-secret']);
  } finally {
    await smtp.close();
  }
});

test('a site flag saved in general settings reaches the public site data', async ({ page, request }) => {
  const flag = page.getByTestId('flag-captcha_verification');
  const before = (await (await request.get('/api/auth/get_site_data')).json()).settings.captcha_verification;
  await flag.click();
  await page.getByTestId('save-general').click();
  await expect(page.getByText('Saved')).toBeVisible();
  const after = (await (await request.get('/api/auth/get_site_data')).json()).settings.captcha_verification;
  expect(after).toBe(!before);

  // With the flag on, the sign-in page shows a captcha; put the flag back for the other tests.
  if (after) {
    const context = await page.context().browser()!.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/login');
    await expect(visitor.getByTestId('captcha-image')).toBeVisible();
    await context.close();
  }
  await flag.click();
  await page.getByTestId('save-general').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect
    .poll(
      async () => (await (await request.get('/api/auth/get_site_data')).json()).settings.captcha_verification,
    )
    .toBe(before);
});

test('VAT rates can be searched and switched on and off', async ({ page }) => {
  await page.getByRole('tab', { name: 'VAT rates' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await page.getByPlaceholder('Search countries').fill('Germany');
  await page.getByPlaceholder('Search countries').press('Enter');
  await expect(rows.first()).toContainText('Germany');
  const toggle = rows.first().getByRole('switch');
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(!wasOn));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(wasOn));
});

// The font is written into the site's CSS: a value that is not a list of font names could end the declaration
// and add rules of its own, for every visitor.
test('a font that is not a list of font names is refused under the field and nothing is saved', async ({
  page,
  request,
}) => {
  const font = async () =>
    (await (await request.get('/api/auth/get_site_data')).json()).settings.font_family as string;
  const before = await font();
  const sent = writes(page, '/api/settings');
  await page.getByRole('tab', { name: 'Branding' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Branding' });
  const field = panel.getByLabel('Font', { exact: true });
  const save = panel.getByRole('button', { name: 'Save' });
  const reason =
    'The font must be one or more font names separated by commas, such as "Open Sans", Arial, sans-serif. A name may contain letters, digits, spaces and hyphens, and may be put in quotes.';
  for (const typed of [
    'Inter; } body { display: none',
    'Inter</style><script>alert(1)</script>',
    '"Open Sans',
  ]) {
    await enter({ field, typed, shows: typed, error: reason });
    await save.click();
    await expect(fieldError(field)).toHaveText(reason);
  }
  await expect(savedToast(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await font()).toBe(before);

  // A list of real names, in any script and quoted or not, is saved and reaches every visitor's page.
  const list = `"Noto Sans JP", 源ノ角ゴシック, sans-serif`;
  await enter({ field, typed: list, error: null });
  await save.click();
  await expect(savedToast(page)).toBeVisible();
  await expect.poll(font).toBe(list);
  const headers = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const back = await request.post('/api/settings', { headers, data: { font_family: before } });
  expect(back.status(), await back.text()).toBe(200);
});
