import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { mailsTo } from './support/mailbox';
import { auth, personPage } from './support/people';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4000)]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a ticket from opening with an attachment to solved, live on both sides with an e-mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await createUser(request, 'tkcust', { status: 1, verified: true });
  const admin = await personPage(browser, ADMIN.login, ADMIN.password);
  await admin.goto('/admin/all_tickets');
  await expect(admin.getByTestId('ticket-list')).toBeVisible();
  const badge = admin.getByTestId('side-menu').getByTestId('menu-count-open_tickets_count');
  const session = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const before = (
    (await (
      await request.get('/api/open_tickets_count', { headers: auth(session.access_token) })
    ).json()) as {
      count: number;
    }
  ).count;

  // The customer opens a ticket with a PDF.
  const page = await personPage(browser, customer.username, customer.password);
  await page.goto('/open_ticket');
  const subject = `Golf 2.0 TDI no start ${Date.now().toString(36)}`;
  await page.getByTestId('ticket-subject').fill(subject);
  await page.getByTestId('ticket-reg-no').fill('B-AB 123');
  await page.getByTestId('ticket-message').fill('The engine cranks but does not start after the update.');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('ticket-submit').click();
  await expect(page).toHaveURL(/\/ticket_details\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');

  // The admin's count rises and the list shows the ticket, without a reload.
  await expect(badge).toHaveText(String(before + 1));
  await expect(admin.getByTestId(`ticket-link-${id}`)).toHaveText(subject);

  // The admin replies with a file; the customer sees it live and gets an e-mail.
  await admin.getByTestId(`ticket-link-${id}`).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/ticket_details/${id}$`));
  await admin.getByTestId('ticket-reply-text').fill('Please try the attached procedure.');
  await admin
    .locator('input[type=file]')
    .setInputFiles({ name: 'procedure.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByTestId('ticket-reply-send').click();
  await expect(
    admin.getByTestId('ticket-thread').getByText('Please try the attached procedure.'),
  ).toBeVisible();
  const thread = page.getByTestId('ticket-thread');
  await expect(thread.getByText('Please try the attached procedure.')).toBeVisible();
  await expect(thread.getByRole('button', { name: /procedure\.png/ })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(customer.email)).some((m) => m.subject.includes(`#${id}`)), {
      timeout: 20_000,
    })
    .toBe(true);

  // The customer marks it solved after confirming.
  await page.getByTestId('ticket-mark-solved').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Solved');
  await expect(admin.getByTestId('ticket-status')).toHaveText('Solved');
});
