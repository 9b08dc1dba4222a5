import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

// What the customer frame and the order form read on a load: each must be asked for once.
const FRAME_READS = [
  '/api/credits_balance_user',
  '/api/user_pending_orders_count',
  '/api/user_open_tickets_count',
  '/api/messages/unread_count',
  '/api/open_times/status',
];

test('a fresh load of the order form reads the frame once and still hears what changes after it', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const customer = await createUser(request, 'firstload', { status: 1, verified: true });
  const page = await personPage(browser, customer.username, customer.password);

  // A new tab of the signed-in browser: the page starts from the stored session, as after a reload.
  const tab = await page.context().newPage();
  const asked = new Map<string, number>();
  tab.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (FRAME_READS.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  // The frame's code is held until the socket has said hello (or 3 s): a page whose socket opens only with
  // the frame would read everything before its hello, and again after it.
  let heard = () => {};
  const hello = new Promise<void>((resolve) => {
    heard = resolve;
  });
  tab.on('websocket', (ws) => ws.once('framereceived', () => heard()));
  let held = false;
  await tab.route(/\/assets\/CustomerLayout-[^/]*\.js$/, async (route) => {
    held = true;
    await Promise.race([hello, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await route.continue();
  });
  await tab.goto('/');
  await expect(tab.getByTestId('header-balance')).toBeVisible();
  await hello;
  expect(held, "the frame's chunk was not held (renamed?)").toBe(true);
  // Give any second read time to leave.
  await tab.waitForTimeout(1500);
  for (const path of FRAME_READS) expect(asked.get(path) ?? 0, path).toBe(1);

  // A change made now reaches the open page without a reload.
  const balance = tab.getByTestId('header-balance');
  const before = await balance.textContent();
  const adjust = await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 700, reason: 'e2e first load' },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);
  await expect(balance).not.toHaveText(before ?? '');
  await expect(balance).toContainText('7');
});
