import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';

// At phone width every header tool must be on screen: the sign-out button used to slide past the edge.
test('on a 360 px phone the header keeps sign-out in view and offers language and theme behind one button', async ({
  page,
  request,
}) => {
  const customer = await createUser(request, 'phone', { status: 1, verified: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await dismissCookies(page);
  await signInUi(page, customer.username, customer.password);

  const signOut = page.getByTestId('sign-out');
  await expect(signOut).toBeInViewport({ ratio: 1 });
  const box = await signOut.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('theme-switch')).toHaveCount(0);

  await page.getByTestId('header-more').click();
  const panel = page.getByTestId('header-more-panel');
  await expect(panel.getByTestId('language-picker')).toBeVisible();
  await panel.getByTestId('theme-switch').click();
  await page.getByTitle('Red').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('red');

  await signOut.click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// At 1100 px with the menu open the header is short: "Closed now" used to shrink under the mail icon.
test('at 1100 px the opening-hours badge is whole and clear of the icons beside it', async ({
  page,
  request,
}) => {
  // Every day closed for the length of the test, as an operator would set it.
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const before = await (await request.get('/api/open_times')).json();
  const closed = (before.days as { day: number }[]).map((d) => ({ ...d, closed: true }));
  const saved = await request.post('/api/open_times', { headers: admin, data: { days: closed } });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    const customer = await createUser(request, 'header1100', { status: 1, verified: true });
    await page.setViewportSize({ width: 1100, height: 800 });
    await dismissCookies(page);
    await signInUi(page, customer.username, customer.password);

    const badge = page.getByTestId('open-status');
    await expect(badge).toHaveText('Closed now');
    const tools = page.getByTestId('header-tools');
    const boxes = await tools.evaluate((row) => {
      const badge = row.querySelector('[data-testid="open-status"]') as HTMLElement;
      const wrap = badge.parentElement as HTMLElement;
      const next = [...row.children].filter((c) => c !== wrap).map((c) => c.getBoundingClientRect().toJSON());
      return {
        badge: badge.getBoundingClientRect().toJSON() as DOMRect,
        fits: badge.scrollWidth <= badge.clientWidth,
        others: next as DOMRect[],
      };
    });
    expect(boxes.fits).toBe(true);
    for (const other of boxes.others) {
      const overlap = Math.min(boxes.badge.right, other.right) - Math.max(boxes.badge.left, other.left);
      expect(overlap, JSON.stringify([boxes.badge, other])).toBeLessThanOrEqual(0);
    }
    await expect(page.getByTestId('sign-out')).toBeInViewport({ ratio: 1 });
  } finally {
    const restored = await request.post('/api/open_times', { headers: admin, data: { days: before.days } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
