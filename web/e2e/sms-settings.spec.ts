import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth, personPage } from './support/people';
import { pickCountry } from './support/select';

// Nothing listens there: even a text that went out by mistake would never reach a real provider.
const PROVIDER = 'http://127.0.0.1:9';
const TOKEN = `sms-secret-${Date.now().toString(36)}`;

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
});

async function openSmsTab(page: Page) {
  await page.goto('/admin/website_settings');
  await page.getByRole('tab', { name: 'SMS', exact: true }).click();
  await expect(page.getByTestId('sms-status')).toBeVisible();
}

async function openBulkPage(page: Page) {
  await page.goto('/admin/agent_manager/agent_bulk_email');
  await expect(page.getByTestId('bulk-channel')).toBeVisible();
}

const channelChoice = (page: Page, name: string) =>
  page.getByTestId('bulk-channel').getByRole('radio', { name, exact: true });

test('SMS is offered for bulk messages only once it is switched on and its provider is set up, also to senders who may not see the provider settings; the settings are kept, the token never shown', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = auth(admin.access_token);
  // A sender without the settings permission cannot read the provider settings, yet is told the same.
  const senderAccount = await createUser(request, 'smssender', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { dealers_manager: { send_email: true } },
  });
  const sender = await personPage(browser, senderAccount.username, senderAccount.password);
  const senderAuth = auth(
    (await apiSignIn(request, senderAccount.username, senderAccount.password)).access_token,
  );
  expect((await request.get('/api/sms_settings', { headers: senderAuth })).status()).toBe(403);
  const senderOffered = async (offered: boolean) => {
    expect(await (await request.get('/api/message/channels', { headers: senderAuth })).json()).toEqual({
      sms: offered,
      email: true,
    });
    await openBulkPage(sender);
    await expect(channelChoice(sender, 'SMS')).toHaveCount(offered ? 1 : 0);
    await expect(channelChoice(sender, 'E-mail and SMS')).toHaveCount(offered ? 1 : 0);
    await expect(sender.getByTestId('bulk-sms-unavailable')).toHaveCount(offered ? 0 : 1);
  };
  const setFlag = async (on: boolean) =>
    expect((await request.post('/api/settings', { headers, data: { sms_notification: on } })).status()).toBe(
      200,
    );
  await setFlag(false);
  try {
    const before = (await (await request.get('/api/sms_settings', { headers })).json()) as {
      has_token: boolean;
    };

    // Switched off: the page offers e-mail and the portal only, and says why.
    await openBulkPage(page);
    await expect(channelChoice(page, 'E-mail')).toBeVisible();
    await expect(channelChoice(page, 'SMS')).toHaveCount(0);
    await expect(channelChoice(page, 'E-mail and SMS')).toHaveCount(0);
    await expect(page.getByTestId('bulk-sms-unavailable')).toBeVisible();
    await senderOffered(false);

    // Switched on in the general settings, but (on a fresh database) no provider yet: still not offered.
    await page.goto('/admin/website_settings');
    const flag = page.getByTestId('flag-sms_notification');
    await expect(flag).not.toBeChecked();
    await flag.click();
    await page.getByTestId('save-general').click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    if (!before.has_token) {
      await openBulkPage(page);
      await expect(page.getByTestId('bulk-sms-unavailable')).toBeVisible();
      await expect(channelChoice(page, 'SMS')).toHaveCount(0);
      await senderOffered(false);
    }

    // The provider is set up in its own tab beside SMTP.
    await openSmsTab(page);
    await page.getByLabel('Account SID').fill('AC0123456789e2e');
    await page.getByLabel('Auth token').fill(TOKEN);
    await page.getByLabel('Sender (number or name)').fill('+15005550006');
    await page.getByLabel('Provider address').fill(PROVIDER);
    await page.getByTestId('save-sms').click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    await expect(page.getByTestId('sms-status')).toContainText('SMS is set up and switched on.');

    // Kept after a reload; the token is stored but never shown back, in the page or in the answer.
    await page.reload();
    await page.getByRole('tab', { name: 'SMS', exact: true }).click();
    await expect(page.getByLabel('Account SID')).toHaveValue('AC0123456789e2e');
    await expect(page.getByLabel('Sender (number or name)')).toHaveValue('+15005550006');
    await expect(page.getByLabel('Provider address')).toHaveValue(PROVIDER);
    await expect(page.getByLabel('Auth token')).toHaveValue('');
    await expect(page.getByText('A token is stored. Leave this empty to keep it.')).toBeVisible();
    expect(await page.content()).not.toContain(TOKEN);
    const stored = await (await request.get('/api/sms_settings', { headers })).text();
    expect(stored).not.toContain(TOKEN);
    expect(JSON.parse(stored)).toMatchObject({ account_sid: 'AC0123456789e2e', has_token: true });

    // Another provider address needs the token again, as the server demands.
    await page.getByLabel('Provider address').fill('http://127.0.0.1:10');
    await page.getByTestId('save-sms').click();
    await expect(page.getByText('Enter the auth token again')).toBeVisible();
    await page.getByLabel('Provider address').fill(PROVIDER);

    // Switched on and set up: both SMS choices are offered.
    await openBulkPage(page);
    await expect(channelChoice(page, 'SMS')).toBeVisible();
    await expect(channelChoice(page, 'E-mail and SMS')).toBeVisible();
    await expect(page.getByTestId('bulk-sms-unavailable')).toHaveCount(0);
    await senderOffered(true);

    // Switched off again: gone again, even with the provider set up.
    await setFlag(false);
    await openBulkPage(page);
    await expect(channelChoice(page, 'SMS')).toHaveCount(0);
    await senderOffered(false);
  } finally {
    await setFlag(false);
  }
});

