import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, personPage, downloadBytes, pickFirstTool } from './support/people';
import { pickOption } from './support/select';

async function credits(request: APIRequestContext, login: string, password: string) {
  const token = (await apiSignIn(request, login, password)).access_token;
  const res = await request.get('/api/credits_balance_user', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { credits: { balance: number; held: number; available: number } }).credits;
}

/** Switches site flags as the admin and hands back what they were, so that a test can put them back. */
async function setFlags(request: APIRequestContext, flags: Record<string, boolean>) {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const before = (await (await request.get('/api/auth/get_site_data')).json()).settings as Record<
    string,
    boolean
  >;
  const res = await request.post('/api/settings', { headers: auth(admin.access_token), data: flags });
  expect(res.status(), await res.text()).toBe(200);
  return Object.fromEntries(Object.keys(flags).map((k) => [k, before[k]]));
}

async function createService(request: APIRequestContext) {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const name = `Stage auto ${Date.now().toString(36)}`;
  const res = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: name,
      main_service: true,
      type_1_price: 1000,
      type_2_price: 2000,
      type_3_price: 1500,
      status: 'online',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { _id?: number; service?: { _id: number } };
  return { name, id: Number(body._id ?? body.service?._id) };
}

/** The customer's order form, filled in and sent; answers the new order's number. */
async function submitInUi(page: Page, serviceName: string, original: Buffer): Promise<number> {
  await page.goto('/');
  await page.locator('#order-reg-no').fill('AU70ABC');
  await page.getByText('Type it in').click();
  await page.locator('#order-make').fill('Skoda');
  await page.locator('#order-model').fill('Octavia');
  await page.locator('#order-engine').fill('2.0 TDI');
  await pickFirstTool(page);
  await page.locator('#order-ecu-brand').fill('Bosch EDC17');
  await page
    .locator('input[type=file]')
    .nth(0)
    .setInputFiles({ name: 'read.bin', mimeType: 'application/octet-stream', buffer: original });
  await page.getByText(serviceName).click();
  await page.getByText('I agree to the terms').click();
  await page.getByText('The vehicle information is correct').click();
  await page.getByText('I have checked the instructions').click();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/order_details\/\d+$/, { timeout: 30_000 });
  return Number(page.url().split('/').pop());
}

/** Staff deliver a modified file; `revision` is the number this delivery gets on the order's timeline. */
async function deliverInUi(page: Page, modified: Buffer, name: string, note: string, revision = 1) {
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: modified });
  await page.getByPlaceholder('Note to the customer').fill(note);
  await page.getByTestId('deliver').click();
  // A lone delivered file is named without a number.
  await expect(
    page.getByText(revision === 1 ? 'Modified file delivered' : `Modified file ${revision} delivered`),
  ).toBeVisible();
}

test('a matching order is delivered at once from the solution library; older revisions stay downloadable', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const restore = await setFlags(request, { automation: true });
  try {
    const service = await createService(request);
    const customer = await createUser(request, 'autocust', { status: 1, verified: true });
    const other = await createUser(request, 'autoother', { status: 1, verified: true });
    const staff = await createUser(request, 'autostaff', {
      role_id: 3,
      status: 1,
      verified: true,
      permissions: { orders: true },
    });
    const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
    const adjust = await request.post('/api/credits/adjust', {
      headers: auth(admin.access_token),
      data: { user_id: customer.id, amount: 5000, reason: 'e2e credits' },
    });
    expect(adjust.status(), await adjust.text()).toBe(200);

    const original = randomBytes(512 * 1024);
    const page = await personPage(browser, customer.username, customer.password);
    const firstId = await submitInUi(page, service.name, original);
    await expect(page.getByTestId('order-status').first()).toContainText('Pending');
    await expect(page.getByTestId('order-automated')).toHaveCount(0);

    // Staff deliver twice (a corrected file), then add the order to the library with one click.
    const staffPage = await personPage(browser, staff.username, staff.password);
    await staffPage.goto(`/admin/manage_orders/order_details/${firstId}`);
    const firstCut = randomBytes(512 * 1024);
    const secondCut = randomBytes(512 * 1024);
    await deliverInUi(staffPage, firstCut, 'tuned-1.bin', 'first cut');
    await expect(staffPage.getByTestId('order-status').first()).toContainText('Completed');
    await deliverInUi(staffPage, secondCut, 'tuned-2.bin', 'second cut', 2);

    // The revision picker: the latest is preselected, the first delivery is listed with its note.
    const picker = staffPage.getByTestId('revision-picker');
    await expect(picker).toContainText('Latest: file 2');
    expect((await downloadBytes(staffPage, 'download-modified')).equals(secondCut)).toBe(true);
    await pickOption(staffPage, picker, 'first cut', 'File 1');
    expect((await downloadBytes(staffPage, 'download-modified')).equals(firstCut)).toBe(true);

    await staffPage.getByTestId('add-solution').click();
    await expect(staffPage.getByText('Added to the solution library.')).toBeVisible();

    // Staff write on the order and take the message back after confirming.
    await staffPage.getByPlaceholder('Write a message').fill('Second cut has the EGR off.');
    await staffPage.getByRole('button', { name: 'Send', exact: true }).click();
    const written = staffPage.getByText('Second cut has the EGR off.');
    await expect(written).toBeVisible();
    await staffPage.getByTestId(/^delete-message-\d+$/).click();
    await expect(
      staffPage.locator('.ant-modal-confirm-title', { hasText: 'Do you want to delete this record?' }),
    ).toBeVisible();
    await staffPage.getByRole('button', { name: 'Yes' }).click();
    await expect(written).toHaveCount(0);
    await expect(staffPage.getByText('No messages yet.')).toBeVisible();

    // The same original with the same service again: delivered at once, without anyone on the staff side.
    const balanceBefore = await credits(request, customer.username, customer.password);
    const autoId = await submitInUi(page, service.name, original);
    await expect(page.getByTestId('order-status').first()).toContainText('Completed');
    await expect(page.getByTestId('order-automated')).toBeVisible();
    expect((await downloadBytes(page, 'download-modified')).equals(secondCut)).toBe(true);
    const balanceAfter = await credits(request, customer.username, customer.password);
    expect(balanceAfter.held).toBe(0);
    expect(balanceAfter.balance).toBe(balanceBefore.balance - 1000);

    await page.goto('/automation_orders');
    await expect(page.getByTestId(`order-link-${autoId}`)).toBeVisible();
    await expect(page.getByTestId(`order-link-${firstId}`)).toHaveCount(0);

    // Another customer can open neither order, in the app or through the API.
    const otherToken = (await apiSignIn(request, other.username, other.password)).access_token;
    const otherPage = await personPage(browser, other.username, other.password);
    for (const id of [firstId, autoId]) {
      expect((await request.get(`/api/order/${id}`, { headers: auth(otherToken) })).status()).toBe(404);
      expect(
        (await request.get(`/api/order/${id}/download_new_file`, { headers: auth(otherToken) })).status(),
      ).toBe(404);
      await otherPage.goto(`/order_details/${id}`);
      await expect(otherPage.getByText('Order not found.')).toBeVisible();
    }
    await otherPage.goto('/automation_orders');
    await expect(otherPage.getByTestId('order-table')).toBeVisible();
    await expect(otherPage.getByTestId(`order-link-${autoId}`)).toHaveCount(0);

    // Staff delete the finished first order after confirming; the history no longer lists it.
    await staffPage.goto(`/admin/manage_orders/order_details/${firstId}`);
    await staffPage.getByTestId('delete-order').click();
    await staffPage.getByRole('button', { name: 'Yes' }).click();
    await expect(staffPage).toHaveURL(/\/admin\/manage_orders\/order_history/);
    await expect(staffPage.getByTestId('order-table')).toBeVisible();
    await expect(staffPage.getByTestId(`order-link-${autoId}`)).toBeVisible();
    await expect(staffPage.getByTestId(`order-link-${firstId}`)).toHaveCount(0);
    expect((await request.get(`/api/order/${firstId}`, { headers: auth(admin.access_token) })).status()).toBe(
      404,
    );
  } finally {
    await setFlags(request, restore);
  }
});

