import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, freshIdentity } from './support/accounts';
import { mailsTo } from './support/mailbox';

/**
 * Links in e-mails carry the reader's language (`?lang=de`): a browser that has no language chosen yet opens
 * the portal in it and keeps it as its choice; a choice made here before stays.
 */
test.use({ locale: 'en-US' });
test.beforeEach(async ({ page }) => dismissCookies(page));

/** The first link in the newest mail to `address` that has one matching `pattern`, waiting for it. */
async function mailedLink(address: string, pattern: RegExp): Promise<string> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    for (const mail of (await mailsTo(address)).reverse()) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} with a link like ${pattern}`);
}

test("the link in the approval e-mail opens the portal in the reader's language, kept for later visits", async ({
  page,
  request,
}) => {
  const who = freshIdentity('maillang');
  const signup = await request.post('/api/auth/signup', {
    data: { ...who, language: 'de' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { user } = await apiSignIn(request, who.username, who.password);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  for (const status of [0, 1]) {
    const put = await request.put(`/api/user/${user._id}`, {
      headers: { 'x-access-token': admin.access_token },
      data: { status },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  const link = await mailedLink(who.email, /https?:\/\/\S+\/login\?lang=de(?=\s|$)/);

  await page.goto(link);
  await expect(page.getByText('Bei Ihrem Konto anmelden')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('de');
  // Kept as the choice: the portal opens in it without the link too.
  await page.goto('/login');
  await expect(page.getByText('Bei Ihrem Konto anmelden')).toBeVisible();
  await page.locator('#login').fill(who.username);
  await page.locator('#password').fill(who.password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a link to a page behind the sign-in opens the sign-in page in the language named', async ({ page }) => {
  await page.goto('/order_details/1?lang=it');
  await expect(page.getByText('Accedi al tuo account')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('it');
});

test('a language chosen in this browser before stays', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lng', 'fr'));
  await page.goto('/login?lang=de');
  await expect(page.getByText('Connectez-vous à votre compte')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('fr');
});
