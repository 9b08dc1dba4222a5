import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { pickOption } from './support/select';

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an admin finds a failed sign-in in the audit trail and exports it', async ({ page, request }) => {
  const dealer = await createUser(request, 'auditdealer', { status: 1, verified: true });
  const wrong = await request.post('/api/auth/signin', {
    data: { login: dealer.username, password: 'not-the-password-1' },
    headers: { 'user-agent': 'AuditProbe/1.0' },
  });
  expect(wrong.status()).toBeGreaterThanOrEqual(400);

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/audit_log?user_id=${dealer.id}`);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Event' }), 'Failed sign-in');
  const row = page.getByRole('row').filter({ hasText: 'AuditProbe/1.0' });
  await expect(row).toContainText('Failed sign-in');
  await expect(row).toContainText(dealer.username);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain('AuditProbe/1.0');

  // Staff edits outside security read as labels too, their details as named fields.
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const closed = await request.post('/api/closing-dates', {
    headers: { 'x-access-token': admin.access_token },
    data: { title: 'Audit probe', date_from: '2031-12-24', date_to: '2031-12-26' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.goto('/admin/audit_log?kind=closing_date.create');
  await expect(page.getByRole('row').filter({ hasText: 'First day: 2031-12-24' })).toContainText(
    'Closing date added',
  );
});

test('an event done while signed in as a customer names the admin who did it', async ({ page, request }) => {
  const dealer = await createUser(request, 'impersonated', { status: 1, verified: true });
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const opened = await request.post('/api/auth/admin_auto_login', {
    headers: { 'x-access-token': admin.access_token },
    data: { user_id: dealer.id },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const asDealer = { 'x-access-token': ((await opened.json()) as { access_token: string }).access_token };
  // Signed in as the dealer, the admin signs out the dealer's own browser: an audited event.
  await apiSignIn(request, dealer.username, dealer.password);
  const sessions = await request.get('/api/user/sessions', { headers: asDealer });
  const { items } = (await sessions.json()) as { items: { _id: string; impersonated: boolean }[] };
  const own = items.find((s) => !s.impersonated);
  expect(own).toBeDefined();
  const revoked = await request.delete(`/api/user/sessions/${own?._id}`, { headers: asDealer });
  expect(revoked.status(), await revoked.text()).toBe(200);

  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto(`/admin/audit_log?user_id=${dealer.id}&kind=session.revoke`);
  await page.getByRole('spinbutton', { name: 'Impersonator ID' }).fill(String(admin.user._id));
  await page.getByRole('spinbutton', { name: 'Impersonator ID' }).blur();
  await expect(page).toHaveURL(new RegExp(`impersonator_id=${admin.user._id}`));
  const row = page.getByRole('row').filter({ hasText: 'Session signed out' });
  await expect(row).toHaveCount(1);
  // People read by their full name, the user name beside it.
  await expect(row).toContainText(`Test Impersonated (${dealer.username}, #${dealer.id})`);
  await expect(row).toContainText(new RegExp(`Impersonated by .+ \\((?:[^)]+, )?#${admin.user._id}\\)`));
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a customer signs out another of their sessions and that session is refused', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'sessiondealer', { status: 1, verified: true });
  // A second device: a session opened through the API with another browser's user agent.
  const other = await request.post('/api/auth/signin', {
    data: { login: dealer.username, password: dealer.password },
    headers: { 'user-agent': FIREFOX_LINUX },
  });
  expect(other.status(), await other.text()).toBe(200);
  const { access_token } = (await other.json()) as { access_token: string };
  const asOther = { 'x-access-token': access_token };
  expect((await request.get('/api/auth/refresh_user_data', { headers: asOther })).status()).toBe(200);

  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/profile_settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('table').first();
  // Each session reads as its browser and system; the user agent as sent is behind the label.
  const own = sessions.getByRole('row').filter({ hasText: 'This session' });
  await expect(own.getByTestId('session-client')).toHaveText(/^Chrome \d+ on Linux$/);
  const otherRow = sessions.getByRole('row').filter({ hasText: 'Firefox 133 on Linux' });
  await expect(otherRow).not.toContainText('Mozilla');
  await otherRow.getByTestId('session-client').hover();
  await expect(page.getByRole('tooltip')).toHaveText(FIREFOX_LINUX);
  // The sign-in history names the same device the same way.
  const signIns = page.getByTestId('signin-client');
  await expect(signIns.filter({ hasText: /^Firefox 133 on Linux$/ })).toHaveCount(1);
  await expect(signIns.filter({ hasText: 'Mozilla' })).toHaveCount(0);
  await otherRow.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(otherRow).toHaveCount(0);

  expect((await request.get('/api/auth/refresh_user_data', { headers: asOther })).status()).toBe(401);
  // This browser's own session goes on working.
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'This session' })).toBeVisible();
});

test('a customer signs out everywhere else at once and keeps this browser', async ({ page, request }) => {
  const dealer = await createUser(request, 'everywhere', { status: 1, verified: true });
  const others: { 'x-access-token': string }[] = [];
  for (const ua of [SAFARI_IPHONE, SAFARI_IPAD]) {
    const res = await request.post('/api/auth/signin', {
      data: { login: dealer.username, password: dealer.password },
      headers: { 'user-agent': ua },
    });
    expect(res.status(), await res.text()).toBe(200);
    others.push({ 'x-access-token': ((await res.json()) as { access_token: string }).access_token });
  }
  await signInUi(page, dealer.username, dealer.password);
  await page.goto('/profile_settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('table').first();
  await expect(sessions.getByRole('row').filter({ hasText: 'Safari 17 on iPhone' })).toBeVisible();
  await expect(sessions.getByRole('row').filter({ hasText: 'Safari 17 on iPad' })).toBeVisible();
  await page.getByTestId('sign-out-others').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your other sessions have been signed out.')).toBeVisible();
  await expect(sessions.getByRole('row').filter({ hasText: /iPhone|iPad/ })).toHaveCount(0);
  await expect(page.getByTestId('sign-out-others')).toHaveCount(0);
  for (const headers of others)
    expect((await request.get('/api/auth/refresh_user_data', { headers })).status()).toBe(401);
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'This session' })).toBeVisible();
});

// Japanese headers used to be squeezed to a character or two per line ("IP アドレ/ス") beside the details.
test('in Japanese at 1280 px every audit column header stays on one line', async ({ page, request }) => {
  // A long detail, as real entries have, claims the width the other columns' headers then lack.
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const closed = await request.post('/api/closing-dates', {
    headers: { 'x-access-token': admin.access_token },
    data: {
      title: 'Annual inventory and workshop maintenance, phones answered',
      date_from: '2032-12-24',
      date_to: '2032-12-26',
    },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => window.localStorage.setItem('lng', 'ja'));
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/audit_log');
  const headers = page.locator('.ant-table-thead th');
  await expect(headers.first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const heights = await headers.evaluateAll((ths) =>
    ths
      .filter((th) => th.textContent?.trim())
      .map((th) => {
        // One line: every piece of the header's text sits on the same line box.
        const tops = new Set<number>();
        const walk = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width) tops.add(Math.round(r.top));
        }
        return { text: th.textContent, lines: tops.size };
      }),
  );
  expect(heights.length).toBeGreaterThanOrEqual(8);
  for (const h of heights) expect(h.lines, h.text ?? '').toBe(1);
});