test('agent orders are handled on the staff pages of an admin site only', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const restore = await setFlags(request, { is_admin_site: true });
  try {
    const service = await createService(request);
    const agent = await createUser(request, 'autoagent', { status: 1, verified: true });
    const staff = await createUser(request, 'agentstaff', {
      role_id: 3,
      status: 1,
      verified: true,
      permissions: { orders: true },
    });
    const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
    const topUp = await request.post('/api/credits/agent-balance/adjust', {
      headers: auth(admin.access_token),
      data: { user_id: agent.id, amount: 5000, reason: 'e2e agent balance' },
    });
    expect(topUp.status(), await topUp.text()).toBe(200);
    const agentToken = (await apiSignIn(request, agent.username, agent.password)).access_token;
    const site = (await (await request.get('/api/auth/get_site_data')).json()) as {
      supported_tools: string[];
    };
    const original = randomBytes(64 * 1024);
    const sent = await request.post('/api/agent_order', {
      headers: auth(agentToken),
      multipart: {
        reg_no: 'AG12ENT',
        make: 'Volvo',
        model: 'XC60',
        engine: 'D5',
        tool: site.supported_tools[0],
        master_or_slave: 'master',
        ecu_brand: 'Denso',
        services: String(service.id),
        time_frame: 'asap',
        agree_terms: 'true',
        vehicle_info_correct: 'true',
        instructions_checked: 'true',
        original_file: { name: 'agent.bin', mimeType: 'application/octet-stream', buffer: original },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const id = ((await sent.json()) as { order: { _id: number } }).order._id;

    const staffPage = await personPage(browser, staff.username, staff.password);
    await staffPage.goto('/admin');
    await staffPage.getByRole('menuitem', { name: /Pending agent orders/ }).click();
    await expect(staffPage).toHaveURL(/\/admin\/manage_agent_orders\/pending_orders/);
    await staffPage.getByTestId(`order-link-${id}`).click();
    await expect(staffPage).toHaveURL(new RegExp(`/admin/manage_agent_orders/order_details/${id}$`));
    expect((await downloadBytes(staffPage, 'download-original')).equals(original)).toBe(true);
    const modified = randomBytes(64 * 1024);
    await deliverInUi(staffPage, modified, 'agent-tuned.bin', 'done');
    await expect(staffPage.getByTestId('order-status').first()).toContainText('Completed');
    expect((await downloadBytes(staffPage, 'download-modified')).equals(modified)).toBe(true);
    await staffPage.getByRole('menuitem', { name: /Agent order history/ }).click();
    await expect(staffPage.getByTestId(`order-link-${id}`)).toBeVisible();

    // Not an admin site any more: no menu entries, and the pages send staff back to the dashboard.
    await setFlags(request, { is_admin_site: false });
    const later = await personPage(browser, staff.username, staff.password);
    await later.goto('/admin/manage_agent_orders/pending_orders');
    await expect(later).toHaveURL(/\/admin\/?$/);
    await expect(later.getByRole('menuitem', { name: /Pending agent orders/ })).toHaveCount(0);
    await expect(later.getByRole('menuitem', { name: /Pending orders/ })).toBeVisible();
  } finally {
    await setFlags(request, restore);
  }
});
