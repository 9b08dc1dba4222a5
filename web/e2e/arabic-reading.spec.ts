import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { customerOrder, onlineService } from './support/placed-order';

/*
 * An Arabic reader (right-to-left page) sees Latin values and numbers as they are written: invoice numbers,
 * signed amounts, the bank account holder, chat previews and what is typed into the order form. Credits take
 * the plural their number needs, and a single delivered file is not numbered.
 */

const locale = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/i18n/locales/${file}`, import.meta.url), 'utf8'));
const ar = { ...locale('ar.json'), ...locale('credits/ar.json'), ...locale('orders/ar.json') };

const TAG = Date.now().toString(36);
const HOLDER = 'Demo Tuning Files B.V.';
let admin: { 'x-access-token': string };
let billingBefore: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  admin = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  const billing = (await (
    await request.get('/api/credits/billing_settings', { headers: admin })
  ).json()) as Record<string, unknown>;
  billingBefore = { bank_account_holder: billing.bank_account_holder, bank_iban: billing.bank_iban };
  const put = await request.put('/api/credits/billing_settings', {
    headers: admin,
    data: { seller_country: 'DE', bank_account_holder: HOLDER, bank_iban: 'DE89370400440532013000' },
  });
  expect(put.status(), await put.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/credits/billing_settings', { headers: admin, data: billingBefore });
});

async function arabicPage(browser: Browser, login: string, password: string, width = 1366) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lng', 'ar'));
  await dismissCookies(page);
  await signInUi(page, login, password);
  return page;
}

/**
 * Whether, as drawn on the screen, the first character of `before` stands left of the first character of
 * `after` (of its last occurrence with `last`).
 */
async function drawnLeftOf(el: Locator, before: string, after: string, last = false) {
  return el.evaluate(
    (node, [a, b, fromEnd]) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
      const left = (needle: string, end = false) => {
        for (const t of end ? [...texts].reverse() : texts) {
          const i = end ? t.data.lastIndexOf(needle) : t.data.indexOf(needle);
          if (i < 0) continue;
          const r = document.createRange();
          r.setStart(t, i);
          r.setEnd(t, i + 1);
          return r.getBoundingClientRect().left;
        }
        throw new Error(`"${needle}" not found in "${node.textContent}"`);
      };
      return left(a as string) < left(b as string, fromEnd as boolean);
    },
    [before, after, last] as const,
  );
}

test('credits in Arabic: packages, bank transfer, history and the order form read as written', async ({
  browser,
  request,
}) => {
  const named = `10 credits ${TAG}`;
  const plain = `Starter ${TAG}`;
  for (const name of [named, plain]) {
    const made = await request.post('/api/price', {
      headers: admin,
      data: { name, credits: 1000, price: 1000, currency: 'EUR' },
    });
    expect(made.status(), await made.text()).toBe(200);
  }
  const customer = await createUser(request, 'arcredits', { status: 1, verified: true });
  await request.put(`/api/user/${customer.id}`, { headers: admin, data: { country: 'DE' } });
  const page = await arabicPage(browser, customer.username, customer.password);
  await page.goto('/buy_credits');
  const packages = page.getByTestId('credit-packages');
  // A name that says its credits is not followed by them again; another is, in the plural of 3-10.
  const namedLabel = packages.locator('label').filter({ hasText: named });
  await expect(namedLabel).toContainText(named);
  await expect(namedLabel).not.toContainText(':');
  await expect(packages.locator('label').filter({ hasText: plain })).toContainText(`${plain}: 10 أرصدة`);

  await packages.getByText(plain).click();
  await page.getByText(ar.credits.methods.bank, { exact: true }).click();
  await page.getByTestId('buy-credits').click();
  const holder = page.getByTestId('bank-instructions').locator('td').filter({ hasText: HOLDER });
  await expect(holder).toHaveText(HOLDER);
  // The full stop stays at the end of the name, drawn right of its last letter.
  expect(await drawnLeftOf(holder, 'V.', '.', true)).toBe(true);

  // Paid by the admin, then 5 credits taken: a purchase and a deduction in the history.
  const token = (await apiSignIn(request, customer.username, customer.password)).access_token;
  const invoices = (await (await request.get('/api/credits_user', { headers: auth(token) })).json()) as {
    items: { _id: number }[];
  };
  const paid = await request.patch('/api/credits/mark-as-paid', {
    headers: admin,
    data: { id: invoices.items[0]._id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const invoiceNo = ((await paid.json()) as { invoice: string }).invoice;
  const taken = await request.post('/api/credits/adjust', {
    headers: admin,
    data: { user_id: customer.id, amount: -500, reason: 'e2e take' },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await page.goto('/credit_history');
  const history = page.getByTestId('credit-history');
  const purchase = history.locator('tbody tr').filter({ hasText: invoiceNo });
  await expect(purchase).toHaveCount(1);
  // "2026-000007" keeps its year first, drawn left of the running number.
  const [year, running] = invoiceNo.split('-');
  expect(await drawnLeftOf(purchase.locator('td').nth(3), year, running)).toBe(true);
  // A deduction reads "-5" as a purchase reads "+10": the sign on the left of the number.
  const deduction = history.locator('tbody tr').filter({ hasText: 'e2e take' });
  expect(await drawnLeftOf(deduction.locator('td').nth(4), '-', '5')).toBe(true);
  expect(await drawnLeftOf(purchase.locator('td').nth(4), '+', '10')).toBe(true);

  // 5 credits left: the header names them in the plural of 3-10.
  await expect(page.getByTestId('header-balance')).toContainText('5 أرصدة');

  // The order form: no price before a service is chosen; typed Latin data keeps its order.
  await page.goto('/');
  await page.getByText(ar.orders.form.type_in, { exact: true }).click();
  const engine = page.locator('#order-engine');
  await engine.fill('2.0 TDI');
  expect(
    await engine.evaluate(
      (el) => el.matches(':dir(ltr)') && getComputedStyle(el).unicodeBidi === 'plaintext',
    ),
  ).toBe(true);
  for (const id of ['#order-reg-no', '#order-make', '#order-ecu-brand', '#order-year'])
    expect(await page.locator(id).evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
  await expect(page.getByTestId('submit-order')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveCount(0);
  await page.context().close();
});

test('an order with one delivered file in Arabic: "submitted" as a noun, the file without a number', async ({
  browser,
  request,
}) => {
  const serviceId = await onlineService(request, admin['x-access-token'], `Stage ar ${TAG}`);
  const { customer, orderId } = await customerOrder(request, admin['x-access-token'], serviceId, 'arorder');
  const delivered = await request.put(`/api/order/${orderId}/submit_order`, {
    headers: admin,
    multipart: {
      modified_file: { name: 'tuned.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1024) },
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const page = await arabicPage(browser, customer.username, customer.password, 390);
  await page.goto(`/order_details/${orderId}`);
  const events = page.getByTestId('timeline-event');
  await expect(events.first()).toContainText('تم الإرسال');
  await expect(page.getByText('تم تسليم الملف المعدل -', { exact: false })).toBeVisible();
  await expect(page.getByText(/تم تسليم الملف المعدل \d/)).toHaveCount(0);
  const rating = page.getByTestId('order-rating');
  await expect(rating).toContainText('ما مدى رضاك عن الملف؟');
  await page.context().close();
});

test('staff chat list in Arabic: a Latin preview keeps its full stop at its end and is cut at its end', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'archat', { status: 1, verified: true });
  const cust = await arabicPage(browser, customer.username, customer.password);
  await cust.goto('/chat_support');
  const text = `Buenas, ya está listo ${TAG}. ${'¿Cuándo estará listo mi archivo? '.repeat(4)}مرحبا`;
  await cust.getByTestId('chat-input').fill(text);
  await cust.getByTestId('chat-send').click();
  await expect(cust.getByTestId('chat-window')).toContainText(`Buenas, ya está listo ${TAG}.`);

  const staff = await arabicPage(browser, ADMIN.login, ADMIN.password, 390);
  await staff.goto('/admin/chat_support');
  const preview = staff.getByTestId(`chat-preview-${customer.id}`);
  await expect(preview).toContainText(`Buenas, ya está listo ${TAG}.`);
  // Runs left to right in the right-to-left page: its start is drawn at the preview's left edge, so a
  // cut (the ellipsis) falls at its end, on the right.
  expect(await preview.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
  const startsLeft = await preview.evaluate((el) => {
    const t = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const r = document.createRange();
    r.setStart(t, 0);
    r.setEnd(t, 1);
    return Math.abs(r.getBoundingClientRect().left - el.getBoundingClientRect().left) < 2;
  });
  expect(startsLeft).toBe(true);
  expect(await drawnLeftOf(preview, 'B', ',')).toBe(true);
  await cust.context().close();
  await staff.context().close();
});

/** The space between two boxes, along whichever axis separates them. */
async function gapBetween(a: Locator, b: Locator) {
  const x = await a.boundingBox();
  const y = await b.boundingBox();
  if (!x || !y) throw new Error('not drawn');
  const across = Math.max(y.x - (x.x + x.width), x.x - (y.x + y.width));
  const down = Math.max(y.y - (x.y + x.height), x.y - (y.y + y.height));
  return Math.max(across, down);
}

test('the account-approval page keeps its two buttons apart', async ({ browser, request }) => {
  const waiting = await createUser(request, 'waiting', { status: 0, verified: true });
  for (const width of [1366, 320]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await dismissCookies(page);
    await signInUi(page, waiting.username, waiting.password);
    await expect(page).toHaveURL(/verify_account/);
    const buttons = page.locator('.ant-result-extra').getByRole('button');
    await expect(buttons).toHaveCount(2);
    expect(await gapBetween(buttons.nth(0), buttons.nth(1))).toBeGreaterThanOrEqual(8);
    await context.close();
  }
});
