import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

// The badge asked every 5 minutes, so it said "Open now" for up to 5 minutes after closing time. It now asks
// again just after the moment the server says the status changes.
test('the header badge turns to closed within seconds of the closing time', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const before = await (await request.get('/api/open_times')).json();
  // Closing at the next whole minute at least 20 seconds away; opened 5 minutes before it (an opening
  // before midnight and a closing after it run past midnight).
  const closeAt = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    open_from: hhmm(closeAt - 5 * 60_000),
    open_to: hhmm(closeAt),
    closed: false,
  }));
  const saved = await request.post('/api/open_times', {
    headers: auth(admin.access_token),
    data: { timezone: 'UTC', days },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    await dismissCookies(page);
    await signInUi(page, ADMIN.login, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByTestId('open-status')).toHaveText('Open now');
    await expect(page.getByTestId('open-status')).toHaveText('Closed now', {
      timeout: closeAt - Date.now() + 15_000,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(closeAt);
  } finally {
    await request.post('/api/open_times', {
      headers: auth(admin.access_token),
      data: { timezone: before.timezone, days: before.days },
    });
  }
});
