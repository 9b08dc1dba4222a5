import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { ok, openShop, placeBankOrder } from './support/shop-kit';

test('the dashboard draws orders per day from the server figures, with the table behind the chart', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const service = await request.post('/api/service', {
    headers: auth(admin.access_token),
    data: {
      service_name: `Stage chart ${Date.now().toString(36)}`,
      main_service: true,
      type_1_price: 100,
      type_2_price: 100,
      type_3_price: 100,
      status: 'online',
    },
  });
  const created = (await service.json()) as { _id?: number; service?: { _id: number } };
  const customer = await createUser(request, 'chartcust', { status: 1, verified: true });
  await request.post('/api/credits/adjust', {
    headers: auth(admin.access_token),
    data: { user_id: customer.id, amount: 1000, reason: 'e2e credits' },
  });
  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const site = (await (await request.get('/api/auth/get_site_data')).json()) as { supported_tools: string[] };
  const order = await request.post('/api/order', {
    headers: auth(token),
    multipart: {
      reg_no: 'CH4RT1',
      make: 'Volvo',
      model: 'V60',
      engine: 'D4',
      tool: site.supported_tools[0] ?? 'KESS3',
      master_or_slave: 'master',
      ecu_brand: 'Bosch',
      services: String(created._id ?? created.service?._id),
      time_frame: 'asap',
      agree_terms: 'true',
      vehicle_info_correct: 'true',
      instructions_checked: 'true',
      original_file: { name: 'read.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1024) },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const stats = await request.get('/api/statistics/dashboard', { headers: auth(admin.access_token) });
  const today = (
    (await stats.json()) as { orders_per_day: { counts: Record<string, number> }[] }
  ).orders_per_day.at(-1);
  const pending = today?.counts.pending ?? 0;
  expect(pending).toBeGreaterThan(0);

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin');
  const chart = page.getByTestId('chart-orders-per-day');
  await expect(chart.locator('svg').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const lastRow = chart.locator('table tbody tr').last();
  await expect(lastRow).toContainText(String(pending));
  await expect(chart.getByRole('columnheader', { name: 'Pending' })).toBeVisible();
  await expect(page.getByTestId('chart-credits-per-month')).toBeVisible();
  await expect(page.getByTestId('turnaround')).toBeVisible();
});

test("an agent's money balance is drawn over time from the ledger", async ({ page, request }) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const agent = await createUser(request, 'chartagent', { status: 1, verified: true });
  for (const amount of [10_000, -2_500]) {
    const res = await request.post('/api/credits/agent-balance/adjust', {
      headers: auth(admin.access_token),
      data: { user_id: agent.id, amount, reason: 'e2e balance' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agent_balance');
  await page.getByTestId('balance-search').locator('input').fill(agent.username);
  await page.keyboard.press('Enter');
  await page.getByTestId(`history-${agent.username}`).click();
  await page.getByRole('tab', { name: 'Money balance' }).click();
  const chart = page.getByTestId('agent-balance-chart');
  await expect(chart).toContainText('Money balance after each change');
  await expect(chart.locator('svg').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.locator('table tbody tr')).toHaveCount(2);
  await expect(chart.locator('table tbody tr').last()).toContainText('75');
});

test("a customer's credit balance is charted right after a credits adjustment", async ({ page, request }) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const customer = await createUser(request, 'chartcredits', { status: 1, verified: true });
  for (const amount of [9_000, 1_500]) {
    const res = await request.post('/api/credits/adjust', {
      headers: auth(admin.access_token),
      data: { user_id: customer.id, amount, reason: 'e2e credits' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin/agent_manager/agent_balance');
  await page.getByTestId('balance-search').locator('input').fill(customer.username);
  await page.keyboard.press('Enter');
  await page.getByTestId(`history-${customer.username}`).click();
  const chart = page.getByTestId('credit-balance-chart');
  await expect(chart).toContainText('Credit balance after each change');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(page.getByText('No figures for this period')).toHaveCount(0);
  // No money movements: no money tab either.
  await expect(page.getByRole('tab', { name: 'Money balance' })).toHaveCount(0);
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.locator('table tbody tr')).toHaveCount(2);
  await expect(chart.locator('table tbody tr').last()).toContainText('105');
});

test('a status keeps its colour in the shop pie whichever other statuses have orders', async ({
  page,
  request,
}) => {
  // A completed and a cancelled order of this test's own, beside whatever other orders the shop holds.
  const tag = Date.now().toString(36);
  const admin = { 'x-access-token': (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token };
  const shop = await openShop(request, admin, 'Pie');
  const customer = await createUser(request, 'piebuyer', { role_id: 2, status: 1, verified: true });
  const buyer = {
    'x-access-token': (await apiSignIn(request, customer.username, customer.password)).access_token,
  };
  const place = async () => (await placeBankOrder(request, buyer, shop))._id;
  const done = await place();
  for (const [step, data] of [
    ['mark_as_paid', { payment_method: 'bank', txn_id: `T${tag}` }],
    ['mark_as_processing', {}],
    [
      'mark_as_shipped',
      { parcel_tracking_number: `TR${tag}`, estimated_delivery_date: Date.now() + 86_400_000 },
    ],
    ['mark_as_completed', {}],
  ] as const) {
    await ok(
      await request.post(`/api/shop/order/${step}`, { headers: admin, data: { order_id: done, ...data } }),
    );
  }
  const dropped = await place();
  await ok(
    await request.post('/api/shop/order/cancel', {
      headers: admin,
      data: { order_id: dropped, reason: 'pie' },
    }),
  );

  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  const success = () =>
    page.evaluate(() => {
      // The theme's success colour, as antd's own success text shows it.
      const probe = document.createElement('span');
      probe.className = 'ant-typography ant-typography-success';
      document.querySelector('.ant-layout')?.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  const fill = (name: string) =>
    page
      .getByTestId('shop-orders-status')
      .locator(`.recharts-pie-sector path[name="${name}"]`)
      .evaluate((el) => getComputedStyle(el).fill);

  await page.goto('/admin/shop_manager/statistics');
  await expect(page.getByTestId('shop-orders-status').locator('.recharts-pie-sector').first()).toBeVisible();
  const theme = await success();
  expect(await fill('Completed')).toBe(theme);
  expect(await fill('Cancelled')).not.toBe(theme);
});

test('the twelve months under a chart keep a gap between their names, in French too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('lng', 'fr'));
  await dismissCookies(page);
  await signInUi(page, ADMIN.login, ADMIN.password);
  await page.goto('/admin');
  const chart = page.getByTestId('chart-credits-per-month');
  const labels = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as { left: number; right: number }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  const sorted = boxes.sort((a, b) => a.left - b.left);
  for (const [i, box] of sorted.slice(1).entries()) {
    expect(box.left - sorted[i].right, JSON.stringify([sorted[i], box])).toBeGreaterThanOrEqual(8);
  }
});
