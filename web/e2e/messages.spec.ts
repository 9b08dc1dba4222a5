import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage } from './support/people';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a staff message to all customers appears in the customer message box', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const customer = await createUser(request, 'boxcust', { status: 1, verified: true });
  const headers = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  const customers = (
    (await (await request.get('/api/message/recipients/count?audience=customers', { headers })).json()) as {
      count: number;
    }
  ).count;
  expect(customers).toBeGreaterThanOrEqual(1);
  const admin = await personPage(browser, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/agent_manager/agent_bulk_email');
  const subject = `Holiday opening hours ${Date.now().toString(36)}`;
  await admin.getByTestId('bulk-channel').getByText('In the portal').click();
  await admin.getByTestId('bulk-subject').fill(subject);
  // The text box is named by its label, as screen readers and voice control find it.
  await admin.getByLabel('Message', { exact: true }).fill('We are closed on Monday.');
  await admin.getByTestId('bulk-send').click();
  // The dialog counts everyone it goes to, and the send reaches exactly that many.
  await expect(admin.getByTestId('bulk-confirm')).toContainText(
    `Recipients: All customers (${customers.toLocaleString('en-US')})`,
  );
  await admin.getByTestId('bulk-confirm-send').click();
  await expect(admin.getByRole('cell', { name: subject })).toBeVisible();
  // The list's date is when the message went out, and its title says so.
  await expect(admin.getByRole('columnheader', { name: 'Sent on' })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Opened' })).toHaveCount(0);
  const sent = (await (await request.get('/api/all_messages', { headers })).json()) as {
    items: { subject: string; total: number }[];
  };
  expect(sent.items.find((m) => m.subject === subject)?.total).toBe(customers);

  const page = await personPage(browser, customer.username, customer.password);
  await page.getByTestId('side-menu').getByText('Messages').click();
  await expect(page).toHaveURL(/\/messages$/);
  const box = page.getByTestId('message-box');
  await expect(box.getByText(subject)).toBeVisible();
  await expect(box.getByText('We are closed on Monday.')).toBeVisible();
  await expect(box.getByText('New')).toBeVisible();
});

test('a formatted staff message with a picture, to customers picked by name, reaches only them; their header badge counts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const chosen = await createUser(request, 'pickcust', { status: 1, verified: true });
  const bystander = await createUser(request, 'pickother', { status: 1, verified: true });
  const page = await personPage(browser, chosen.username, chosen.password);
  const other = await personPage(browser, bystander.username, bystander.password);
  await expect(page.getByTestId('message-badge')).toBeVisible();

  const admin = await personPage(browser, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/agent_manager/agent_bulk_email');
  await admin.getByTestId('bulk-audience').click();
  await admin.locator('.ant-select-dropdown:visible').getByText('Chosen customers').click();
  const picker = admin.getByTestId('bulk-recipients');
  await picker.click();
  await admin.keyboard.type(chosen.username);
  await admin
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: chosen.email })
    .click();
  await expect(picker).toContainText(chosen.username);
  await admin.keyboard.press('Escape');
  const subject = `Your map is ready ${Date.now().toString(36)}`;
  await admin.getByTestId('bulk-channel').getByText('In the portal').click();
  await admin.getByTestId('bulk-subject').fill(subject);
  await admin.getByTestId('bulk-message').fill('Only for <b>you</b>: <script>alert(1)</script>');
  await admin
    .locator('input[type=file]')
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByTestId('bulk-picture')).toContainText('map.png');
  await expect(admin.getByTestId('bulk-message')).toHaveValue(/<img src="\/api\/message_image\/[^"]+\.png">/);
  await admin.getByTestId('bulk-send').click();
  await admin.getByTestId('bulk-confirm-send').click();
  await expect(admin.getByRole('cell', { name: subject })).toBeVisible();

  // The chosen customer's badge counts it without a reload; the other customer's stays empty.
  await expect(page.getByTestId('message-count')).toContainText('1');
  await page.getByTestId('message-badge').click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByTestId('message-box').getByText(subject)).toBeVisible();
  await expect(page.getByTestId('message-count')).not.toContainText('1');
  // Formatting and the picture show; the script is gone.
  const body = page.getByTestId('message-body').first();
  await expect(body.locator('b')).toHaveText('you');
  await expect(body).not.toContainText('alert');
  await expect
    .poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await other.getByTestId('message-badge').click();
  await expect(other.getByTestId('message-box').getByText(subject)).toHaveCount(0);
});

test('a notification sent from the notification settings reaches the chosen customer in the portal', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const chosen = await createUser(request, 'notecust', { status: 1, verified: true });
  const bystander = await createUser(request, 'noteother', { status: 1, verified: true });
  const admin = await personPage(browser, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/website_settings');
  await admin.getByRole('tab', { name: 'Notifications' }).click();
  const card = admin.getByTestId('send-notification');
  // Only the ways that can go out are offered (notification-channels.spec.ts); the portal always can.
  await expect(card.getByTestId('bulk-channel')).toContainText('In the portal');
  await card.getByTestId('bulk-audience').click();
  await admin.locator('.ant-select-dropdown:visible').getByText('Chosen customers').click();
  await card.getByTestId('bulk-recipients').click();
  await admin.keyboard.type(chosen.username);
  await admin
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: chosen.email })
    .click();
  await admin.keyboard.press('Escape');
  const subject = `Maintenance tonight ${Date.now().toString(36)}`;
  await card.getByTestId('bulk-channel').getByText('In the portal').click();
  await card.getByTestId('bulk-subject').fill(subject);
  await card.getByTestId('bulk-message').fill('The portal is down from 22:00 to 23:00.');
  await card.getByTestId('bulk-send').click();
  await expect(admin.getByTestId('bulk-confirm-recipients')).toContainText('1');
  await admin.getByTestId('bulk-confirm-send').click();
  await expect(admin.getByText('The message has been sent.')).toBeVisible();

  const inbox = async (who: { username: string; password: string }) => {
    const token = (await apiSignIn(request, who.username, who.password)).access_token;
    const box = (await (await request.get('/api/messages', { headers: auth(token) })).json()) as {
      items: { subject: string }[];
    };
    return box.items.map((m) => m.subject);
  };
  expect(await inbox(chosen)).toContain(subject);
  expect(await inbox(bystander)).not.toContain(subject);
});
