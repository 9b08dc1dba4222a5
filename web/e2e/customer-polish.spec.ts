import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { placedOrder } from './support/placed-order';

/*
 * What a dealer meets on the customer side in German, Arabic and English: a long ticket subject does not push
 * the list's other columns away, a Latin status note keeps its full stop in Arabic, Send with nothing to send
 * says so, number fields take and show the reader's decimal comma, screen readers hear no English or internal
 * names, a wrong website for API access is named under the field, and a refused code search is an error.
 */

const TAG = Date.now().toString(36);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// 200 characters, the most a subject takes, as a dealer writes one: words, not one unbroken string.
const LONG_SUBJECT =
  `Engine warning light and limp mode after the stage 1 remap ${TAG}, DPF regeneration fails on the motorway, `
    .repeat(3)
    .slice(0, 200)
    .trimEnd();

let customer: Awaited<ReturnType<typeof createUser>>;
let adminHeaders: Record<string, string>;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res;
}

test.beforeAll(async ({ request }) => {
  adminHeaders = auth((await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token);
  // Credits at 2.50 EUR by bank transfer (as credits.spec.ts), and the eco calculator on.
  await ok(
    await request.post('/api/settings', {
      headers: adminHeaders,
      data: { bank_payment: true, currency: 'EUR', credit_price: 250, eco_calculator_public: true },
    }),
  );
  await ok(
    await request.put('/api/credits/billing_settings', {
      headers: adminHeaders,
      data: {
        seller_name: 'Tuning Portal GmbH',
        seller_country: 'DE',
        bank_name: 'Test Bank',
        bank_account_holder: 'Tuning Portal GmbH',
        bank_iban: 'DE89370400440532013000',
        bank_bic: 'COBADEFFXXX',
      },
    }),
  );
  customer = await createUser(request, 'polish', { role_id: 2, status: 1, verified: true });
});

/** Signs `login` in with the page in `lng` at `size`. */
async function openAs(
  page: Page,
  lng: string,
  size: { width: number; height: number },
  who: { username: string; password: string } = customer,
) {
  await page.setViewportSize(size);
  await dismissCookies(page);
  await page.addInitScript((l) => window.localStorage.setItem('lng', l), lng);
  await signInUi(page, who.username, who.password);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

async function openTicket(request: APIRequestContext, subject: string) {
  const session = await apiSignIn(request, customer.username, customer.password);
  const res = await ok(
    await request.post('/api/ticket', {
      headers: auth(session.access_token),
      multipart: { subject, message: 'The car runs in limp mode since the update.', reg_no: 'B-PT 123' },
    }),
  );
  return ((await res.json()) as { ticket: { _id: number } }).ticket._id;
}

/** Every request that would change something under `path`, so a test can say none was sent. */
function writes(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(path)) seen.push(r.url());
  });
  return seen;
}

test('a 200-character ticket subject keeps the other columns of /my_tickets in view at 1280 px', async ({
  page,
  request,
}) => {
  const id = await openTicket(request, LONG_SUBJECT);
  await openAs(page, 'de', DESKTOP);
  await page.goto('/my_tickets');
  const list = page.getByTestId('ticket-list');
  const link = list.getByTestId(`ticket-link-${id}`);
  await expect(link).toBeVisible();
  // The last column (last reply), its heading and the ticket's date, are on the screen without scrolling.
  await expect(list.locator('thead th').last()).toBeInViewport({ ratio: 1 });
  await expect(list.locator(`tr[data-row-key="${id}"] td`).last()).toBeInViewport({ ratio: 1 });
  // The subject is cut to one line; the whole of it shows on hover.
  const box = await link.boundingBox();
  expect(box?.height).toBeLessThan(30);
  await link.hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_SUBJECT);
});

test('in Arabic the last entry of the order timeline keeps the full stop of a Latin status note at its end', async ({
  page,
  request,
}) => {
  const { admin, customer: owner, orderId } = await placedOrder(request, `Timeline${TAG}`);
  const note = 'Stage 1 done, DPF kept.';
  await ok(
    await request.put(`/api/order/${orderId}/submit_order`, {
      headers: auth(admin.access_token),
      multipart: {
        modified_file: { name: 'tuned.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1024) },
        note,
      },
    }),
  );
  await openAs(page, 'ar', PHONE, owner);
  await page.goto(`/order_details/${orderId}`);
  const last = page.locator('.ant-timeline-item').last();
  await expect(last).toContainText(note);
  // Where the full stop and the words around it are drawn: the stop must come right after "kept", not in
  // front of "Stage" as in ".Stage 1 done, DPF kept". Measured again until the page has settled.
  await expect(async () => {
    const places = await last.evaluate((item, text) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.textContent?.indexOf(text) ?? -1;
        if (at < 0) continue;
        const rect = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(n, from);
          range.setEnd(n, to);
          const r = range.getBoundingClientRect();
          return { left: r.left, right: r.right };
        };
        const end = at + text.length;
        return { stage: rect(at, at + 5), kept: rect(end - 5, end - 1), stop: rect(end - 1, end) };
      }
      return null;
    }, note);
    expect(places).not.toBeNull();
    expect(places?.stage.right).toBeGreaterThan(0);
    expect(places?.stop.left).toBeGreaterThanOrEqual((places?.kept.right ?? 0) - 1);
    expect(places?.stop.left).toBeGreaterThan(places?.stage.left ?? 0);
  }).toPass({ timeout: 10_000 });
});

