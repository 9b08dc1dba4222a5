import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createUser } from './support/accounts';
import { nextLiveSocket, personPage } from './support/people';

/** The messages shown in a chat window (not the text still in its input). */
const messages = (page: Page) => page.getByTestId('chat-window').locator('[data-testid^="chat-message-"]');

test('live chat between a customer and staff: both ways within a second, typing and presence', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Always open, so the service shows as online while staff are connected.
  const customer = await createUser(request, 'chatcust', { status: 1, verified: true });
  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/chat_support');
  await expect(page.getByTestId('chat-window')).toBeVisible();
  await page.getByTestId('chat-input').fill('Hello, is anyone there?');
  await page.getByTestId('chat-send').click();
  await expect(messages(page).getByText('Hello, is anyone there?')).toBeVisible();
  // Each message follows its own script, so Latin text keeps its punctuation in right-to-left pages.
  await expect(messages(page).getByText('Hello, is anyone there?')).toHaveAttribute('dir', 'auto');

  const staff = await personPage(browser, ADMIN.login, ADMIN.password);
  const staffLive = nextLiveSocket(staff);
  await staff.goto('/admin/chat_support');
  await expect(staff.getByTestId(`chat-user-${customer.id}`)).toBeVisible();
  await expect(staff.getByTestId(`chat-presence-${customer.id}-online`)).toBeVisible();
  await staff.getByTestId(`chat-user-${customer.id}`).click();
  await expect(messages(staff).getByText('Hello, is anyone there?')).toBeVisible();

  // Typing shows on the other side (it is not stored: only a connected screen sees it).
  await staffLive;
  await page.getByTestId('chat-input').fill('My car');
  await expect(staff.getByTestId('chat-typing')).toBeVisible();

  // Staff to customer, then customer to staff: on the other screen within a second of the server taking
  // the message (the time of the upload itself depends on the sender's line, not on delivery).
  const deliver = async (from: typeof page, to: typeof page, text: string) => {
    await from.getByTestId('chat-input').fill(text);
    const clicked = Date.now();
    const [sent] = await Promise.all([
      from.waitForResponse((r) => r.url().endsWith('/api/chat_message') && r.request().method() === 'POST'),
      from.getByTestId('chat-send').click(),
    ]);
    expect(sent.status()).toBe(200);
    const accepted = Date.now();
    await expect(messages(to).getByText(text)).toBeVisible();
    const shown = Date.now();
    console.info(
      `chat: "${text}" shown ${shown - clicked} ms after the click, ${shown - accepted} ms after the answer`,
    );
    expect(shown - accepted).toBeLessThan(1000);
  };
  await deliver(staff, page, 'Yes, how can we help?');
  await deliver(page, staff, 'My Passat shows a DPF light.');

  // The customer leaves: staff see them go offline.
  await page.context().close();
  await expect(staff.getByTestId(`chat-presence-${customer.id}-offline`)).toBeVisible();
});

test('pressing Enter twice before the first send has answered sends the message once', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'chattwice', { status: 1, verified: true });
  const page = await personPage(browser, customer.username, customer.password);
  // The answer is held back a moment, as on a slow line, so the second Enter comes while the first is out.
  let posts = 0;
  await page.route('**/api/chat_message', async (route) => {
    if (route.request().method() === 'POST') {
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    await route.continue();
  });
  await page.goto('/chat_support');
  await page.getByTestId('chat-input').fill('Only once, please');
  await page.getByTestId('chat-input').press('Enter');
  await page.getByTestId('chat-input').press('Enter');
  await expect(messages(page).getByText('Only once, please')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await page.waitForTimeout(1000);
  expect(posts).toBe(1);
  await expect(messages(page).getByText('Only once, please')).toHaveCount(1);
});
