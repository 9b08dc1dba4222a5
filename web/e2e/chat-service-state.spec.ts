import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { nextLiveSocket, personPage } from './support/people';

test('outside opening hours the customer’s chat says closed, not offline, and shows staff who are there', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const before = await (await request.get('/api/open_times')).json();
  const closed = (before.days as { day: number }[]).map((d) => ({ ...d, closed: true }));
  const saved = await request.post('/api/open_times', { headers: admin, data: { days: closed } });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    const customer = await createUser(request, 'chatclosed', { status: 1, verified: true });
    const page = await personPage(browser, customer.username, customer.password);
    const live = nextLiveSocket(page);
    await page.goto('/chat_support');
    const status = page.getByTestId('chat-service-status');
    await expect(status).toHaveText('Closed now - we reply in opening hours');
    await expect(status).not.toContainText('Offline');
    await live;

    // Staff sign in anyway: the customer sees someone is there, while it is still closed.
    const staff = await personPage(browser, ADMIN.login, ADMIN.password);
    await expect(status).toHaveText('Closed now - but staff are online');
    await staff.context().close();
    await page.context().close();
  } finally {
    const restored = await request.post('/api/open_times', { headers: admin, data: { days: before.days } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