test('Send with nothing to send says so at the box on a ticket', async ({ page, request }) => {
  const ticketId = await openTicket(request, `Empty reply ${TAG}`);
  await openAs(page, 'en', DESKTOP);
  const sent = writes(page, '/api/ticket_message');
  await page.goto(`/ticket_details/${ticketId}`);
  await page.getByTestId('ticket-reply-send').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please write a message or attach a file' }),
  ).toBeVisible();
  expect(sent).toEqual([]);
  // Typing clears it, and the reply goes out.
  await page.getByTestId('ticket-reply-text').fill('Still in limp mode.');
  await expect(page.getByText('Please write a message or attach a file')).toHaveCount(0);
  await page.getByTestId('ticket-reply-send').click();
  await expect(page.getByTestId('ticket-thread').getByText('Still in limp mode.')).toBeVisible();
});

test('Send with nothing to send says so at the box on an order', async ({ page, request }) => {
  const { customer: owner, orderId } = await placedOrder(request, `Empty${TAG}`);
  await openAs(page, 'de', DESKTOP, owner);
  const sent = writes(page, '/api/order_message');
  await page.goto(`/order_details/${orderId}`);
  await page.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an' }),
  ).toBeVisible();
  expect(sent).toEqual([]);
});

/** The number field's text after typing `typed` and leaving the field. */
async function typeNumber(field: Locator, typed: string) {
  await field.fill(typed);
  await field.press('Tab');
}

test('the German custom-credits field takes and shows a decimal comma', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/buy_credits');
  await page.getByTestId('custom-package').click();
  const count = page.getByTestId('custom-count');
  await typeNumber(count, '-5');
  await expect(count).toHaveValue('-5,00');
  await expect(page.getByTestId('custom-count-error')).toContainText('0,01');
  await typeNumber(count, '12,5');
  await expect(count).toHaveValue('12,50');
  await expect(page.getByTestId('custom-count-error')).toHaveCount(0);
  // Read back as 12.5 credits: 12.5 x 2.50 EUR = 31.25 EUR net.
  await expect(page.getByTestId('price-summary')).toContainText('31,25');
});

test('German number fields of the eco calculator take a decimal comma', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/eco_calculator');
  const before = page.getByRole('spinbutton').nth(0);
  await typeNumber(before, '7,5');
  await typeNumber(page.getByRole('spinbutton').nth(1), '6,5');
  await typeNumber(page.getByRole('spinbutton').nth(2), '10000');
  await typeNumber(page.getByRole('spinbutton').nth(3), '1,5');
  await expect(before).toHaveValue('7,5');
  // 1 l per 100 km over 10,000 km: 100 l, at 1.50 a litre 150.
  await expect(page.getByTestId('eco-litres')).toContainText('100');
  await expect(page.getByTestId('eco-litres')).not.toContainText('1.000');
  await expect(page.getByTestId('eco-money')).toContainText('150');
});

test('screen readers hear German names for the steps of a number field', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/buy_credits');
  await page.getByTestId('custom-package').click();
  await expect(page.getByTestId('custom-count')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wert erhöhen' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Wert verringern' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Increase Value|Decrease Value/ })).toHaveCount(0);
});

test('screen readers hear a German name for the choice of code list', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/p_codes_bosch_codes');
  await expect(page.getByRole('radiogroup', { name: 'Codeliste' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'segmented control' })).toHaveCount(0);
});

test('screen readers hear a German name for the empty choice of a searchable list', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/vehicle_statistics');
  await page.locator('#pick-vtype').click();
  await expect(page.getByRole('option', { name: 'Keine Auswahl' })).toHaveCount(1);
  // antd's hidden list for screen readers read out the options' internal values.
  expect(await page.getByRole('listbox').ariaSnapshot()).not.toMatch(/__empty__|__none__/);
});

test('a website for API access that is not a web address is named under the field and not sent', async ({
  page,
  request,
}) => {
  const dealer = await createUser(request, 'apisite', { role_id: 2, status: 1, verified: true });
  await openAs(page, 'en', PHONE, dealer);
  const sent = writes(page, '/api/access_api');
  await page.goto('/access_api');
  await page.getByLabel('Allowed websites').click();
  await page.keyboard.type('not a url');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Ask for access' }).click();
  const error = page.locator('.ant-form-item-explain-error');
  await expect(error).toHaveText(
    "“not” is not a website address. Enter only the site's address, such as https://www.example.com",
  );
  await expect(page.getByText(/Invalid "website_url/)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('the fault-code search box takes as much as the server does', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/p_codes_bosch_codes');
  const box = page.getByRole('textbox', { name: 'Code' });
  await box.fill('P'.repeat(240));
  await expect(box).toHaveValue('P'.repeat(100));
  await expect(page.getByTestId('code-results')).toContainText('Kein Code gefunden');
});

test('a fault-code search the server refuses shows as an error, not as no code found', async ({ page }) => {
  await openAs(page, 'de', DESKTOP);
  await page.goto('/p_codes_bosch_codes');
  const box = page.getByRole('textbox', { name: 'Code' });
  // A search the server refuses (here: longer than it takes, past the box's limit) is not "no code found".
  await box.evaluate((el) => el.removeAttribute('maxlength'));
  await box.fill('P'.repeat(240));
  await expect(page.getByTestId('code-error')).toBeVisible();
  await expect(page.getByText('Kein Code gefunden')).toHaveCount(0);
});
