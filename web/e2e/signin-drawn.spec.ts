import { expect, type Page, type Route, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';

/**
 * The server draws the sign-in page into its HTML (server/src/plugins/signin-shell.ts), so it shows before
 * the app's scripts arrive. The entry script is held here to look at that drawing, then let through.
 */
// The held script keeps the page from loading, so navigations wait only for the answer ('commit').
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const siteTitle = async (page: Page) =>
  ((await (await page.request.get('/api/auth/get_site_data')).json()) as { settings: { site_title: string } })
    .settings.site_title;

test.describe('the sign-in page drawn by the server', () => {
  test.use({ locale: 'de-DE' });

  test('shows in the browser language before any script, read-only, then the app takes over', async ({
    page,
    request,
  }) => {
    const customer = await createUser(request, 'drawn', { status: 1, verified: true });
    const release = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: await siteTitle(page) })).toBeVisible();
    await expect(page.getByText('Bei Ihrem Konto anmelden')).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The document title the app gives the page, in the page's language (read out first by screen readers).
    const title = `Anmelden | ${await siteTitle(page)}`;
    await expect(page).toHaveTitle(title);
    // Nothing typed into the drawing could be kept when the app replaces it, so it takes no typing.
    await expect(page.locator('#login')).not.toBeEditable();
    await expect(page.locator('#password')).not.toBeEditable();

    release();
    await expect(page.locator('#login')).toBeEditable();
    await expect(page).toHaveTitle(title);
    await page.locator('#login').fill(customer.username);
    await page.locator('#password').fill(customer.password);
    await expect(page.locator('#login')).toHaveValue(customer.username);
    await page.getByTestId('sign-in').click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("the drawn cookie notice's button dismisses it before the app is in, and for later visits", async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const notice = page.getByTestId('cookie-notice');
    await notice.getByRole('button').click();
    await expect(notice).toHaveCount(0);
    release();
    await expect(page.locator('#login')).toBeEditable();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#login')).toBeEditable();
    await expect(notice).toHaveCount(0);
  });

  test('is not shown where the browser will show another language, a session or no cookie notice', async ({
    browser,
    request,
  }) => {
    const visit = async (storage: Record<string, string>) => {
      const context = await browser.newContext({ locale: 'de-DE' });
      await context.addInitScript((items) => {
        for (const [k, v] of Object.entries(items)) window.localStorage.setItem(k, v);
      }, storage);
      const page = await context.newPage();
      const release = await holdEntry(page);
      await page.goto('/login', { waitUntil: 'commit' });
      return { page, context, release };
    };

    // Another language picked earlier in this browser: no German drawing, the French page comes with the app.
    const french = await visit({ lng: 'fr' });
    await expect(french.page.locator('#root')).toBeEmpty();
    french.release();
    await expect(french.page.getByTestId('sign-in')).toBeVisible();
    await expect(french.page.locator('html')).toHaveAttribute('lang', 'fr');
    await french.context.close();

    // The notice dismissed here: the drawing comes without it.
    const dismissed = await visit({ cookie_notice_dismissed: '1' });
    await expect(dismissed.page.getByText('Bei Ihrem Konto anmelden')).toBeVisible();
    await expect(dismissed.page.getByTestId('cookie-notice')).toHaveCount(0);
    await dismissed.context.close();

    // A stored session goes on from the sign-in page: nothing drawn.
    const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
    const signedIn = await visit({ access_token: admin.access_token, refresh_token: admin.refresh_token });
    await expect(signedIn.page.locator('#root')).toBeEmpty();
    signedIn.release();
    await expect(signedIn.page).not.toHaveURL(/\/login/);
    await signedIn.context.close();
  });

  test('writes what an admin typed as text: a title cannot add markup, a font family that could is refused', async ({
    page,
    request,
  }) => {
    const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
    const before = (await (await request.get('/api/settings', { headers: admin })).json()) as Record<
      string,
      unknown
    >;
    const title = `Shop</script><img src=x data-injected=1> " $& $'`;
    // The font family goes into the CSS of the page's head (antd's variables): only a list of font names is
    // taken. One stored before that check is escaped in the drawing (server/test/signin-shell.test.ts).
    const font = `x"</style><meta http-equiv="refresh" content="0;url=/register"><b data-injected=1>`;
    try {
      const refused = await request.post('/api/settings', {
        headers: admin,
        data: { site_title: title, font_family: font },
      });
      expect(refused.status(), await refused.text()).toBe(400);
      const saved = await request.post('/api/settings', { headers: admin, data: { site_title: title } });
      expect(saved.status(), await saved.text()).toBe(200);
      const html = await (await request.get('/login', { headers: { 'accept-language': 'de' } })).text();
      expect(html).not.toContain('<meta http-equiv="refresh"');
      expect(html.match(/<\/style/g)).toHaveLength(1);
      const release = await holdEntry(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('[data-injected]')).toHaveCount(0);
      await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
      release();
      await expect(page.locator('#login')).toBeEditable();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await request.post('/api/settings', {
        headers: admin,
        data: { site_title: before.site_title, font_family: before.font_family },
      });
    }
  });

  test('is replaced by the app in place: Arabic, right to left, in the red look', async ({
    browser,
    request,
  }) => {
    const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
    const before = (await (await request.get('/api/settings', { headers: admin })).json()) as Record<
      string,
      unknown
    >;
    expect(
      (await request.post('/api/settings', { headers: admin, data: { default_theme: 'red' } })).status(),
    ).toBe(200);
    const context = await browser.newContext({ locale: 'ar' });
    try {
      const page = await context.newPage();
      const boxes = () =>
        page.evaluate(() =>
          ['#root h2', '#root .ant-card', '#login', '#password', '[data-testid=sign-in]'].map((s) => {
            const r = document.querySelector(s)?.getBoundingClientRect();
            return r ? [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] : [s];
          }),
        );
      const release = await holdEntry(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.locator('#login')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
      const drawn = await boxes();
      release();
      await expect(page.locator('#login')).toBeEditable();
      expect(await boxes()).toEqual(drawn);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
    } finally {
      await context.close();
      await request.post('/api/settings', { headers: admin, data: { default_theme: before.default_theme } });
    }
  });

  // 'pt-br' is a language of its own: the drawing showed its texts' keys ("auth.sign_in_title").
  test('draws Brazilian Portuguese in its own words, not their keys', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      const release = await holdEntry(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
      await expect(page.locator('#root')).toContainText('Entre na sua conta');
      await expect(page.locator('#root')).not.toContainText('auth.');
      release();
      await expect(page.locator('#login')).toBeEditable();
      await expect(page.getByText('Entre na sua conta')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('is not shown where the browser keeps another look', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'red'));
    const page = await context.newPage();
    const release = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
    await context.close();
  });
});