test('a bulk message goes out only after the sender confirms the recipients, counted; cancelling sends nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = auth(admin.access_token);
  const customer = await createUser(request, 'confirmcust', { status: 1, verified: true });
  // Two customers of a country no other test uses, one of them blocked (never a recipient).
  for (const status of [1, 0] as const) {
    const c = await createUser(request, 'confirmli', { status, verified: true });
    expect((await request.put(`/api/user/${c.id}`, { headers, data: { country: 'LI' } })).status()).toBe(200);
  }
  const sentList = async () =>
    (await (await request.get('/api/all_messages', { headers })).json()) as {
      total: number;
      items: { subject: string; total: number }[];
    };
  const total = async () => (await sentList()).total;
  const counted = async (query: string) =>
    (
      (await (await request.get(`/api/message/recipients/count?${query}`, { headers })).json()) as {
        count: number;
      }
    ).count;
  const sentBefore = await total();
  const allCustomers = await counted('audience=customers');
  expect(allCustomers).toBeGreaterThanOrEqual(2);

  await openBulkPage(page);
  const subject = `Price list ${Date.now().toString(36)}`;
  await channelChoice(page, 'In the portal').check();
  await page.getByTestId('bulk-subject').fill(subject);
  await page.getByTestId('bulk-message').fill('The new price list is online.');
  await page.getByTestId('bulk-send').click();

  // All customers: the dialog names the audience, how many they are, and the channel; cancelling sends nothing.
  const dialog = page.getByTestId('bulk-confirm');
  await expect(dialog).toContainText(`Recipients: All customers (${allCustomers.toLocaleString('en-US')})`);
  await expect(page.getByTestId('bulk-confirm-recipients')).toHaveAttribute(
    'data-count',
    String(allCustomers),
  );
  await expect(dialog).toContainText('Sent by: In the portal');
  await page.getByTestId('bulk-confirm-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bulk-subject')).toHaveValue(subject);
  await page.waitForTimeout(500);
  expect(await total()).toBe(sentBefore);
  await expect(page.getByRole('cell', { name: subject })).toHaveCount(0);

  // A country nobody is from: the dialog says so and offers nothing to send.
  const country = page.getByLabel('Country');
  await pickCountry(page, country, 'AQ');
  await page.getByTestId('bulk-send').click();
  await expect(dialog).toContainText('Recipients: All customers (0)');
  await expect(page.getByTestId('bulk-confirm-none')).toBeVisible();
  await expect(page.getByTestId('bulk-confirm-send')).toBeDisabled();
  await page.getByTestId('bulk-confirm-cancel').click();
  await expect(dialog).toHaveCount(0);

  // One country: the count is the number the send then reaches (the blocked customer is not counted).
  expect(await counted('audience=customers&country=LI')).toBe(1);
  await pickCountry(page, country, 'LI');
  await page.getByTestId('bulk-send').click();
  await expect(dialog).toContainText('Recipients: All customers (1)');
  await expect(dialog).toContainText('Only those from the country Liechtenstein');
  await page.getByTestId('bulk-confirm-send').click();
  await expect(page.getByRole('cell', { name: subject })).toBeVisible();
  expect((await sentList()).items.find((m) => m.subject === subject)?.total).toBe(1);
  expect(await total()).toBe(sentBefore + 1);
  const chosenSubject = `${subject} chosen`;
  await page.getByTestId('bulk-subject').fill(chosenSubject);
  await page.getByTestId('bulk-message').fill('The new price list is online.');

  // Chosen customers: the dialog counts them; confirming sends.
  await page.getByTestId('bulk-audience').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Chosen customers').click();
  const picker = page.getByTestId('bulk-recipients');
  await picker.click();
  await page.keyboard.type(customer.username);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: customer.email })
    .click();
  await page.keyboard.press('Escape');
  await page.getByTestId('bulk-send').click();
  await expect(dialog).toContainText('Recipients: chosen customers (1)');
  await page.getByTestId('bulk-confirm-send').click();
  await expect(page.getByRole('cell', { name: chosenSubject })).toBeVisible();
  expect(await total()).toBe(sentBefore + 2);
});
